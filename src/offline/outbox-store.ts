/** A mirror of the outbox for the UI: every change to IndexedDB is pushed here (no React here). */
import { createStore } from 'zustand/vanilla';
import type { OutboxItem } from './outbox';

/** `loaded` stays false until the outbox has been read once: an empty list before that means nothing. */
export const outboxStore = createStore<{ items: OutboxItem[]; loaded: boolean }>(() => ({ items: [], loaded: false }));

/** Waiting to go (queued or in flight) or waiting for the person (needs attention). */
export const isPending = (item: OutboxItem) => item.status !== 'sent';
