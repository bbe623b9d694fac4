import type { ComponentProps } from 'react';
import { useLocation } from 'wouter';
import { useStore } from 'zustand';
import { loginPath } from '../contract/login-path';
import { Link } from '../ui/Link';
import { ACCOUNT } from '../content/copy';
import { useSession } from '../session/session';
import { hasOutboxNews, isPending, outboxStore } from '../offline/outbox-store';
import { Button, NavLink } from '../ui/Button';
import { loadedPart } from '../ui/lazy-part';
import styles from './Navbar.module.css';

// The rest of a student's part (who is logged in, Log out) loads only for a student. The browser alone mounts
// it (the server renders every page signed out), so without Suspense (decision 196). My learning is not in it.
const StudentActions = loadedPart<ComponentProps<(typeof import('./StudentActions'))['default']>>(() => import('./StudentActions'));

/** Login and Register for a visitor; who is logged in and Log out for a student. */
export function AccountActions({
  onLogin,
  fullWidth = false,
  onNavigate,
  linkClassName = styles.link,
}: {
  onLogin: () => void;
  fullWidth?: boolean;
  onNavigate?: () => void;
  /** How My learning and the console link look here (the drawer's links; the bar's by default). */
  linkClassName?: string;
}) {
  const student = useSession((s) => s.student);
  const [location] = useLocation();
  // My learning is the start of a student's part: in the app's own code, so it works whether the rest comes or not.
  const myLearning = (
    <NavLink href="/my-learning" className={linkClassName} onClick={onNavigate}>
      {ACCOUNT.myLearning}
    </NavLink>
  );
  // In the bar, the room of the rest (who is logged in, Log out), empty until it comes: the bar's links, centred
  // between the name and this part, stay where they were painted (they moved 100 px at 1280 px; decision 206).
  const keptRoom = !fullWidth && <span className={styles.keptRoom} />;
  if (student) {
    return (
      <>
        {myLearning}
        <StudentActions fullWidth={fullWidth} onNavigate={onNavigate} linkClassName={linkClassName} whileLoading={keptRoom} />
      </>
    );
  }
  return (
    <>
      <span className="for-visitor">
        {/* A link to the login page until the app runs (it works from the first paint); then the dialog. */}
        <Button
          as="link"
          href={loginPath(location)}
          variant="outline"
          size="sm"
          fullWidth={fullWidth}
          onClick={(event) => {
            event.preventDefault();
            onNavigate?.();
            onLogin();
          }}
        >
          {ACCOUNT.login}
        </Button>
        <Button as="link" href="/auth/register" variant="gradient" size="sm" fullWidth={fullWidth} onClick={onNavigate}>
          {ACCOUNT.register}
        </Button>
      </span>
      {/* A student's start, while the app does not know who this is. The page is every visitor's, and so is the
          hydrating app's first render: both hold a visitor's buttons and this, and the mark the page's first script
          sets on <html> shows the one that is this person's, from the first paint (decision 203). */}
      <span className="for-student">
        {myLearning}
        {keptRoom}
      </span>
    </>
  );
}

/**
 * The link to /pending while anything waits (with how many) or was delivered this week (the page's history):
 * nothing otherwise. In the wide bar; the narrow bar's menu button and drawer say it instead (Navbar).
 */
export function PendingBadge() {
  const count = usePendingCount();
  const news = useStore(outboxStore, (s) => hasOutboxNews(s.items, Date.now()));
  if (!news) return null;
  const label = count ? ACCOUNT.pendingLabel(count) : ACCOUNT.pendingDelivered;
  return (
    <Link href="/pending" className={count ? styles.pending : styles.pendingQuiet} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 13h4l2 3h4l2-3h4M4 13l2-8h12l2 8v6H4z" />
      </svg>
      {count > 0 && <span data-testid="pending-count">{count}</span>}
    </Link>
  );
}

/** How many submissions wait on this device (to go, or for the person). */
export const usePendingCount = () => useStore(outboxStore, (s) => s.items.filter(isPending).length);
