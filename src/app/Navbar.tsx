import { Suspense, useState, type ComponentProps } from 'react';
import { Link } from '../ui/Link';
import { ACADEMY, NAV_LINKS, SHELL } from '../content/copy';
import { NavLink } from '../ui/Button';
import { AccountActions, PendingBadge, usePendingCount } from './AccountActions';
import { useDialogs } from '../ui/dialogs-store';
import { Logo } from './Logo';
import styles from './Navbar.module.css';
import { lazyPart } from '../ui/lazy-part';

// Most visits never open the menu: its code loads with the first opening.
// Shown only where the browser offers installing (or on iOS): its code need not come first.
const InstallButton = lazyPart<{ fullWidth?: boolean }>(() => import('./InstallButton').then((m) => ({ default: m.InstallButton })));
const MobileDrawer = lazyPart<ComponentProps<(typeof import('./MobileDrawer'))['MobileDrawer']>>(() =>
  import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })),
);

export function Navbar() {
  const openLogin = useDialogs((s) => s.openLogin);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  return (
    <header className={styles.bar}>
      <nav className={`container ${styles.inner}`} aria-label={SHELL.mainNav}>
        <Link href="/" className={styles.brand}>
          <Logo />
          <span className={styles.fullName}>{ACADEMY.name}</span>
          <span className={styles.shortName}>{ACADEMY.shortName}</span>
        </Link>
        <ul className={styles.links}>
          {NAV_LINKS.map((l) => (
            <li key={l.href}>
              <NavLink href={l.href} className={styles.link}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <PendingBadge />
          <Suspense fallback={null}>
            <InstallButton />
          </Suspense>
          <AccountActions onLogin={openLogin} />
        </div>
        <div className={styles.mobile}>
          <Link href="/courses" className={styles.shortcut}>
            {SHELL.coursesShortcut}
          </Link>
          <MenuButton
            open={drawerOpen}
            onOpen={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          />
        </div>
      </nav>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onLogin={openLogin} />
        </Suspense>
      )}
    </header>
  );
}

/** Opens the drawer; carries the count of waiting submissions, which the narrow bar has no room to show. */
function MenuButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const waiting = usePendingCount();
  return (
    <button
      type="button"
      className={styles.menuButton}
      aria-label={waiting ? SHELL.openMenuPending(waiting) : SHELL.openMenu}
      aria-expanded={open}
      aria-controls="mobile-drawer"
      onClick={onOpen}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {waiting > 0 && (
        <span className={styles.menuCount} data-testid="pending-count">
          {waiting}
        </span>
      )}
    </button>
  );
}
