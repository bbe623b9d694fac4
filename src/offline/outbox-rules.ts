/**
 * The outbox's rules, apart from its I/O (issue 34): what an item becomes when something happens to it.
 * Pure: no IndexedDB, no network, no clock (the caller passes `now`). `outbox.ts` is the shell that reads
 * the item, asks `next`, and stores the answer; the service worker shares both.
 *
 * queued → sending → sent, or → needs-attention, where the person decides: a 4xx (something to fix), a
 * server that kept failing (OUTBOX_TIMINGS.maxServerFailures 5xx answers), or an item too old to be
 * sent without a look (OUTBOX_MAX_REPLAY_AGE_MS). Nothing is retried forever.
 */
import type { SubmissionKind } from '../contract/api-routes';
import type { VisitSource } from '../contract/visit-source';
import type { ErrorBody } from '../contract/envelopes';
import type { FieldErrors } from '../contract/requests';
// The module itself, not the contract's index: the service worker bundles this file.
import { IDEMPOTENCY_RETENTION_DAYS, OUTBOX_MAX_REPLAY_AGE_MS } from '../contract/retention';
import { waitsForServer } from './waits-for-server';

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
  /** Where the form was sent from (issue 39), sent beside the payload; absent on items stored by older builds. */
  source?: VisitSource;
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
  /** When the latest try began: the one that delivered it tells whether that was before a page opened. */
  triedAt?: number;
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

/** The wait before the next automatic try after `attempts` tries: doubling from 2 s, at most 5 min. */
export function backoffMs(attempts: number): number {
  return Math.min(OUTBOX_TIMINGS.firstRetryMs * 2 ** Math.max(0, attempts - 1), OUTBOX_TIMINGS.maxRetryMs);
}

/** True when the outbox must not send this item unseen any more: the person looks at it first. */
export function replayExpired(item: Pick<OutboxItem, 'createdAt' | 'confirmedAt'>, now: number): boolean {
  const since = Math.max(item.createdAt, item.confirmedAt ?? 0);
  return now - since >= OUTBOX_MAX_REPLAY_AGE_MS || now - item.createdAt >= SAME_KEY_MAX_AGE_MS;
}

/**
 * Sent again by the person, an item keeps its key unless the server refused it (its answer under that key
 * is final) or the key is too old (SAME_KEY_MAX_AGE_MS): a copy the server did store is then answered, not doubled.
 */
export function keepsKey(item: Pick<OutboxItem, 'attention' | 'createdAt'>, now: number): boolean {
  const reason = item.attention ?? 'rejected';
  return reason !== 'rejected' && now - item.createdAt < SAME_KEY_MAX_AGE_MS;
}

/** Still the outbox's to send: waiting for its turn, or with a request out. */
export function stillToSend(item: Pick<OutboxItem, 'status'>): boolean {
  return item.status === 'queued' || item.status === 'sending';
}

/** Delivered after waiting (offline, or the server failing), and nobody told yet. */
export function needsAnnouncement(item: OutboxItem): boolean {
  return item.status === 'sent' && Boolean(item.wasDeferred) && item.announcedAt === undefined;
}

/**
 * Delivered by a try that began before the page opened at `openedAt` (Background Sync, or a tab since closed),
 * even when its answer was stored a moment after: the person was away when it went.
 */
export function deliveredWhileAway(item: OutboxItem, openedAt: number): boolean {
  return (item.triedAt ?? item.sentAt ?? item.updatedAt) < openedAt;
}

export interface ReplayOptions {
  /** The network is back, the app started or the tab became visible. */
  reconnected?: boolean;
  /** The server answers again after it could not be reached (server-probe.ts). */
  serverBack?: boolean;
}

/**
 * Whether a replay takes this item up now. A "sending" item whose lock is free was interrupted (the tab
 * closed mid-request): due now (a live sender holds the lock, and the replay skips held locks). Back online,
 * what failed for lack of network is due; the server back, what got no answer or timed out too; server
 * trouble waits out its backoff. An expired item is taken up whatever its backoff says, to be set aside.
 */
export function isDue(item: OutboxItem, now: number, { reconnected = false, serverBack = false }: ReplayOptions = {}): boolean {
  if (!stillToSend(item)) return false;
  return (
    item.status === 'sending' ||
    item.nextAttemptAt <= now ||
    (reconnected && item.failure === 'network') ||
    (serverBack && waitsForServer(item)) ||
    replayExpired(item, now)
  );
}

/** A new submission, stored before its first try. */
export function newItem(id: string, kind: SubmissionKind, payload: Record<string, unknown>, now: number, source?: VisitSource): OutboxItem {
  const item: OutboxItem = { id, kind, payload, status: 'queued', createdAt: now, updatedAt: now, attempts: 0, nextAttemptAt: now };
  return source ? { ...item, source } : item;
}

/** What can happen to an item. The answers (`delivered`, `refused`, `failed`) end the try `send-started` began. */
export type OutboxEvent =
  | { type: 'send-started' }
  | { type: 'delivered'; message?: string }
  /** `status` is absent for a 2xx whose body says `success: false`. */
  | { type: 'refused'; status?: number; message?: string; fieldErrors?: FieldErrors }
  | { type: 'failed'; failure: NonNullable<OutboxItem['failure']>; status: number; message: string }
  | { type: 'expired' }
  | { type: 'discarded' }
  | { type: 'retry-requested' }
  /** `freshId`: the key the item takes if it may not keep its own. */
  | { type: 'resend-requested'; payload: Record<string, unknown>; freshId: string };

/**
 * What to do with the stored item: store it as given, store it under a new key in place of the old one
 * (`replace`), remove it, send it now (under its lock), or nothing (the event does not apply).
 */
export type Transition =
  | { action: 'store'; item: OutboxItem }
  | { action: 'replace'; item: OutboxItem }
  | { action: 'remove' }
  | { action: 'send' }
  | { action: 'none' };

const NONE: Transition = { action: 'none' };
const store = (item: OutboxItem): Transition => ({ action: 'store', item });

/**
 * The outbox's one state machine: `item` as stored now (undefined once discarded), what happened, and
 * when. An answer lands only on an item still sending: one the person discarded meanwhile stays gone
 * (issue 34), whatever the server said; if it accepted the submission, only the local copy was dropped.
 */
export function next(item: OutboxItem | undefined, event: OutboxEvent, now: number): Transition {
  if (!item) return NONE;
  switch (event.type) {
    case 'send-started':
      if (!stillToSend(item)) return NONE;
      // Not sent: after a week the person may no longer want it, and near the server's retention its key stops protecting it.
      if (replayExpired(item, now)) return next(item, { type: 'expired' }, now);
      return store({ ...item, status: 'sending', attempts: item.attempts + 1, updatedAt: now, triedAt: now });
    case 'delivered':
    case 'refused':
    case 'failed':
      return item.status === 'sending' ? store(answered(item, event, now)) : NONE;
    case 'expired':
      return store({ ...item, status: 'needs-attention', updatedAt: now, message: OUTBOX_MESSAGES.expired, attention: 'expired' });
    case 'discarded':
      return { action: 'remove' };
    case 'retry-requested':
      // "Retry now": due at once, whatever the backoff said; a send already running is waited for, not doubled.
      return stillToSend(item) ? { action: 'send' } : NONE;
    case 'resend-requested':
      return item.status === 'needs-attention' ? resent(item, event, now) : NONE;
  }
}

type Answer = Extract<OutboxEvent, { type: 'delivered' | 'refused' | 'failed' }>;

/** The item a try ends in, from the server's answer (or its silence). */
function answered(item: OutboxItem, event: Answer, now: number): OutboxItem {
  if (event.type === 'delivered') {
    return { ...item, status: 'sent', sentAt: now, updatedAt: now, message: event.message, fieldErrors: undefined };
  }
  if (event.type === 'refused') {
    // A 422 answers a key already used with another body: sent again with its key, the item had reached
    // the server before, and the server keeps that first version.
    const alreadyReceived = event.status === 422 && item.confirmedAt !== undefined;
    return {
      ...item,
      status: 'needs-attention',
      updatedAt: now,
      message: alreadyReceived ? OUTBOX_MESSAGES.alreadyReceived : event.message,
      fieldErrors: event.fieldErrors,
      attention: 'rejected',
    };
  }
  // Only an answer from a failing server counts: no answer (offline, timeout) says nothing about the server.
  const serverFailures = (item.serverFailures ?? 0) + (event.status >= 500 ? 1 : 0);
  if (event.status >= 500 && serverFailures >= OUTBOX_TIMINGS.maxServerFailures) {
    const message = OUTBOX_MESSAGES.serverFailed(event.status, serverFailures);
    return { ...item, status: 'needs-attention', updatedAt: now, serverFailures, failure: 'server', message, attention: 'server' };
  }
  return {
    ...item,
    status: 'queued',
    updatedAt: now,
    nextAttemptAt: now + backoffMs(item.attempts),
    message: event.message,
    serverFailures,
    wasDeferred: true,
    failure: event.failure,
  };
}

/** The person sends a needs-attention item again, perhaps corrected: same key while `keepsKey`, else a new one. */
function resent(item: OutboxItem, event: Extract<OutboxEvent, { type: 'resend-requested' }>, now: number): Transition {
  // Sent by the person, who is told how it ends: a later delivery is news again only if this try is deferred.
  const again = {
    payload: event.payload,
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
  if (keepsKey(item, now)) return store({ ...item, ...again, confirmedAt: now });
  // A new key is a new submission: its age, and its replay window, start now.
  return { action: 'replace', item: { ...item, ...again, id: event.freshId, createdAt: now, confirmedAt: undefined } };
}

/** How a failed send looked: `status` 0 when no answer came; `timedOut` when none came in time. */
export interface SendFailure {
  status: number;
  message: string;
  timedOut?: boolean;
  body?: Partial<ErrorBody>;
}

/**
 * No answer, a timeout, 5xx and 429 are worth another try later. A 409 without field errors is the
 * idempotency layer saying the first request with this key is still running: also later. Any other 4xx
 * (including a 409 naming a field, such as an e-mail already registered) needs the person.
 */
export function isRetryable({ status, body }: SendFailure): boolean {
  if (status === 409) return !body?.errors;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** The event a 2xx answer is. SPEC §7: `success: false` is a refusal even with a 2xx status. */
export function eventForBody(body: unknown): Answer {
  const refused = (body as { success?: unknown } | null)?.success === false;
  return refused ? { type: 'refused', message: messageOf(body) } : { type: 'delivered', message: messageOf(body) };
}

/** The event a failed send is: worth another try, or a refusal for the person. */
export function eventForFailure(failure: SendFailure): Answer {
  const { status, message, timedOut, body } = failure;
  if (isRetryable(failure)) {
    return { type: 'failed', status, message, failure: status === 0 ? (timedOut ? 'timeout' : 'network') : 'server' };
  }
  // The server's own words only: without them the form shows SPEC §8's fallback for its kind,
  // never "Request failed with status code 400".
  return { type: 'refused', status, message: body?.message || undefined, fieldErrors: body?.errors };
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}
