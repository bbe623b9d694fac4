/**
 * Who is logged in, as the UI sees it: SPEC's readable `studentId` and `mobileNo` cookies (7 days,
 * path /). The server trusts only its own HttpOnly session cookie; these are for the navbar and forms.
 */
import { create } from 'zustand';
import { SESSION_COOKIE_DAYS } from '../content/limits';
import { readCookie, removeCookie, writeCookie } from '../lib/cookies';

export interface StudentSession {
  studentId: string;
  mobileNo: string;
}

function readCookies(): StudentSession | null {
  const studentId = readCookie('studentId');
  const mobileNo = readCookie('mobileNo');
  return studentId ? { studentId, mobileNo: mobileNo ?? '' } : null;
}

/**
 * STUDENT_MARK_ATTRIBUTE of src/contract/app-start.ts, written out (nothing the app imports may import that module):
 * the page's first script sets it from the cookie; it follows the student in and out here, or it would hide a
 * visitor's Login and Register after a log out (decision 203).
 */
const STUDENT_MARK = 'data-student';

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
    writeCookie('studentId', student.studentId, SESSION_COOKIE_DAYS);
    writeCookie('mobileNo', student.mobileNo, SESSION_COOKIE_DAYS);
    document.documentElement.setAttribute(STUDENT_MARK, '');
    set({ student });
  },
  logOut: async () => {
    // Offline, the logout is remembered and sent when the network is back (offline/pending-logout);
    // the person is logged out here either way. Loaded on the first logout, not with every page.
    const { endServerSession, forgetDownloads } = await import('../offline/pending-logout');
    await endServerSession();
    await forgetDownloads().catch(() => undefined);
    removeCookie('studentId');
    removeCookie('mobileNo');
    document.documentElement.removeAttribute(STUDENT_MARK);
    set({ student: null });
  },
}));

if (typeof document !== 'undefined') useSession.setState({ student: readCookies() });
