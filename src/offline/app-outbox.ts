/**
 * The app's one outbox, and when it replays: at start, when the browser comes back online, when the
 * page becomes visible again, when the server answers again after it could not be reached (server-probe.ts,
 * for lie-fi, where no `online` event comes), plus its own backoff timer and the "Retry now" button.
 */
import { showAppBadge, waitingCount } from './app-badge';
import { deliveredWhileAway, needsAnnouncement, Outbox, type OutboxItem } from './outbox';
import { outboxStore } from './outbox-store';
import { requestPersistentStorage } from './persistent-storage';
import { watchServer } from './server-probe';
import { OUTBOX_SYNC_TAG } from './sync-tag';

export const outbox = new Outbox();

let started = false;

/** Where the browser has Background Sync, the service worker replays the outbox even after the tab closes. */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync: the page replays on `online`, at start and when it becomes visible.
  }
}

/** `whileAway`: the try that delivered it began before this page opened (`deliveredWhileAway`). */
export type DeliveryAnnouncer = (item: OutboxItem, whileAway: boolean) => void;

/**
 * One source of truth for "delivered": the stored items. Every item that waited and has since been sent is
 * announced once, by the one tab that claims it, whoever delivered it and whenever — so an item sent by the
 * service worker while no tab was open is announced on the next visit.
 */
const claiming = new Set<string>();

function announceDeliveries(items: OutboxItem[], announce: DeliveryAnnouncer, pageOpenedAt: number) {
  for (const item of items.filter(needsAnnouncement)) {
    // Every change notifies every tab: one claim per item per tab is enough.
    if (claiming.has(item.id)) continue;
    claiming.add(item.id);
    void outbox.claimAnnouncement(item.id).then(
      (mine) => mine && announce(item, deliveredWhileAway(item, pageOpenedAt)),
      () => undefined,
    );
  }
}

export async function startOutbox(announce: DeliveryAnnouncer): Promise<() => void> {
  const pageOpenedAt = performance.timeOrigin;
  if (!started) {
    started = true;
    await outbox.prune();
  }
  const items = await outbox.list();
  outboxStore.setState({ items, loaded: true });
  showAppBadge(waitingCount(items));
  announceDeliveries(items, announce, pageOpenedAt);
  const server = watchServer(outbox);
  server.sync(items);
  const unsubscribe = outbox.subscribe((items) => {
    outboxStore.setState({ items, loaded: true });
    server.sync(items);
    showAppBadge(waitingCount(items));
    announceDeliveries(items, announce, pageOpenedAt);
    if (items.some((i) => i.status === 'queued')) {
      void requestBackgroundSync();
      void requestPersistentStorage();
    }
  });
  const replay = () => {
    server.wake();
    void outbox.replay({ reconnected: true });
  };
  // Hidden, the probe rests (wake() arms it only on a visible page); shown again, everything starts over.
  const onVisible = () => (document.visibilityState === 'visible' ? replay() : server.wake());
  window.addEventListener('online', replay);
  document.addEventListener('visibilitychange', onVisible);
  // Marks the page once the start-up replay has run, so a test (or a person in DevTools) can tell
  // "nothing was left to send" from "not checked yet".
  void outbox.replay({ reconnected: true }).finally(() => {
    if (typeof document !== 'undefined') document.documentElement.dataset.outboxChecked = 'true';
  });
  return () => {
    server.stop();
    unsubscribe();
    window.removeEventListener('online', replay);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
