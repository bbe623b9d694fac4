import { useDialogs, type EnrolTarget } from '../../ui/dialogs-store';
import { useSession } from '../../session/session';
import { useRenderInfo } from '../../ui/render-context';

/** "Enroll Now": the enrol dialog for a logged-in student; the login modal first for anyone else. */
export function useEnrol(): (course: EnrolTarget) => void {
  // Rendered on the server, the page carries the enrol dialog's rules (decision 198).
  const { head } = useRenderInfo();
  if (head) (head.dialogs ??= new Set()).add('enrol');
  const openEnrol = useDialogs((s) => s.openEnrol);
  const loggedIn = useSession((s) => s.student !== null);
  return (course) => openEnrol(course, loggedIn);
}
