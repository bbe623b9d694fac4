/**
 * A session page's place for a signed-in student's own controls (register, calendar, reminders). Their
 * code is a lazy part: a visitor, or a first paint, carries none of it. A visitor is offered "Log in to
 * register" instead, which comes back to this page signed in (decision 116).
 */
import type { ComponentProps, MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { SessionKind } from '../../contract/my-learning';
import { loginPath } from '../../contract/login-path';
import { SESSION_VISITOR } from '../../content/detail-pages';
import { useHydrated } from '../../lib/client-values';
import { useSession } from '../../session/session';
import { buttonClass } from '../../ui/Button';
import { useDialogs } from '../../ui/dialogs-store';
import { loadedPart } from '../../ui/lazy-part';
import { isPlainClick } from '../../ui/Link';
import { Section } from '../../ui/Section';
import styles from './sessions.module.css';

// The browser alone mounts it (signed in is known only there), so without Suspense (decision 196).
const SessionActions = loadedPart<ComponentProps<(typeof import('./SessionActions'))['SessionActions']>>(() =>
  import('./SessionActions').then((m) => ({ default: m.SessionActions })),
);

export function MySessionControls({ kind, id, over }: { kind: SessionKind; id: string; over: boolean }) {
  // Signed in is known only in the browser: the server's HTML (every visitor's) has no controls.
  const hydrated = useHydrated();
  const studentId = useSession((s) => s.student?.studentId);
  if (!hydrated || !studentId) return over ? null : <LogInToRegister />;
  // Until the controls' code and the student's registrations are in, the section keeps its place: without it the
  // page's details jumped up by its height, then down again a second or two later (decision 201).
  const holding = <CheckingPlace />;
  return <SessionActions kind={kind} id={id} over={over} studentId={studentId} holding={holding} whileLoading={holding} />;
}

/** The section as it will be, its one control disabled and saying what is happening. */
function CheckingPlace() {
  return (
    <Section id="my-place" title={SESSION_VISITOR.title} tone="tint">
      <div className={styles.mine} aria-busy="true">
        <div className={styles.actions}>
          <button type="button" className={buttonClass()} disabled>
            {SESSION_VISITOR.checking}
          </button>
        </div>
        <p className={styles.mineSaid} />
      </div>
    </Section>
  );
}

/**
 * A real link to `/login?next=<this page>` (it works before the app runs and in a new tab, decisions 124 and
 * 126); a plain click opens the login over this page instead, and the page's own controls appear once logged in.
 */
function LogInToRegister() {
  const [path] = useLocation();
  const openLogin = useDialogs((s) => s.openLogin);
  const open = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openLogin();
  };
  return (
    <Section id="my-place" title={SESSION_VISITOR.title} tone="tint">
      <div className={styles.mine}>
        <p className={styles.mineState}>{SESSION_VISITOR.lead}</p>
        <a href={loginPath(path)} className={buttonClass()} onClick={open}>
          {SESSION_VISITOR.logIn}
        </a>
      </div>
    </Section>
  );
}
