/**
 * The app's one outbox, and when it replays: at start, when the browser comes back online and when
 * the page becomes visible again (plus its own backoff timer and the "Retry now" button).
 */
import { Outbox, type OutboxItem } from './outbox';
import { outboxStore } from './outbox-store';
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

export async function startOutbox(onDelivered: (item: OutboxItem) => void): Promise<() => void> {
  // Announced from the stored state, whoever sent it: this tab, another tab or the service worker's sync.
  const seen = new Map<string, OutboxItem['status']>();
  const unsubscribe = outbox.subscribe((items) => {
    outboxStore.setState({ items, loaded: true });
    for (const item of items) {
      const before = seen.get(item.id);
      if (before && before !== 'sent' && item.status === 'sent' && item.wasDeferred) onDelivered(item);
      seen.set(item.id, item.status);
    }
    if (items.some((i) => i.status === 'queued')) void requestBackgroundSync();
  });
  const replay = () => void outbox.replay({ reconnected: true });
  const onVisible = () => document.visibilityState === 'visible' && replay();
  window.addEventListener('online', replay);
  document.addEventListener('visibilitychange', onVisible);
  if (!started) {
    started = true;
    await outbox.prune();
  }
  const items = await outbox.list();
  for (const item of items) seen.set(item.id, item.status);
  outboxStore.setState({ items, loaded: true });
  replay();
  return () => {
    unsubscribe();
    window.removeEventListener('online', replay);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
