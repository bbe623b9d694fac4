/**
 * Who is logged in, as the UI sees it: SPEC's readable `studentId` and `mobileNo` cookies (7 days,
 * path /). The server trusts only its own HttpOnly session cookie; these are for the navbar and forms.
 */
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { SESSION_COOKIE_DAYS } from '../content/limits';
import { endServerSession } from '../offline/pending-logout';

export interface StudentSession {
  studentId: string;
  mobileNo: string;
}

function readCookies(): StudentSession | null {
  const studentId = Cookies.get('studentId');
  const mobileNo = Cookies.get('mobileNo');
  return studentId ? { studentId, mobileNo: mobileNo ?? '' } : null;
}

interface SessionState {
  student: StudentSession | null;
  logIn: (student: StudentSession) => void;
  logOut: () => Promise<void>;
}

export const useSession = create<SessionState>((set) => ({
  // Logged out at first, as the server renders every page; the cookies are read just below, so a
  // hydrating page matches the server's HTML first and then shows who is logged in.
  student: null,
  logIn: (student) => {
    const options = { expires: SESSION_COOKIE_DAYS, path: '/', sameSite: 'lax' as const };
    Cookies.set('studentId', student.studentId, options);
    Cookies.set('mobileNo', student.mobileNo, options);
    set({ student });
  },
  logOut: async () => {
    // Offline, the logout is remembered and sent when the network is back (offline/pending-logout);
    // the person is logged out here either way.
    await endServerSession();
    Cookies.remove('studentId', { path: '/' });
    Cookies.remove('mobileNo', { path: '/' });
    set({ student: null });
  },
}));

if (typeof document !== 'undefined') useSession.setState({ student: readCookies() });
