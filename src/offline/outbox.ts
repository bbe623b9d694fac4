/**
 * The outbox of DESIGN.md: every form submission is written to IndexedDB before it is sent, with a UUID
 * that travels as `Idempotency-Key`, so a crash, a closed tab or a dead network loses nothing and a
 * replay never creates a second copy on the server. No React here: the service worker can import it.
 *
 * queued → sending → sent, or → needs-attention (a 4xx: the person must fix something).
 * Network failures, timeouts, 5xx and "still processing" keep it queued with a growing delay.
 */
import { ApiError, apiRequest, TIMEOUT_MESSAGE } from '../api/http';
import type { FieldErrors } from '../contract/requests';
import { inTransaction, openDatabase, requestResult } from './idb';
import { SUBMISSION_KINDS, type SubmissionKind } from './submission-kinds';

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'needs-attention';

export interface OutboxItem {
  /** Also the Idempotency-Key: one submission, one key, however often it is sent. */
  id: string;
  kind: SubmissionKind;
  payload: Record<string, unknown>;
  status: OutboxStatus;
  createdAt: number;
  updatedAt: number;
  attempts: number;
  /** Earliest time of the next automatic attempt (ms since epoch). */
  nextAttemptAt: number;
  /** The server's message: its success text once sent, or what went wrong. */
  message?: string;
  fieldErrors?: FieldErrors;
  sentAt?: number;
  /** True once a send has failed for lack of network: its later delivery is news worth a toast. */
  wasDeferred?: boolean;
  /** Why the last try failed: "network" (no answer) is worth retrying as soon as the network is back. */
  failure?: 'network' | 'timeout' | 'server';
}

export type SubmitOutcome =
  | { status: 'sent'; item: OutboxItem; body: unknown }
  | { status: 'queued'; item: OutboxItem }
  | { status: 'needs-attention'; item: OutboxItem };

export const OUTBOX_TIMINGS = {
  firstRetryMs: 2_000,
  maxRetryMs: 5 * 60_000,
  /** Sent items are kept a week (the Pending page can show them), then pruned. */
  keepSentMs: 7 * 24 * 3_600_000,
} as const;

export interface OutboxOptions {
  dbName?: string;
  now?: () => number;
  /** Sends one item: defaults to the app's HTTP client with the idempotency header. */
  send?: (item: OutboxItem) => Promise<unknown>;
  newId?: () => string;
  /**
   * Mutual exclusion across tabs (Web Locks); a per-instance fallback where the platform has none.
   * `wait` false gives up at once when the lock is held (replays skip what another tab is sending);
   * true waits for it (the person who pressed Send wants to know how their submission ended).
   */
  withLock?: <T>(name: string, work: () => Promise<T>, wait: boolean) => Promise<T | undefined>;
}

type Listener = (items: OutboxItem[]) => void;
type DeliveryListener = (item: OutboxItem) => void;

const STORE = 'items';

export function backoffMs(attempts: number): number {
  return Math.min(OUTBOX_TIMINGS.firstRetryMs * 2 ** Math.max(0, attempts - 1), OUTBOX_TIMINGS.maxRetryMs);
}

function defaultSend(item: OutboxItem): Promise<unknown> {
  return apiRequest(SUBMISSION_KINDS[item.kind].path, { method: 'POST', body: item.payload, headers: { 'Idempotency-Key': item.id } });
}

/** Web Locks where the platform has them: two tabs never send one item at once. */
function platformLock(): OutboxOptions['withLock'] {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return undefined;
  return (name, work, wait) =>
    wait ? locks.request(name, () => work()) : locks.request(name, { ifAvailable: true }, (lock) => (lock ? work() : undefined));
}

/** Exclusion within one JavaScript realm: the fallback without Web Locks, and what tests share between two outboxes. */
export function createMemoryLock(): NonNullable<OutboxOptions['withLock']> {
  const held = new Map<string, Promise<unknown>>();
  const run = async <T>(name: string, work: () => Promise<T>, wait: boolean): Promise<T | undefined> => {
    const current = held.get(name);
    if (current) {
      if (!wait) return undefined;
      await current.catch(() => {});
      return run(name, work, wait);
    }
    const running = work();
    held.set(name, running);
    try {
      return await running;
    } finally {
      held.delete(name);
    }
  };
  return run;
}

/**
 * No answer, a timeout, 5xx and 429 are worth another try later. A 409 without field errors is the
 * idempotency layer saying the first request with this key is still running: also later. Any other 4xx
 * (including a 409 naming a field, such as an e-mail already registered) needs the person.
 */
function isRetryable(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  const { status } = err;
  if (status === 409) return !err.body?.errors;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

export class Outbox {
  private dbPromise: Promise<IDBDatabase> | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly deliveryListeners = new Set<DeliveryListener>();
  private readonly now: () => number;
  private readonly send: (item: OutboxItem) => Promise<unknown>;
  private readonly newId: () => string;
  private readonly withLock: NonNullable<OutboxOptions['withLock']>;
  private replaying: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Other tabs and the service worker change the same items; IndexedDB does not say so, this channel does. */
  private channel: BroadcastChannel | null = null;

  constructor(private readonly options: OutboxOptions = {}) {
    this.now = options.now ?? Date.now;
    this.send = options.send ?? defaultSend;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.withLock = options.withLock ?? platformLock() ?? createMemoryLock();
    if (typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(`${options.dbName ?? 'codesmart-outbox'}-changes`);
      this.channel.onmessage = () => void this.notify();
    }
  }

  private db(): Promise<IDBDatabase> {
    this.dbPromise ??= openDatabase(this.options.dbName ?? 'codesmart-outbox', 1, (db) => {
      const store = db.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex('status', 'status');
    });
    return this.dbPromise;
  }

  async list(): Promise<OutboxItem[]> {
    const db = await this.db();
    const items = await inTransaction(db, STORE, 'readonly', (s) => requestResult(s.getAll() as IDBRequest<OutboxItem[]>));
    return items.sort((a, b) => a.createdAt - b.createdAt);
  }

  async get(id: string): Promise<OutboxItem | undefined> {
    const db = await this.db();
    return inTransaction(db, STORE, 'readonly', (s) => requestResult(s.get(id) as IDBRequest<OutboxItem | undefined>));
  }

  private async put(item: OutboxItem): Promise<void> {
    const db = await this.db();
    await inTransaction(db, STORE, 'readwrite', (s) => requestResult(s.put(item)));
    this.channel?.postMessage('changed');
    await this.notify();
  }

  async remove(id: string): Promise<void> {
    const db = await this.db();
    await inTransaction(db, STORE, 'readwrite', (s) => requestResult(s.delete(id)));
    this.channel?.postMessage('changed');
    await this.notify();
  }

  /** Writes the submission first, then tries to send it once; the answer says where it ended up. */
  async submit(kind: SubmissionKind, payload: Record<string, unknown>): Promise<SubmitOutcome> {
    const at = this.now();
    const item: OutboxItem = { id: this.newId(), kind, payload, status: 'queued', createdAt: at, updatedAt: at, attempts: 0, nextAttemptAt: at };
    await this.put(item);
    return this.deliver(item.id);
  }

  /** Sends a needs-attention item again with corrected fields (same key: the server never saw it succeed). */
  async resend(id: string, payload: Record<string, unknown>): Promise<SubmitOutcome | undefined> {
    const item = await this.get(id);
    if (!item || item.status === 'sent') return undefined;
    // A 4xx answer is stored under the old key with the old body; corrected fields need a key of their own.
    const fresh: OutboxItem = { ...item, id: this.newId(), payload, status: 'queued', attempts: 0, nextAttemptAt: this.now(), fieldErrors: undefined, message: undefined };
    await this.put(fresh);
    await this.remove(id);
    return this.deliver(fresh.id);
  }

  /** "Retry now": due immediately, whatever the backoff said. */
  async retry(id: string): Promise<SubmitOutcome | undefined> {
    const item = await this.get(id);
    if (!item || item.status === 'sent' || item.status === 'needs-attention') return undefined;
    // Sent under the item's lock, whatever its backoff said; a replay already sending it is waited for.
    return this.deliver(id);
  }

  /**
   * Sends every queued item that is due; concurrent calls share one run, and other tabs are kept out by
   * locks. `reconnected` (the network is back, the app started, the tab became visible) also sends what
   * failed only for lack of network, without waiting out its backoff; server trouble still waits.
   */
  replay(options: { reconnected?: boolean } = {}): Promise<void> {
    if (this.replaying) return options.reconnected ? this.replaying.then(() => this.replay(options)) : this.replaying;
    this.replaying = this.replayDue(options.reconnected ?? false).finally(() => {
      this.replaying = null;
    });
    return this.replaying;
  }

  private async replayDue(reconnected: boolean): Promise<void> {
    const now = this.now();
    for (const item of await this.list()) {
      if (item.status === 'queued' && reconnected && item.failure === 'network') {
        await this.deliver(item.id, false);
        continue;
      }
      // A live sender holds the item's lock for the whole send; a "sending" item whose lock is free was
      // interrupted (the tab closed or reloaded mid-request) and is due now. `deliver` skips held locks.
      if ((item.status === 'queued' && item.nextAttemptAt <= now) || item.status === 'sending') await this.deliver(item.id, false);
    }
    await this.scheduleRetry();
  }

  private async deliver(id: string, wait = true): Promise<SubmitOutcome> {
    const outcome = await this.withLock(`outbox:${id}`, () => this.sendLocked(id), wait);
    if (outcome) return outcome;
    // Another tab (or run) holds this item: report what is stored now.
    const item = (await this.get(id))!;
    return item.status === 'sent' ? { status: 'sent', item, body: undefined } : item.status === 'needs-attention' ? { status: 'needs-attention', item } : { status: 'queued', item };
  }

  private async sendLocked(id: string): Promise<SubmitOutcome | undefined> {
    // Read again under the lock: another tab may have sent it while we waited.
    const stored = await this.get(id);
    if (!stored) return undefined;
    if (stored.status === 'sent') return { status: 'sent', item: stored, body: undefined };
    if (stored.status === 'needs-attention') return { status: 'needs-attention', item: stored };
    const sending: OutboxItem = { ...stored, status: 'sending', attempts: stored.attempts + 1, updatedAt: this.now() };
    await this.put(sending);
    try {
      const body = await this.send(sending);
      const sent: OutboxItem = { ...sending, status: 'sent', sentAt: this.now(), updatedAt: this.now(), message: messageOf(body), fieldErrors: undefined };
      await this.put(sent);
      if (sent.wasDeferred) for (const l of this.deliveryListeners) l(sent);
      return { status: 'sent', item: sent, body };
    } catch (err) {
      if (isRetryable(err)) {
        const queued: OutboxItem = {
          ...sending,
          status: 'queued',
          updatedAt: this.now(),
          nextAttemptAt: this.now() + backoffMs(sending.attempts),
          message: err instanceof Error ? err.message : String(err),
          wasDeferred: true,
          failure: !(err instanceof ApiError) || err.status === 0 ? (err instanceof ApiError && err.message === TIMEOUT_MESSAGE ? 'timeout' : 'network') : 'server',
        };
        await this.put(queued);
        return { status: 'queued', item: queued };
      }
      const attention: OutboxItem = {
        ...sending,
        status: 'needs-attention',
        updatedAt: this.now(),
        message: err instanceof Error ? err.message : String(err),
        fieldErrors: err instanceof ApiError ? err.body?.errors : undefined,
      };
      await this.put(attention);
      return { status: 'needs-attention', item: attention };
    }
  }

  /** Wakes up when the earliest queued item is due (5xx and timeouts back off; offline waits for `online` too). */
  private async scheduleRetry(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const due = (await this.list()).filter((i) => i.status === 'queued').map((i) => i.nextAttemptAt);
    if (!due.length || typeof setTimeout === 'undefined') return;
    const wait = Math.max(0, Math.min(...due) - this.now());
    this.retryTimer = setTimeout(() => void this.replay(), wait);
  }

  /** Drops sent items older than a week. */
  async prune(): Promise<number> {
    const cutoff = this.now() - OUTBOX_TIMINGS.keepSentMs;
    const old = (await this.list()).filter((i) => i.status === 'sent' && (i.sentAt ?? i.updatedAt) < cutoff);
    for (const item of old) await this.remove(item.id);
    return old.length;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called when an item that could not be sent at first has now been delivered. */
  onDelivered(listener: DeliveryListener): () => void {
    this.deliveryListeners.add(listener);
    return () => this.deliveryListeners.delete(listener);
  }

  private async notify(): Promise<void> {
    if (!this.listeners.size) return;
    const items = await this.list();
    for (const l of this.listeners) l(items);
  }

  stop(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.channel?.close();
    this.channel = null;
  }
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}
