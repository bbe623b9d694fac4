/**
 * The outbox of DESIGN.md: every form submission is written to IndexedDB before it is sent, with a UUID
 * that travels as `Idempotency-Key`, so a crash, a closed tab or a dead network loses nothing and a
 * replay never creates a second copy on the server. No React here: the service worker can import it.
 *
 * This is the shell: IndexedDB, Web Locks, the BroadcastChannel to other tabs and the retry timer. What an
 * item becomes (sent, queued with a backoff, needs-attention, expired, a fresh key) is decided by the pure
 * rules of `outbox-rules.ts`; every change is read, decided and written in one IndexedDB transaction.
 * Network failures, timeouts, 429, "still processing" and the first 5xx keep it queued with a growing delay,
 * and every such failed try arms the retry timer; what got no answer at all is also sent as soon as the
 * server answers again (server-probe.ts notices that).
 */
import { ApiError, apiRequest, TIMEOUT_MESSAGE } from '../api/http';
import { WRITE_PATHS, type SubmissionKind } from '../contract/api-routes';
import type { VisitSource } from '../contract/visit-source';
import {
  eventForBody,
  eventForFailure,
  isDue,
  needsAnnouncement,
  newItem,
  next,
  OUTBOX_TIMINGS,
  type OutboxEvent,
  type OutboxItem,
  type ReplayOptions,
  type SendFailure,
  type Transition,
} from './outbox-rules';
import { Database, requestResult } from './idb';
import { waitsForServer } from './waits-for-server';

export { waitsForServer };
// The rules' names stay importable from here: the app, the worker and the tests know the outbox by this module.
export {
  backoffMs,
  deliveredWhileAway,
  needsAnnouncement,
  OUTBOX_MESSAGES,
  OUTBOX_TIMINGS,
  replayExpired,
  SAME_KEY_MAX_AGE_MS,
  type AttentionReason,
  type OutboxItem,
  type OutboxStatus,
  type ReplayOptions,
} from './outbox-rules';

export type SubmitOutcome =
  | { status: 'sent'; item: OutboxItem; body: unknown }
  | { status: 'queued'; item: OutboxItem }
  | { status: 'needs-attention'; item: OutboxItem };

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

/**
 * How a submission is posted, by the outbox and, where nothing can be stored, by the form itself (send-form.ts).
 * Its source (issue 39) travels beside the form's fields; an item stored before sources were kept has none.
 */
export function postSubmission(item: Pick<OutboxItem, 'id' | 'kind' | 'payload' | 'source'>): Promise<unknown> {
  const body = item.source ? { ...item.payload, source: item.source } : item.payload;
  return apiRequest(WRITE_PATHS[item.kind], { method: 'POST', body, headers: { 'Idempotency-Key': item.id } });
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

export class Outbox {
  private readonly database: Database;
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
  private stopped = false;

  constructor(private readonly options: OutboxOptions = {}) {
    this.now = options.now ?? Date.now;
    this.send = options.send ?? postSubmission;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.withLock = options.withLock ?? platformLock() ?? createMemoryLock();
    this.database = new Database(options.dbName ?? 'codesmart-outbox', 1, (db) => {
      const store = db.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex('status', 'status');
    });
    if (typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(`${options.dbName ?? 'codesmart-outbox'}-changes`);
      this.channel.onmessage = () => void this.notify();
    }
  }

  async list(): Promise<OutboxItem[]> {
    const items = await this.database.transaction(STORE, 'readonly', (s) => requestResult(s.getAll() as IDBRequest<OutboxItem[]>));
    return items.sort((a, b) => a.createdAt - b.createdAt);
  }

  async get(id: string): Promise<OutboxItem | undefined> {
    return this.database.transaction(STORE, 'readonly', (s) => requestResult(s.get(id) as IDBRequest<OutboxItem | undefined>));
  }

  private async put(item: OutboxItem): Promise<void> {
    await this.database.transaction(STORE, 'readwrite', (s) => requestResult(s.put(item)));
    await this.changed();
  }

  private async changed(): Promise<void> {
    this.channel?.postMessage('changed');
    await this.notify();
  }

  /**
   * Applies `event` to the item as stored: reads it, asks the rules (`next`) and writes what they say, all in
   * one transaction, so nothing another tab (or the person) did in between is overwritten. `before` is the
   * item as it was read (undefined when there is none).
   */
  private async apply(id: string, event: OutboxEvent, now = this.now()): Promise<{ before?: OutboxItem; change: Transition }> {
    const result = await this.database.transaction(STORE, 'readwrite', async (s) => {
      const before = await requestResult(s.get(id) as IDBRequest<OutboxItem | undefined>);
      const change = next(before, event, now);
      if (change.action === 'store' || change.action === 'replace') await requestResult(s.put(change.item));
      if (change.action === 'remove' || change.action === 'replace') await requestResult(s.delete(id));
      return { before, change };
    });
    if (result.change.action === 'store' || result.change.action === 'replace' || result.change.action === 'remove') await this.changed();
    return result;
  }

  /** The person discards the item (or its history entry): gone, and a send still in flight does not bring it back. */
  async remove(id: string): Promise<void> {
    await this.apply(id, { type: 'discarded' });
  }

  /**
   * Writes the submission first, then tries to send it once; the answer says where it ended up. `id`, the
   * Idempotency-Key, may come from the caller, who then holds the key should it have to send without us.
   */
  async submit(
    kind: SubmissionKind,
    payload: Record<string, unknown>,
    id: string = this.newId(),
    source?: VisitSource,
  ): Promise<SubmitOutcome> {
    const item = newItem(id, kind, payload, this.now(), source);
    await this.put(item);
    // Discarded before its first try (another tab): it was saved, and then dropped; nothing was sent.
    return (await this.deliver(id)) ?? outcomeOf(item);
  }

  /**
   * The person sends a needs-attention item again, perhaps corrected: under its key while that is safe
   * (`keepsKey`), else under a fresh one in its place. Nothing else is resent: queued items have "Retry now".
   */
  async resend(id: string, payload: Record<string, unknown>): Promise<SubmitOutcome | undefined> {
    const { change } = await this.apply(id, { type: 'resend-requested', payload, freshId: this.newId() });
    if (change.action !== 'store' && change.action !== 'replace') return undefined;
    return this.deliver(change.item.id);
  }

  /** "Retry now": due immediately, whatever the backoff said. */
  async retry(id: string): Promise<SubmitOutcome | undefined> {
    if (next(await this.get(id), { type: 'retry-requested' }, this.now()).action !== 'send') return undefined;
    // Sent under the item's lock, whatever its backoff said; a replay already sending it is waited for.
    return this.deliver(id);
  }

  /**
   * Sends every queued item that is due (`isDue`); concurrent calls share one run, and other tabs are kept
   * out by locks. `reconnected` (the network is back, the app started, the tab became visible) also sends what
   * failed only for lack of network, without waiting out its backoff; server trouble still waits.
   * `serverBack` (the server answered again after silence) sends what got no answer or timed out too.
   */
  replay(options: ReplayOptions = {}): Promise<void> {
    if (this.replaying) return options.reconnected || options.serverBack ? this.replaying.then(() => this.replay(options)) : this.replaying;
    this.replaying = this.replayDue(options).finally(() => {
      this.replaying = null;
    });
    return this.replaying;
  }

  private async replayDue(options: ReplayOptions): Promise<void> {
    const now = this.now();
    for (const item of await this.list()) {
      // Not `deliver`: there is nobody to report to, and the item may be gone by now (discarded, or sent by another tab).
      if (isDue(item, now, options)) await this.withLock(`outbox:${item.id}`, () => this.sendLocked(item.id), false);
    }
    await this.scheduleRetry();
  }

  /** Sends under the item's lock, waiting for a send already running; undefined when the item is gone. */
  private async deliver(id: string): Promise<SubmitOutcome | undefined> {
    const outcome = await this.withLock(`outbox:${id}`, () => this.sendLocked(id), true);
    if (outcome) return outcome;
    // Another tab (or run) holds this item: report what is stored now.
    const stored = await this.get(id);
    return stored && outcomeOf(stored);
  }

  /** One try, under the item's lock: read again (another tab may have sent it while we waited), send, store the answer. */
  private async sendLocked(id: string): Promise<SubmitOutcome | undefined> {
    const { before, change } = await this.apply(id, { type: 'send-started' });
    // Gone, already sent or set aside: reported as stored. Expired just now: set aside, not sent.
    if (change.action !== 'store') return before && outcomeOf(before);
    const sending = change.item;
    if (sending.status !== 'sending') return outcomeOf(sending);
    const { event, body } = await this.attempt(sending);
    const now = this.now();
    // What this try ended in, for whoever waits on it; stored only if the item is still there (issue 34).
    const ended = next(sending, event, now);
    const { change: landed } = await this.apply(id, event, now);
    const item = ended.action === 'store' ? ended.item : sending;
    if (landed.action === 'store' && item.status === 'sent' && item.wasDeferred) for (const l of this.deliveryListeners) l(item);
    // Armed here, not only after a replay: a first try that failed must come back by itself (issue 33).
    if (item.status === 'queued') await this.scheduleRetry();
    return outcomeOf(item, body);
  }

  /** Sends once; the answer (or its absence) as an event for the rules. */
  private async attempt(item: OutboxItem): Promise<{ event: OutboxEvent; body?: unknown }> {
    try {
      const body = await this.send(item);
      return { event: eventForBody(body), body };
    } catch (err) {
      return { event: eventForFailure(failureOf(err)) };
    }
  }

  /** Wakes up when the earliest queued item is due (5xx and timeouts back off; offline waits for `online` too). */
  private async scheduleRetry(): Promise<void> {
    const due = (await this.list()).filter((i) => i.status === 'queued').map((i) => i.nextAttemptAt);
    // Cleared after the read: two calls at once leave one timer, not two.
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (!due.length || this.stopped || typeof setTimeout === 'undefined') return;
    const wait = Math.max(0, Math.min(...due) - this.now());
    this.retryTimer = setTimeout(() => void this.replay(), wait);
  }

  /**
   * Takes the right to tell the person that this item, which had to wait, has been delivered: true for
   * exactly one caller across tabs (one IndexedDB transaction reads and marks it), whether the page or the
   * service worker delivered it and whether the app was open then or not.
   */
  async claimAnnouncement(id: string): Promise<boolean> {
    const at = this.now();
    const claimed = await this.database.transaction(STORE, 'readwrite', async (s) => {
      const item = await requestResult(s.get(id) as IDBRequest<OutboxItem | undefined>);
      if (!item || !needsAnnouncement(item)) return false;
      await requestResult(s.put({ ...item, announcedAt: at }));
      return true;
    });
    if (claimed) this.channel?.postMessage('changed');
    return claimed;
  }

  /** Forgets the delivered items (the history on /pending); what still waits is kept. */
  async clearHistory(): Promise<number> {
    const sent = (await this.list()).filter((i) => i.status === 'sent');
    for (const item of sent) await this.remove(item.id);
    return sent.length;
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
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.channel?.close();
    this.channel = null;
  }
}

/** Where an item stands, as `submit`, `retry` and `resend` report it. */
function outcomeOf(item: OutboxItem, body?: unknown): SubmitOutcome {
  if (item.status === 'sent') return { status: 'sent', item, body };
  return item.status === 'needs-attention' ? { status: 'needs-attention', item } : { status: 'queued', item };
}

/** A failed send as the rules see it: the HTTP status (0 for no answer), and whether the time ran out. */
function failureOf(err: unknown): SendFailure {
  if (!(err instanceof ApiError)) return { status: 0, message: err instanceof Error ? err.message : String(err) };
  return { status: err.status, message: err.message, timedOut: err.message === TIMEOUT_MESSAGE, body: err.body };
}
