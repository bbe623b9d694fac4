import { Suspense, useState } from 'react';
import { Link } from '../ui/Link';
import { ACADEMY, NAV_LINKS, SHELL } from '../content/copy';
import { NavLink } from '../ui/Button';
import { AccountActions, PendingBadge, usePendingCount } from './AccountActions';
import { useDialogs } from '../ui/dialogs-store';
import { Logo } from './Logo';
import styles from './Navbar.module.css';
import { DRAWER_ID, InstallButton, MobileDrawer, toggleDrawer } from './MobileDrawer';

export function Navbar() {
  const openLogin = useDialogs((s) => s.openLogin);
  const [drawerOpen, setDrawerOpen] = useState(false);
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
          <MenuButton open={drawerOpen} />
        </div>
      </nav>
      <MobileDrawer onLogin={openLogin} onOpenChange={setDrawerOpen} />
    </header>
  );
}

/**
 * Opens the drawer by the platform's `popovertarget`, before the app runs too; carries the count of
 * waiting submissions, which the narrow bar has no room to show.
 */
function MenuButton({ open }: { open: boolean }) {
  const waiting = usePendingCount();
  return (
    <button
      type="button"
      className={styles.menuButton}
      aria-label={waiting ? SHELL.openMenuPending(waiting) : SHELL.openMenu}
      aria-expanded={open}
      aria-controls={DRAWER_ID}
      popoverTarget={DRAWER_ID}
      // Where the browser has no popover (the screen tests' jsdom), the app opens it.
      onClick={() => 'showPopover' in HTMLElement.prototype || toggleDrawer(true)}
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
