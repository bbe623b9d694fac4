import { useStore } from 'zustand';
import { OFFLINE } from '../content/copy';
import { DELIVERED_WHILE_TAB_OFFLINE, UNREACHABLE } from '../content/banner-words';
import { networkStatus } from '../offline/network-status';
import { outboxStore } from '../offline/outbox-store';
import { useOnline } from '../offline/use-online';
import { waitsForServer } from '../offline/waits-for-server';
import { loadedPart } from '../ui/lazy-part';

// Without Suspense: how much is saved shows as soon as its code is here, not 300 ms later (decision 196).
// A line of text in the banner, whose rules every page carries: it does not wait for the stylesheet (decision 198).
const OfflineReadinessText = loadedPart(() => import('./OfflineReadinessText'), 'none');

/** The banner's class: its rules are global.css's `.offline-banner`; the toasts keep below it (Toasts.tsx). */
export const OFFLINE_BANNER_CLASS = 'offline-banner';

/**
 * Says the app is offline and how much of it is saved for offline use. Online, it speaks only under
 * lie-fi: something waits because the academy did not answer, though the device says it is online.
 * When this page is offline but its service worker is not (DevTools' switch) and the worker delivers a
 * form meanwhile, it says that instead: it never says "offline" beside a toast that says "sent" (issue 36).
 */
export function OfflineBanner() {
  const online = useOnline();
  const unreachable = useStore(outboxStore, (s) => s.items.some(waitsForServer));
  const offlineSince = useStore(networkStatus, (s) => s.offlineSince);
  const deliveredMeanwhile = useStore(outboxStore, (s) =>
    s.items.some((i) => i.status === 'sent' && offlineSince !== null && (i.sentAt ?? 0) >= offlineSince),
  );
  if (online)
    return unreachable ? (
      <div role="status" className={OFFLINE_BANNER_CLASS}>
        <strong>{UNREACHABLE}</strong>
      </div>
    ) : null;
  if (deliveredMeanwhile)
    return (
      <div role="status" className={OFFLINE_BANNER_CLASS}>
        <strong>{DELIVERED_WHILE_TAB_OFFLINE}</strong>
      </div>
    );
  return (
    <div role="status" className={OFFLINE_BANNER_CLASS}>
      <strong>{OFFLINE.banner}</strong> <OfflineReadinessText />
    </div>
  );
}
