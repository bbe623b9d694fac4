import { Suspense, type ComponentProps } from 'react';
import { useStore } from 'zustand';
import { Link } from '../ui/Link';
import { ACCOUNT } from '../content/copy';
import { useSession } from '../session/session';
import { isPending } from '../offline/outbox-store';
import { outboxStore } from '../offline/outbox-store';
import { Button } from '../ui/Button';
import { lazyPart } from '../ui/lazy-part';
import styles from './Navbar.module.css';

// A student's part (My learning, who is logged in, Log out) loads only for a student.
const StudentActions = lazyPart<ComponentProps<(typeof import('./StudentActions'))['StudentActions']>>(() =>
  import('./StudentActions').then((m) => ({ default: m.StudentActions })),
);

/** Login and Register for a visitor; who is logged in and Log out for a student. */
export function AccountActions({
  onLogin,
  fullWidth = false,
  onNavigate,
}: {
  onLogin: () => void;
  fullWidth?: boolean;
  onNavigate?: () => void;
}) {
  const student = useSession((s) => s.student);
  if (student) {
    return (
      <Suspense fallback={null}>
        <StudentActions student={student} fullWidth={fullWidth} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        fullWidth={fullWidth}
        onClick={() => {
          onNavigate?.();
          onLogin();
        }}
      >
        {ACCOUNT.login}
      </Button>
      <Button as="link" href="/auth/register" variant="gradient" size="sm" fullWidth={fullWidth} onClick={onNavigate}>
        {ACCOUNT.register}
      </Button>
    </>
  );
}

/** How many submissions are still waiting, linking to the page that lists them; nothing when none. */
export function PendingBadge() {
  const count = useStore(outboxStore, (s) => s.items.filter(isPending).length);
  if (!count) return null;
  return (
    <Link href="/pending" className={styles.pending} aria-label={ACCOUNT.pendingLabel(count)} title={ACCOUNT.pendingLabel(count)}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 13h4l2 3h4l2-3h4M4 13l2-8h12l2 8v6H4z" />
      </svg>
      <span data-testid="pending-count">{count}</span>
    </Link>
  );
}
