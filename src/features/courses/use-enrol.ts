import { useDialogs, type EnrolTarget } from '../../ui/dialogs-store';
import { useSession } from '../../session/session';

/** "Enroll Now": the enrol dialog for a logged-in student; the login modal first for anyone else. */
export function useEnrol(): (course: EnrolTarget) => void {
  const openEnrol = useDialogs((s) => s.openEnrol);
  const loggedIn = useSession((s) => s.student !== null);
  return (course) => openEnrol(course, loggedIn);
}
