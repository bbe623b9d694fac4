/**
 * The app's one outbox, and when it replays: at start, when the browser comes back online and when
 * the page becomes visible again (plus its own backoff timer and the "Retry now" button).
 */
import { Outbox, type OutboxItem } from './outbox';
import { outboxStore } from './outbox-store';

export const outbox = new Outbox();

let started = false;

export async function startOutbox(onDelivered: (item: OutboxItem) => void): Promise<() => void> {
  const unsubscribe = outbox.subscribe((items) => outboxStore.setState({ items }));
  const offDelivered = outbox.onDelivered(onDelivered);
  const replay = () => void outbox.replay();
  const onVisible = () => document.visibilityState === 'visible' && replay();
  window.addEventListener('online', replay);
  document.addEventListener('visibilitychange', onVisible);
  if (!started) {
    started = true;
    await outbox.prune();
  }
  outboxStore.setState({ items: await outbox.list() });
  replay();
  return () => {
    unsubscribe();
    offDelivered();
    window.removeEventListener('online', replay);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
