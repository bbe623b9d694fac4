/**
 * The outbox of DESIGN.md: every form submission is written to IndexedDB before it is sent, with a UUID
 * that travels as `Idempotency-Key`, so a crash, a closed tab or a dead network loses nothing and a
 * replay never creates a second copy on the server. No React here: the service worker can import it.
 *
 * queued → sending → sent, or → needs-attention, where the person decides: a 4xx (something to fix), a
 * server that kept failing (OUTBOX_TIMINGS.maxServerFailures 5xx answers), or an item too old to be
 * sent without a look (OUTBOX_MAX_REPLAY_AGE_MS). Nothing is retried forever.
 * Network failures, timeouts, 429, "still processing" and the first 5xx keep it queued with a growing delay,
 * and every such failed try arms the retry timer; what got no answer at all is also sent as soon as the
 * server answers again (server-probe.ts notices that).
 */
import { ApiError, apiRequest, TIMEOUT_MESSAGE } from '../api/http';
import type { FieldErrors } from '../contract/requests';
// The module itself, not the contract's index: the service worker bundles this file.
import { IDEMPOTENCY_RETENTION_DAYS, OUTBOX_MAX_REPLAY_AGE_MS } from '../contract/retention';
import { inTransaction, openDatabase, requestResult } from './idb';
import { waitsForServer } from './waits-for-server';
import { WRITE_PATHS, type SubmissionKind } from '../contract/api-routes';

export { waitsForServer };

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'needs-attention';

/**
 * Why an item needs the person. `rejected`: the server refused it (4xx); its answer under this key is final,
 * so a resend takes a fresh key. `server`: 5xx after 5xx; `expired`: too old to replay unseen. For these
 * two the server stored nothing under the key, or stored the very copy a resend must not double.
 */
export type AttentionReason = 'rejected' | 'server' | 'expired';

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
  /** 5xx answers since the person last sent it. No answer at all does not count: offline for days is normal. */
  serverFailures?: number;
  /** Set with status 'needs-attention'; absent on items stored by older builds, which only ever meant 'rejected'. */
  attention?: AttentionReason;
  /** When the person was told it was delivered (once, by one tab, whoever delivered it): see `claimAnnouncement`. */
  announcedAt?: number;
  /**
   * When the person last sent it again from /pending, keeping its key: the automatic-replay window starts
   * again from here (an item sent again offline must not expire at once), while `createdAt` stays the key's age.
   */
  confirmedAt?: number;
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
  /**
   * 5xx answers before the person is asked: with the backoff, at least four minutes of a server that answers
   * and fails (longer when the tab closes in between: only an open app or Background Sync tries).
   */
  maxServerFailures: 8,
} as const;

const DAY_MS = 24 * 3_600_000;

/**
 * How old (from `createdAt`) a key may be and still be sent: by replay, and by the person's "send again".
 * The server answers a key it has seen with its first answer for IDEMPOTENCY_RETENTION_DAYS; five days
 * short of that, the key is retired, so that no try can land after the server has forgotten it and
 * store a second copy. Older items get a fresh key, and only when the person sends them.
 */
export const SAME_KEY_MAX_AGE_MS = (IDEMPOTENCY_RETENTION_DAYS - 5) * DAY_MS;

/** What the outbox tells the person about an item it stopped sending (the service worker shares it: no copy module). */
export const OUTBOX_MESSAGES = {
  serverFailed: (status: number, tries: number) =>
    `The server could not store this (error ${status}). It was tried ${tries} times; please try again later or contact us.`,
  expired: `This was not sent within ${OUTBOX_MAX_REPLAY_AGE_MS / DAY_MS} days, so it was not sent automatically. Check it and send it again.`,
  /** A 422 to a resend under the old key: the server holds the first version, which the changes must not replace. */
  alreadyReceived:
    'We had already received this as it was first sent, so your changes were not applied. Send it again to send the changed version as a new submission.',
} as const;

/** True when the outbox must not send this item unseen any more: the person looks at it first. */
export function replayExpired(item: Pick<OutboxItem, 'createdAt' | 'confirmedAt'>, now: number): boolean {
  const since = Math.max(item.createdAt, item.confirmedAt ?? 0);
  return now - since >= OUTBOX_MAX_REPLAY_AGE_MS || now - item.createdAt >= SAME_KEY_MAX_AGE_MS;
}

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

export interface ReplayOptions {
  /** The network is back, the app started or the tab became visible. */
  reconnected?: boolean;
  /** The server answers again after it could not be reached (server-probe.ts). */
  serverBack?: boolean;
}
type DeliveryListener = (item: OutboxItem) => void;

const STORE = 'items';

export function backoffMs(attempts: number): number {
  return Math.min(OUTBOX_TIMINGS.firstRetryMs * 2 ** Math.max(0, attempts - 1), OUTBOX_TIMINGS.maxRetryMs);
}

/** How a submission is posted, by the outbox and, where nothing can be stored, by the form itself (send-form.ts). */
export function postSubmission(item: Pick<OutboxItem, 'id' | 'kind' | 'payload'>): Promise<unknown> {
  return apiRequest(WRITE_PATHS[item.kind], { method: 'POST', body: item.payload, headers: { 'Idempotency-Key': item.id } });
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
  private stopped = false;

  constructor(private readonly options: OutboxOptions = {}) {
    this.now = options.now ?? Date.now;
    this.send = options.send ?? postSubmission;
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
    }).catch((err: unknown) => {
      // Not kept: a database that could not be opened (blocked, private mode) is tried again next time.
      this.dbPromise = null;
      throw err;
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

  /**
   * Writes the submission first, then tries to send it once; the answer says where it ended up. `id`, the
   * Idempotency-Key, may come from the caller, who then holds the key should it have to send without us.
   */
  async submit(kind: SubmissionKind, payload: Record<string, unknown>, id: string = this.newId()): Promise<SubmitOutcome> {
    const at = this.now();
    const item: OutboxItem = {
      id,
      kind,
      payload,
      status: 'queued',
      createdAt: at,
      updatedAt: at,
      attempts: 0,
      nextAttemptAt: at,
    };
    await this.put(item);
    return this.deliver(item.id);
  }

  /**
   * The person sends a needs-attention item again, perhaps corrected. A refused item (4xx) gets a fresh
   * key: its answer is final under the old one. One the server failed or the outbox stopped replaying
   * keeps its key while that is safe (SAME_KEY_MAX_AGE_MS): a copy the server did store is then answered,
   * not doubled. Nothing else is resent: queued items have "Retry now".
   */
  async resend(id: string, payload: Record<string, unknown>): Promise<SubmitOutcome | undefined> {
    const item = await this.get(id);
    if (!item || item.status !== 'needs-attention') return undefined;
    const now = this.now();
    // Sent by the person, who is told how it ends: a later delivery is news again only if this try is deferred.
    const again = {
      payload,
      status: 'queued',
      attempts: 0,
      serverFailures: 0,
      nextAttemptAt: now,
      wasDeferred: false,
      fieldErrors: undefined,
      message: undefined,
      attention: undefined,
      failure: undefined,
    } as const;
    if (this.keepsKey(item, now)) {
      await this.put({ ...item, ...again, confirmedAt: now });
      return this.deliver(id);
    }
    // A new key is a new submission: its age, and its replay window, start now.
    const fresh: OutboxItem = { ...item, ...again, id: this.newId(), createdAt: now, confirmedAt: undefined };
    await this.put(fresh);
    await this.remove(id);
    return this.deliver(fresh.id);
  }

  private keepsKey(item: OutboxItem, now: number): boolean {
    const reason = item.attention ?? 'rejected';
    return reason !== 'rejected' && now - item.createdAt < SAME_KEY_MAX_AGE_MS;
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
   * `serverBack` (the server answered again after silence) sends what got no answer or timed out too.
   */
  replay(options: ReplayOptions = {}): Promise<void> {
    if (this.replaying) return options.reconnected || options.serverBack ? this.replaying.then(() => this.replay(options)) : this.replaying;
    this.replaying = this.replayDue(options).finally(() => {
      this.replaying = null;
    });
    return this.replaying;
  }

  private async replayDue({ reconnected = false, serverBack = false }: ReplayOptions): Promise<void> {
    const now = this.now();
    for (const item of await this.list()) {
      if (item.status !== 'queued' && item.status !== 'sending') continue;
      // A live sender holds the item's lock for the whole send; a "sending" item whose lock is free was
      // interrupted (the tab closed or reloaded mid-request) and is due now. `deliver` skips held locks.
      // An expired item is taken up whatever its backoff says: under its lock it moves to needs-attention.
      const due =
        item.status === 'sending' ||
        item.nextAttemptAt <= now ||
        (reconnected && item.failure === 'network') ||
        (serverBack && waitsForServer(item)) ||
        replayExpired(item, now);
      // Not `deliver`: there is nobody to report to, and the item may be gone by now (discarded, or sent by another tab).
      if (due) await this.withLock(`outbox:${item.id}`, () => this.sendLocked(item.id), false);
    }
    await this.scheduleRetry();
  }

  private async deliver(id: string): Promise<SubmitOutcome> {
    const outcome = await this.withLock(`outbox:${id}`, () => this.sendLocked(id), true);
    if (outcome) return outcome;
    // Another tab (or run) holds this item: report what is stored now.
    const item = (await this.get(id))!;
    return item.status === 'sent'
      ? { status: 'sent', item, body: undefined }
      : item.status === 'needs-attention'
        ? { status: 'needs-attention', item }
        : { status: 'queued', item };
  }

  private async sendLocked(id: string): Promise<SubmitOutcome | undefined> {
    // Read again under the lock: another tab may have sent it while we waited.
    const stored = await this.get(id);
    if (!stored) return undefined;
    if (stored.status === 'sent') return { status: 'sent', item: stored, body: undefined };
    if (stored.status === 'needs-attention') return { status: 'needs-attention', item: stored };
    if (replayExpired(stored, this.now())) {
      // Not sent: after a week the person may no longer want it, and near the server's retention its key stops protecting it.
      const expired: OutboxItem = {
        ...stored,
        status: 'needs-attention',
        updatedAt: this.now(),
        message: OUTBOX_MESSAGES.expired,
        attention: 'expired',
      };
      return this.needsAttention(expired);
    }
    const sending: OutboxItem = { ...stored, status: 'sending', attempts: stored.attempts + 1, updatedAt: this.now() };
    await this.put(sending);
    try {
      const body = await this.send(sending);
      // SPEC §7: `success: false` is a refusal even with a 2xx status; the person sees the server's reason.
      if ((body as { success?: unknown } | null)?.success === false) {
        return this.needsAttention({
          ...sending,
          status: 'needs-attention',
          updatedAt: this.now(),
          message: messageOf(body),
          attention: 'rejected',
        });
      }
      const sent: OutboxItem = {
        ...sending,
        status: 'sent',
        sentAt: this.now(),
        updatedAt: this.now(),
        message: messageOf(body),
        fieldErrors: undefined,
      };
      await this.put(sent);
      if (sent.wasDeferred) for (const l of this.deliveryListeners) l(sent);
      return { status: 'sent', item: sent, body };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const status = err instanceof ApiError ? err.status : 0;
      // Only an answer from a failing server counts: no answer (offline, timeout) says nothing about the server.
      const serverFailures = (sending.serverFailures ?? 0) + (status >= 500 ? 1 : 0);
      if (status >= 500 && serverFailures >= OUTBOX_TIMINGS.maxServerFailures) {
        return this.needsAttention({
          ...sending,
          status: 'needs-attention',
          updatedAt: this.now(),
          serverFailures,
          failure: 'server',
          message: OUTBOX_MESSAGES.serverFailed(status, serverFailures),
          attention: 'server',
        });
      }
      if (isRetryable(err)) {
        const queued: OutboxItem = {
          ...sending,
          status: 'queued',
          updatedAt: this.now(),
          nextAttemptAt: this.now() + backoffMs(sending.attempts),
          message,
          serverFailures,
          wasDeferred: true,
          failure: status === 0 ? (err instanceof ApiError && err.message === TIMEOUT_MESSAGE ? 'timeout' : 'network') : 'server',
        };
        await this.put(queued);
        // Armed here, not only after a replay: a first try that failed must come back by itself (issue 33).
        await this.scheduleRetry();
        return { status: 'queued', item: queued };
      }
      // A 422 answers a key already used with another body: sent again with its key, the item had reached
      // the server before, and the server keeps that first version.
      const alreadyReceived = status === 422 && sending.confirmedAt !== undefined;
      return this.needsAttention({
        ...sending,
        status: 'needs-attention',
        updatedAt: this.now(),
        // The server's own words only: without them the form shows SPEC §8's fallback for its kind,
        // never "Request failed with status code 400".
        message: alreadyReceived ? OUTBOX_MESSAGES.alreadyReceived : err instanceof ApiError ? err.body?.message || undefined : message,
        fieldErrors: err instanceof ApiError ? err.body?.errors : undefined,
        attention: 'rejected',
      });
    }
  }

  private async needsAttention(item: OutboxItem): Promise<SubmitOutcome> {
    await this.put(item);
    return { status: 'needs-attention', item };
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
    const db = await this.db();
    const at = this.now();
    const claimed = await inTransaction(db, STORE, 'readwrite', async (s) => {
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

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Delivered after waiting (offline, or the server failing), and nobody told yet. */
export function needsAnnouncement(item: OutboxItem): boolean {
  return item.status === 'sent' && Boolean(item.wasDeferred) && item.announcedAt === undefined;
}
