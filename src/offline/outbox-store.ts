/** A mirror of the outbox for the UI: every change to IndexedDB is pushed here (no React here). */
import { createStore } from 'zustand/vanilla';
import type { OutboxItem } from './outbox';

/** `loaded` stays false until the outbox has been read once: an empty list before that means nothing. */
export const outboxStore = createStore<{ items: OutboxItem[]; loaded: boolean }>(() => ({ items: [], loaded: false }));

/** Waiting to go (queued or in flight) or waiting for the person (needs attention). */
export const isPending = (item: OutboxItem) => item.status !== 'sent';

/** As long as the outbox keeps a delivered item (OUTBOX_TIMINGS.keepSentMs; not imported: the navbar is in the first load). */
const WEEK_MS = 7 * 24 * 3_600_000;

/** Worth a link to /pending: something waits, or something was delivered this week (the page's history). */
export const hasOutboxNews = (items: OutboxItem[], now: number) =>
  items.some((item) => isPending(item) || (item.sentAt ?? item.updatedAt) > now - WEEK_MS);
