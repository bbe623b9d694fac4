/** A mirror of the outbox for the UI: every change to IndexedDB is pushed here (no React here). */
import { createStore } from 'zustand/vanilla';
import type { OutboxItem } from './outbox';

export const outboxStore = createStore<{ items: OutboxItem[] }>(() => ({ items: [] }));

/** Waiting to go (queued or in flight) or waiting for the person (needs attention). */
export const isPending = (item: OutboxItem) => item.status !== 'sent';
