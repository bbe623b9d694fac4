import { useEffect } from 'react';
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

/**
 * The course this page offers a signed-in student to enrol in, or null: its enrol dialog is drawn ahead, hidden,
 * while the page stands, so that Enroll Now only shows it (decision 211). By its parts: a new object for the same
 * course (each render of the page makes one) draws nothing again.
 */
export function useLikelyEnrol(course: EnrolTarget | null): void {
  const expectEnrol = useDialogs((s) => s.expectEnrol);
  const [id, title, batches] = [course?.id, course?.title, course?.batches];
  useEffect(() => {
    if (id === undefined || title === undefined) return;
    expectEnrol({ id, title, batches });
    return () => expectEnrol(null);
  }, [id, title, batches, expectEnrol]);
}
