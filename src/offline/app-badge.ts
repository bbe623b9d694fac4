/**
 * The installed app's icon shows how many submissions wait in the outbox (issue 21; the Badging API,
 * where the browser has it). Used by the page whenever the outbox changes and by the service worker
 * after a Background Sync delivery, so the number is right even with no tab open. No React here.
 */
import type { OutboxItem } from './outbox';

type Badging = { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** Waiting to go, or waiting for the person: what the navbar's pending badge counts too. */
export const waitingCount = (items: readonly Pick<OutboxItem, 'status'>[]) => items.filter((i) => i.status !== 'sent').length;

/** `target`: `navigator` in a page, `self.navigator` in the service worker. */
export function showAppBadge(count: number, target: Badging | undefined = typeof navigator === 'undefined' ? undefined : navigator): void {
  if (!target?.setAppBadge) return;
  // Refused (not installed, no permission) or unsupported: the icon simply has no number.
  const done = count > 0 ? target.setAppBadge(count) : (target.clearAppBadge?.() ?? target.setAppBadge(0));
  void done.catch(() => undefined);
}
