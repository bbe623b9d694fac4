import type { FormEcho } from '../../contract/page-render';
import styles from './Field.module.css';

/**
 * The server's answer to a form posted before the app ran (decision 126), in place of the toast the app
 * would show: stored, or refused and why (the fields carry their own messages).
 */
export function FormOutcome({ echo }: { echo: FormEcho | undefined }) {
  if (!echo) return null;
  const sent = echo.outcome === 'sent';
  return (
    // The answer to the person's own press: it takes the focus, so the page opens at it (before the app runs
    // too: the browser honours `autofocus` on load), not at the top with the form out of sight.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <p className={sent ? styles.outcomeSent : styles.outcomeRefused} role={sent ? 'status' : 'alert'} tabIndex={-1} autoFocus>
      {echo.message}
    </p>
  );
}
