// @vitest-environment node
/**
 * The outbox's rules as tables (issue 34): each row an item as stored, what happens to it, and what the
 * outbox then stores, removes or sends. No IndexedDB, no clock: `tests/unit/outbox.test.ts` runs the shell.
 */
import { describe, expect, it } from 'vitest';
import { OUTBOX_MAX_REPLAY_AGE_MS } from '../../src/contract/retention';
import {
  backoffMs,
  deliveredWhileAway,
  eventForBody,
  eventForFailure,
  isDue,
  keepsKey,
  newItem,
  next,
  OUTBOX_MESSAGES,
  OUTBOX_TIMINGS,
  SAME_KEY_MAX_AGE_MS,
  stillToSend,
  type OutboxEvent,
  type OutboxItem,
  type ReplayOptions,
  type SendFailure,
  type Transition,
} from '../../src/offline/outbox-rules';

const NOW = 1_700_000_000_000;
const DAY = 24 * 3_600_000;
const PAYLOAD = { name: 'Asha Rao', message: 'Please call me.' };
const FRESH = 'fresh-key';

/** An item made an hour ago, tried once and waiting (or as the row says). */
const item = (overrides: Partial<OutboxItem> = {}): OutboxItem => ({
  id: 'key-1',
  kind: 'contact',
  payload: PAYLOAD,
  status: 'queued',
  createdAt: NOW - 3_600_000,
  updatedAt: NOW - 60_000,
  attempts: 1,
  nextAttemptAt: NOW - 1_000,
  ...overrides,
});
const sending = (overrides: Partial<OutboxItem> = {}) => item({ status: 'sending', attempts: 2, ...overrides });
const store = (stored: OutboxItem): Transition => ({ action: 'store', item: stored });
const NONE: Transition = { action: 'none' };

const failed = (status: number, message = 'Network Error', failure: 'network' | 'timeout' | 'server' = 'server'): OutboxEvent => ({
  type: 'failed',
  status,
  message,
  failure,
});

/** What the person's "send again" resets, whatever the key. */
const AGAIN = {
  payload: { ...PAYLOAD, message: 'Fixed.' },
  status: 'queued',
  attempts: 0,
  serverFailures: 0,
  nextAttemptAt: NOW,
  wasDeferred: false,
  fieldErrors: undefined,
  message: undefined,
  attention: undefined,
  failure: undefined,
} as const;
const resend: OutboxEvent = { type: 'resend-requested', payload: AGAIN.payload, freshId: FRESH };

const TABLE: [string, OutboxItem | undefined, OutboxEvent, Transition][] = [
  // A try begins: the attempt is counted, unless the item is not the outbox's to send any more.
  [
    'a queued item starts sending',
    item(),
    { type: 'send-started' },
    store(item({ status: 'sending', attempts: 2, updatedAt: NOW, triedAt: NOW })),
  ],
  [
    'a "sending" item a closed tab left starts again',
    sending(),
    { type: 'send-started' },
    store(sending({ attempts: 3, updatedAt: NOW, triedAt: NOW })),
  ],
  ['a sent item is not sent again', item({ status: 'sent' }), { type: 'send-started' }, NONE],
  ['a needs-attention item waits for the person', item({ status: 'needs-attention' }), { type: 'send-started' }, NONE],
  ['a discarded item is not sent', undefined, { type: 'send-started' }, NONE],
  [
    'a week-old item is set aside instead of sent',
    item({ createdAt: NOW - OUTBOX_MAX_REPLAY_AGE_MS }),
    { type: 'send-started' },
    store(
      item({
        createdAt: NOW - OUTBOX_MAX_REPLAY_AGE_MS,
        status: 'needs-attention',
        updatedAt: NOW,
        message: OUTBOX_MESSAGES.expired,
        attention: 'expired',
      }),
    ),
  ],
  [
    'an item the person sent again a day ago has a new week, though made ten days ago',
    item({ createdAt: NOW - 10 * DAY, confirmedAt: NOW - DAY }),
    { type: 'send-started' },
    store(item({ createdAt: NOW - 10 * DAY, confirmedAt: NOW - DAY, status: 'sending', attempts: 2, updatedAt: NOW, triedAt: NOW })),
  ],
  [
    'but not past the key age, whatever the person confirmed',
    item({ createdAt: NOW - SAME_KEY_MAX_AGE_MS, confirmedAt: NOW - DAY }),
    { type: 'send-started' },
    store(
      item({
        createdAt: NOW - SAME_KEY_MAX_AGE_MS,
        confirmedAt: NOW - DAY,
        status: 'needs-attention',
        updatedAt: NOW,
        message: OUTBOX_MESSAGES.expired,
        attention: 'expired',
      }),
    ),
  ],

  // The server accepted it.
  [
    'sent ok: sent, with the server message, old field errors dropped',
    sending({ fieldErrors: { email: 'old' }, message: 'Network Error' }),
    { type: 'delivered', message: 'Message sent successfully!' },
    store(sending({ status: 'sent', sentAt: NOW, updatedAt: NOW, message: 'Message sent successfully!', fieldErrors: undefined })),
  ],
  ['sent ok after the person discarded it: stays gone', undefined, { type: 'delivered', message: 'ok' }, NONE],
  ['sent ok, but another sender already stored an answer: kept', item({ status: 'sent' }), { type: 'delivered' }, NONE],

  // Refused (4xx, or a 2xx saying success: false): the person decides; the message is the server's.
  [
    'refused with field errors',
    sending(),
    { type: 'refused', status: 400, message: 'Validation failed', fieldErrors: { email: 'Invalid email' } },
    store(
      sending({
        status: 'needs-attention',
        updatedAt: NOW,
        message: 'Validation failed',
        fieldErrors: { email: 'Invalid email' },
        attention: 'rejected',
      }),
    ),
  ],
  [
    'a 422 to a resend under the old key: the server holds the first version',
    sending({ confirmedAt: NOW - 1_000 }),
    { type: 'refused', status: 422, message: 'This Idempotency-Key was already used for a different request.' },
    store(
      sending({
        confirmedAt: NOW - 1_000,
        status: 'needs-attention',
        updatedAt: NOW,
        message: OUTBOX_MESSAGES.alreadyReceived,
        attention: 'rejected',
      }),
    ),
  ],
  [
    'a 422 to a first send keeps the server words',
    sending(),
    { type: 'refused', status: 422, message: 'Unprocessable.' },
    store(sending({ status: 'needs-attention', updatedAt: NOW, message: 'Unprocessable.', attention: 'rejected' })),
  ],
  ['refused after the person discarded it: stays gone', undefined, { type: 'refused', status: 400 }, NONE],

  // Failed, worth another try: queued with a doubling delay; only 5xx answers count toward giving up.
  [
    'no answer: queued, backoff from its attempts, worth a toast when delivered later',
    sending({ attempts: 3, serverFailures: 2 }),
    failed(0, 'Network Error', 'network'),
    store(
      sending({
        attempts: 3,
        status: 'queued',
        updatedAt: NOW,
        nextAttemptAt: NOW + backoffMs(3),
        message: 'Network Error',
        serverFailures: 2,
        wasDeferred: true,
        failure: 'network',
      }),
    ),
  ],
  [
    'a timeout: queued, not counted against the server',
    sending(),
    failed(0, 'timeout of 10000ms exceeded', 'timeout'),
    store(
      sending({
        status: 'queued',
        updatedAt: NOW,
        nextAttemptAt: NOW + backoffMs(2),
        message: 'timeout of 10000ms exceeded',
        serverFailures: 0,
        wasDeferred: true,
        failure: 'timeout',
      }),
    ),
  ],
  [
    'a 503: queued, one more server failure',
    sending({ serverFailures: 1 }),
    failed(503, 'Service Unavailable'),
    store(
      sending({
        status: 'queued',
        updatedAt: NOW,
        nextAttemptAt: NOW + backoffMs(2),
        message: 'Service Unavailable',
        serverFailures: 2,
        wasDeferred: true,
        failure: 'server',
      }),
    ),
  ],
  [
    'a 429: queued, not a server failure',
    sending(),
    failed(429, 'Too many requests'),
    store(
      sending({
        status: 'queued',
        updatedAt: NOW,
        nextAttemptAt: NOW + backoffMs(2),
        message: 'Too many requests',
        serverFailures: 0,
        wasDeferred: true,
        failure: 'server',
      }),
    ),
  ],
  [
    'the eighth 5xx: the person is asked, with the status and the count',
    sending({ attempts: 8, serverFailures: OUTBOX_TIMINGS.maxServerFailures - 1 }),
    failed(500, 'Internal Server Error'),
    store(
      sending({
        attempts: 8,
        status: 'needs-attention',
        updatedAt: NOW,
        serverFailures: 8,
        failure: 'server',
        message: OUTBOX_MESSAGES.serverFailed(500, 8),
        attention: 'server',
      }),
    ),
  ],
  ['no answer after the person discarded it: stays gone, never retried', undefined, failed(0, 'Network Error', 'network'), NONE],

  // Set aside as too old.
  [
    'expired',
    item(),
    { type: 'expired' },
    store(item({ status: 'needs-attention', updatedAt: NOW, message: OUTBOX_MESSAGES.expired, attention: 'expired' })),
  ],

  // The person discards it, in whatever state.
  ['discarded while it waits for the person', item({ status: 'needs-attention' }), { type: 'discarded' }, { action: 'remove' }],
  ['discarded while a send is in flight', sending(), { type: 'discarded' }, { action: 'remove' }],
  ['a sent item dropped from the history', item({ status: 'sent' }), { type: 'discarded' }, { action: 'remove' }],
  ['discarded twice', undefined, { type: 'discarded' }, NONE],

  // "Retry now": sent at once under its lock (waiting for a send in flight), never for a settled item.
  ['Retry now on a queued item', item({ nextAttemptAt: NOW + 60_000 }), { type: 'retry-requested' }, { action: 'send' }],
  ['Retry now while a send is in flight', sending(), { type: 'retry-requested' }, { action: 'send' }],
  ['Retry now on a sent item', item({ status: 'sent' }), { type: 'retry-requested' }, NONE],
  ['Retry now on a needs-attention item', item({ status: 'needs-attention' }), { type: 'retry-requested' }, NONE],
  ['Retry now on a discarded item', undefined, { type: 'retry-requested' }, NONE],

  // "Send again" from /pending: which items keep their key.
  [
    'the server kept failing: same key, a new replay window',
    item({ status: 'needs-attention', attention: 'server', serverFailures: 8, failure: 'server', message: 'x' }),
    resend,
    store(item({ ...AGAIN, confirmedAt: NOW })),
  ],
  [
    'expired, ten days old: same key',
    item({ status: 'needs-attention', attention: 'expired', createdAt: NOW - 10 * DAY, message: OUTBOX_MESSAGES.expired }),
    resend,
    store(item({ ...AGAIN, createdAt: NOW - 10 * DAY, confirmedAt: NOW })),
  ],
  [
    'expired past the key age: a fresh key in its place, its age from now',
    item({ status: 'needs-attention', attention: 'expired', createdAt: NOW - SAME_KEY_MAX_AGE_MS }),
    resend,
    { action: 'replace', item: item({ ...AGAIN, id: FRESH, createdAt: NOW, confirmedAt: undefined }) },
  ],
  [
    'refused: a fresh key (the old one has its final answer)',
    item({ status: 'needs-attention', attention: 'rejected', fieldErrors: { email: 'Invalid email' }, confirmedAt: NOW - DAY }),
    resend,
    { action: 'replace', item: item({ ...AGAIN, id: FRESH, createdAt: NOW, confirmedAt: undefined }) },
  ],
  [
    'needs attention from an older build (no reason stored, so refused): a fresh key',
    item({ status: 'needs-attention' }),
    resend,
    { action: 'replace', item: item({ ...AGAIN, id: FRESH, createdAt: NOW, confirmedAt: undefined }) },
  ],
  ['send again on a queued item: nothing (it has Retry now)', item(), resend, NONE],
  ['send again on a discarded item: nothing', undefined, resend, NONE],
];

describe('next(item, event, now)', () => {
  it.each(TABLE)('%s', (_, stored, event, expected) => {
    expect(next(stored, event, NOW)).toEqual(expected);
  });

  it('covers every event', () => {
    const types = new Set(TABLE.map(([, , event]) => event.type));
    const all: OutboxEvent['type'][] = [
      'send-started',
      'delivered',
      'refused',
      'failed',
      'expired',
      'discarded',
      'retry-requested',
      'resend-requested',
    ];
    expect([...types].sort()).toEqual([...all].sort());
  });
});

describe('what an answer means', () => {
  const FAILURES: [string, SendFailure, OutboxEvent][] = [
    ['no answer', { status: 0, message: 'Network Error' }, failed(0, 'Network Error', 'network')],
    ['no answer in time', { status: 0, message: 'timeout', timedOut: true }, failed(0, 'timeout', 'timeout')],
    ['408', { status: 408, message: 'Request Timeout' }, failed(408, 'Request Timeout')],
    ['429', { status: 429, message: 'Too many' }, failed(429, 'Too many')],
    ['500', { status: 500, message: 'Boom' }, failed(500, 'Boom')],
    ['503', { status: 503, message: 'Down' }, failed(503, 'Down')],
    [
      'a bare 409 (the first request with this key still runs)',
      { status: 409, message: 'busy', body: { message: 'busy' } },
      failed(409, 'busy'),
    ],
    [
      'a 409 naming a field',
      { status: 409, message: 'taken', body: { success: false, message: 'Already registered.', errors: { email: 'Already registered.' } } },
      { type: 'refused', status: 409, message: 'Already registered.', fieldErrors: { email: 'Already registered.' } },
    ],
    [
      'a 400 with field errors',
      { status: 400, message: 'Bad', body: { success: false, message: 'Validation failed', errors: { email: 'Invalid email' } } },
      { type: 'refused', status: 400, message: 'Validation failed', fieldErrors: { email: 'Invalid email' } },
    ],
    [
      'a 400 without words of its own (the form shows its fallback, never the HTTP text)',
      { status: 400, message: 'Request failed with status code 400' },
      { type: 'refused', status: 400, message: undefined, fieldErrors: undefined },
    ],
    [
      'a 422',
      { status: 422, message: 'x', body: { message: 'Key reused.' } },
      { type: 'refused', status: 422, message: 'Key reused.', fieldErrors: undefined },
    ],
  ];
  it.each(FAILURES)('a failure: %s', (_, failure, event) => {
    expect(eventForFailure(failure)).toEqual(event);
  });

  const BODIES: [string, unknown, OutboxEvent][] = [
    ['success', { success: true, message: 'Message sent successfully!' }, { type: 'delivered', message: 'Message sent successfully!' }],
    [
      'a 2xx saying success: false (SPEC §7)',
      { success: false, message: 'Course is full.' },
      { type: 'refused', message: 'Course is full.' },
    ],
    ['an empty body', null, { type: 'delivered', message: undefined }],
  ];
  it.each(BODIES)('a 2xx body: %s', (_, body, event) => {
    expect(eventForBody(body)).toEqual(event);
  });
});

describe('when the outbox tries again', () => {
  it.each([
    [0, 2_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [8, 256_000],
    [9, OUTBOX_TIMINGS.maxRetryMs],
    [50, OUTBOX_TIMINGS.maxRetryMs],
  ])('after %i attempts it waits %i ms', (attempts, wait) => {
    expect(backoffMs(attempts)).toBe(wait);
  });

  const LATER = NOW + 60_000;
  const DUE: [string, OutboxItem, ReplayOptions, boolean][] = [
    ['queued and due', item(), {}, true],
    ['queued, backing off', item({ nextAttemptAt: LATER }), {}, false],
    ['left "sending" by a closed tab', sending({ nextAttemptAt: LATER }), {}, true],
    ['no answer, the network is back', item({ nextAttemptAt: LATER, failure: 'network' }), { reconnected: true }, true],
    ['a timeout, the network is back', item({ nextAttemptAt: LATER, failure: 'timeout' }), { reconnected: true }, false],
    ['a timeout, the server answers again', item({ nextAttemptAt: LATER, failure: 'timeout' }), { serverBack: true }, true],
    [
      'a 5xx, the network and the server are back',
      item({ nextAttemptAt: LATER, failure: 'server' }),
      { reconnected: true, serverBack: true },
      false,
    ],
    [
      'backing off, but a week old: taken up to be set aside',
      item({ nextAttemptAt: LATER, createdAt: NOW - OUTBOX_MAX_REPLAY_AGE_MS }),
      {},
      true,
    ],
    ['sent', item({ status: 'sent' }), { reconnected: true, serverBack: true }, false],
    ['needs attention', item({ status: 'needs-attention' }), { reconnected: true, serverBack: true }, false],
  ];
  it.each(DUE)('a replay takes up an item %s: %s', (_, stored, options, due) => {
    expect(isDue(stored, NOW, options)).toBe(due);
  });

  it.each([
    ['queued', true],
    ['sending', true],
    ['sent', false],
    ['needs-attention', false],
  ] as const)('an item %s is still the outbox’s to send: %s', (status, expected) => {
    expect(stillToSend({ status })).toBe(expected);
  });
});

describe('which key a resend takes', () => {
  const KEYS: [string, Pick<OutboxItem, 'attention' | 'createdAt'>, boolean][] = [
    ['server trouble, young', { attention: 'server', createdAt: NOW - DAY }, true],
    ['expired, just under the key age', { attention: 'expired', createdAt: NOW - SAME_KEY_MAX_AGE_MS + 1 }, true],
    ['expired, at the key age', { attention: 'expired', createdAt: NOW - SAME_KEY_MAX_AGE_MS }, false],
    ['server trouble, at the key age', { attention: 'server', createdAt: NOW - SAME_KEY_MAX_AGE_MS }, false],
    ['refused', { attention: 'rejected', createdAt: NOW }, false],
    ['stored by an older build (no reason: refused)', { createdAt: NOW }, false],
  ];
  it.each(KEYS)('%s keeps its key: %s', (_, stored, keeps) => {
    expect(keepsKey(stored, NOW)).toBe(keeps);
  });

  it('a new submission waits for its first try, due now', () => {
    expect(newItem('k', 'feedback', { rating: 5 }, NOW)).toEqual({
      id: 'k',
      kind: 'feedback',
      payload: { rating: 5 },
      status: 'queued',
      createdAt: NOW,
      updatedAt: NOW,
      attempts: 0,
      nextAttemptAt: NOW,
    });
  });
});

describe('was it delivered while the person was away', () => {
  const OPENED = NOW;
  const sent = (fields: Partial<OutboxItem>) => item({ status: 'sent', wasDeferred: true, ...fields });
  const CASES: [string, OutboxItem, boolean][] = [
    ['the try began and ended before the page opened', sent({ triedAt: OPENED - 5_000, sentAt: OPENED - 4_000 }), true],
    // The worker's request was out when the page opened; its answer is stored a moment later.
    ['the try began before the page opened, its answer stored after', sent({ triedAt: OPENED - 300, sentAt: OPENED + 200 }), true],
    ['this visit sent it', sent({ triedAt: OPENED + 1_000, sentAt: OPENED + 1_400 }), false],
    ['stored by an older build (no try time): when it was sent', sent({ sentAt: OPENED - 1_000 }), true],
    ['stored by an older build, sent after the page opened', sent({ sentAt: OPENED + 1_000 }), false],
  ];
  it.each(CASES)('%s: %s', (_, stored, away) => {
    expect(deliveredWhileAway(stored, OPENED)).toBe(away);
  });
});
