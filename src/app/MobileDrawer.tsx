/**
 * The small-screen menu: a side drawer on the platform's popover (decision 124). The menu button opens it
 * by its `popovertarget`, so it works from the first paint, before the app runs; the platform closes it on
 * Escape and on a tap outside; a link closes it too. Page scroll is locked while it is open (global.css).
 * Rendered with every page (the server's HTML carries it, hidden), not loaded on first use.
 */
import { Suspense, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { ACCOUNT, NAV_LINKS, SHELL } from '../content/copy';
import { hasOutboxNews, outboxStore } from '../offline/outbox-store';
import { NavLink } from '../ui/Button';
import { lazyPartAfterStart } from '../ui/lazy-part';
import { AccountActions, usePendingCount } from './AccountActions';
import styles from './MobileDrawer.module.css';

export const DRAWER_ID = 'mobile-drawer';

/**
 * The install button, in the bar and in the drawer: one lazy part for both. Shown only where the browser offers installing
 * (or on iOS): its code is asked for once the app has started (decision 207).
 */
export const InstallButton = lazyPartAfterStart<{ fullWidth?: boolean }>(() =>
  import('./InstallButton').then((m) => ({ default: m.InstallButton })),
);

/**
 * Where the browser has no popover (older browsers, jsdom in the screen tests) the drawer is an ordinary
 * element the app shows: `data-open` while open, without the `popover` attribute that would hide it.
 */
const hasPopover = () => typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/** Opens or closes the drawer from code: the menu button's own `popovertarget` needs none of this. */
export function toggleDrawer(force?: boolean): void {
  const drawer = document.getElementById(DRAWER_ID);
  if (!drawer) return;
  const open = force ?? !isDrawerOpen(drawer);
  if (hasPopover()) drawer.togglePopover(open);
  else {
    drawer.toggleAttribute('data-open', open);
    if (open) drawer.removeAttribute('popover');
    else drawer.setAttribute('popover', 'auto');
    drawer.dispatchEvent(Object.assign(new Event('toggle'), { newState: open ? 'open' : 'closed' }));
  }
}

const isDrawerOpen = (drawer: HTMLElement) => (hasPopover() ? drawer.matches(':popover-open') : drawer.hasAttribute('data-open'));

export function MobileDrawer({ onLogin, onOpenChange }: { onLogin: () => void; onOpenChange: (open: boolean) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const close = () => toggleDrawer(false);

  useEffect(() => {
    const drawer = ref.current;
    if (!drawer) return;
    // Opened before the app ran: the button's state follows what is on screen.
    onOpenChange(isDrawerOpen(drawer));
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === 'open';
      onOpenChange(open);
      // Into the menu, as a dialog would: the close button first.
      if (open) drawer.querySelector<HTMLButtonElement>('button')?.focus();
    };
    drawer.addEventListener('toggle', onToggle);
    return () => drawer.removeEventListener('toggle', onToggle);
  }, [onOpenChange]);

  return (
    <div ref={ref} id={DRAWER_ID} popover="auto" role="dialog" className={styles.drawer} aria-label={SHELL.menu}>
      <div className={styles.panel}>
        <button type="button" className={styles.close} aria-label={SHELL.closeMenu} popoverTarget={DRAWER_ID} popoverTargetAction="hide">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <nav aria-label={SHELL.mobileNav}>
          <ul className={styles.links}>
            {NAV_LINKS.map((l) => (
              <li key={l.href}>
                <NavLink href={l.href} className={styles.link} onClick={close}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            <PendingLink onClose={close} />
          </ul>
        </nav>
        <div className={styles.actions}>
          <Suspense fallback={null}>
            <InstallButton fullWidth />
          </Suspense>
          <AccountActions onLogin={onLogin} onNavigate={close} fullWidth linkClassName={styles.link} />
        </div>
      </div>
    </div>
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
