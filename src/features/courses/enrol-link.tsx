/**
 * Enroll Now (and a batch's "Enroll in this batch") as links that work before the app runs. A visitor's leads to the
 * login page (decision 124). A signed-in student's, shown by the page's mark (decision 203), stays on the page and
 * leaves `#enrol` in its address, from which the app opens the enrol dialog once it runs (decision 204): the tap is
 * kept, not turned into a login the student does not need. Once the app runs, either opens the dialog at once.
 */
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { loginPath } from '../../contract/login-path';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/Button';
import { LoadingBar } from '../../ui/LoadingBar';
import { FOCUS_SUCCESSOR_ATTRIBUTE } from '../../ui/dialogs-store';

// ENROL_TARGET_ID of src/contract/app-start.ts, written out: the app imports nothing of the start script's module.
const ENROL_TARGET_ID = 'enrol';
const ASKED = new RegExp(`^#${ENROL_TARGET_ID}(?:-(.+))?$`);
/** The element a student's link targets: `enrol`, or `enrol-<batch>` for a batch's own. */
const targetId = (batchId?: string) => (batchId ? `${ENROL_TARGET_ID}-${batchId}` : ENROL_TARGET_ID);
/**
 * The note that takes Enroll Now's place once the student is enrolled (MyEnrolmentNote.tsx), and the keyboard's focus
 * with it: the enrol dialog closes after the link has gone, and the focus would otherwise fall to the document's top.
 */
export const MY_ENROLMENT_ID = 'my-enrolment';
const successor = { [FOCUS_SUCCESSOR_ATTRIBUTE]: MY_ENROLMENT_ID };

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
        <Button as="link" href={loginPath(`/courses/c/${courseId}`)} onClick={click} {...successor} {...rest}>
          {children}
        </Button>
      </span>
      <span className="for-student">
        <Button as="link" href={`#${encodeURIComponent(targetId(batchId))}`} onClick={click} {...successor} {...rest}>
          {children}
        </Button>
      </span>
    </>
  );
}

/**
 * What the student's links target (decision 205): a tap before the app runs then shows a loading bar at once, by CSS
 * alone (`.enrol-asked` in global.css), not nothing for the seconds until the app runs and opens the dialog. Fixed
 * under the navbar, as the app's own loading bar is, so going to the target scrolls nothing. Once on the page.
 * `waiting`: the app runs and asks My learning whether the student is enrolled here (decision 209); the tapped mark
 * stays shown until it answers.
 */
export function EnrolAskedMarks({ batchIds, waiting }: { batchIds: readonly string[]; waiting: boolean }) {
  // The app runs, and the page's rule no longer shows the mark; while the tap's answer waits (decision 209) it does.
  const shown = waiting ? window.location.hash.slice(1) : null;
  return (
    <>
      {[undefined, ...batchIds].map((batchId) => (
        <LoadingBar
          key={batchId ?? ''}
          id={targetId(batchId)}
          className="route-progress enrol-asked"
          style={shown === encodeURIComponent(targetId(batchId)) ? { display: 'block' } : undefined}
        />
      ))}
    </>
  );
}

/**
 * Once a signed-in student is known, and whether they may enrol here is known (My learning's first answer, decision
 * 209): a `#enrol` (or `#enrol-<batch>`) left by a tap made before the app ran is answered — the enrol dialog, or for a
 * student already enrolled, the note that says so — and leaves the address, so that a reload or Back does not ask again.
 */
export function useEnrolAskedEarlier(known: boolean, answer: (batchId?: string) => void): void {
  useEffect(() => {
    if (!known) return;
    const asked = ASKED.exec(window.location.hash);
    if (!asked) return;
    // Enter on the link took the focus to the page (its target takes none): back on the link, where the dialog
    // returns it on closing, not to the page's start.
    if (document.activeElement === document.body) tappedLink(window.location.hash)?.focus({ preventScroll: true });
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
    answer(asked[1] ? decodeURIComponent(asked[1]) : undefined);
    // Once, when it is known: `answer` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known]);
}

/** The link on screen that targets `hash` (the hero's, the sticky bar's when shown, or a batch's). */
const tappedLink = (hash: string) =>
  [...document.querySelectorAll<HTMLElement>(`a[href="${CSS.escape(hash)}"]`)].find(
    (link) => link.getClientRects().length > 0 && getComputedStyle(link).visibility === 'visible',
  );
