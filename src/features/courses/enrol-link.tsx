/**
 * Enroll Now (and a batch's "Enroll in this batch") as links that work before the app runs. A visitor's leads to the
 * login page (decision 124). A signed-in student's, shown by the page's mark (decision 203), stays on the page and
 * leaves `#enrol` in its address, from which the app opens the enrol dialog once it runs (decision 204): the tap is
 * kept, not turned into a login the student does not need. Once the app runs, either opens the dialog at once.
 */
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { loginPath } from '../../contract/login-path';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/Button';

const ENROL_MARK = '#enrol';
const ASKED = /^#enrol(?:-(.+))?$/;

interface EnrolLinkProps {
  courseId: string;
  /** The batch the link enrols in, when it is a batch's own. */
  batchId?: string;
  onEnrol: () => void;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  tabIndex?: number;
  'aria-label'?: string;
}

export function EnrolLink({ courseId, batchId, onEnrol, children, ...rest }: EnrolLinkProps) {
  const click = (event: MouseEvent) => {
    event.preventDefault();
    onEnrol();
  };
  return (
    <>
      <span className="for-visitor">
        <Button as="link" href={loginPath(`/courses/c/${courseId}`)} onClick={click} {...rest}>
          {children}
        </Button>
      </span>
      <span className="for-student">
        <Button as="link" href={batchId ? `${ENROL_MARK}-${encodeURIComponent(batchId)}` : ENROL_MARK} onClick={click} {...rest}>
          {children}
        </Button>
      </span>
    </>
  );
}

/**
 * Once a signed-in student is known and may enrol: a `#enrol` (or `#enrol-<batch>`) left by a tap made before the app
 * ran opens the dialog, and leaves the address, so that a reload or Back does not open it again.
 */
export function useEnrolAskedEarlier(studentKnown: boolean, canEnrol: boolean, enrol: (batchId?: string) => void): void {
  useEffect(() => {
    if (!studentKnown || !canEnrol) return;
    const asked = ASKED.exec(window.location.hash);
    if (!asked) return;
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
    enrol(asked[1] ? decodeURIComponent(asked[1]) : undefined);
    // Once, when the student is known: `enrol` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [studentKnown, canEnrol]);
}
