/**
 * The small-screen menu: a side drawer on the platform <dialog> (focus trap, Escape), which locks page
 * scroll while open and closes on a link, the close button or the backdrop.
 */
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { ACCOUNT, NAV_LINKS, SHELL } from '../content/copy';
import { hasOutboxNews, outboxStore } from '../offline/outbox-store';
import { NavLink } from '../ui/Button';
import { AccountActions, usePendingCount } from './AccountActions';
import { InstallButton } from './InstallButton';
import styles from './MobileDrawer.module.css';

export function MobileDrawer({ open, onClose, onLogin }: { open: boolean; onClose: () => void; onLogin: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open !== dialog.open) {
      // The platform's modal where there is one; the attribute alone where there is none (jsdom).
      if (open) dialog.showModal?.();
      else dialog.close?.();
      dialog.toggleAttribute('open', open);
    }
    document.body.classList.toggle('scroll-locked', open);
    return () => document.body.classList.remove('scroll-locked');
  }, [open]);

  return (
    // A click on the backdrop closes, as Escape does natively; the dialog's own controls are the keyboard way.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id="mobile-drawer"
      className={styles.drawer}
      aria-label={SHELL.menu}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === ref.current && onClose()}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.close} aria-label={SHELL.closeMenu} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <nav aria-label={SHELL.mobileNav}>
          <ul className={styles.links}>
            {NAV_LINKS.map((l) => (
              <li key={l.href}>
                <NavLink href={l.href} className={styles.link} onClick={onClose}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            <PendingLink onClose={onClose} />
          </ul>
        </nav>
        <div className={styles.actions}>
          <InstallButton fullWidth />
          <AccountActions onLogin={onLogin} onNavigate={onClose} fullWidth linkClassName={styles.link} />
        </div>
      </div>
    </dialog>
  );
}

/** /pending in the menu while anything waits or was delivered this week, with how many wait. */
function PendingLink({ onClose }: { onClose: () => void }) {
  const waiting = usePendingCount();
  const news = useStore(outboxStore, (s) => hasOutboxNews(s.items, Date.now()));
  if (!news) return null;
  return (
    <li>
      <NavLink href="/pending" className={styles.link} onClick={onClose}>
        {ACCOUNT.pendingLink}
        {waiting > 0 && <span className={styles.count}>{ACCOUNT.pendingWaiting(waiting)}</span>}
      </NavLink>
    </li>
  );
}
