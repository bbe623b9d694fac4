// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, TIMEOUT_MESSAGE } from '../../src/api/http';
import { IDEMPOTENCY_RETENTION_DAYS, OUTBOX_MAX_REPLAY_AGE_MS } from '../../src/contract';
import {
  backoffMs,
  createMemoryLock,
  Outbox,
  OUTBOX_MESSAGES,
  OUTBOX_TIMINGS,
  SAME_KEY_MAX_AGE_MS,
  type OutboxItem,
  type OutboxOptions,
} from '../../src/offline/outbox';

let dbCount = 0;
const CONTACT = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', message: 'Please call me about MERN.' };

/** An outbox on its own fresh database, with a clock the test moves and a recording `send`. */
function setup(send: (item: OutboxItem, call: number) => Promise<unknown>, extra: Partial<OutboxOptions> = {}) {
  const clock = { now: 1_700_000_000_000 };
  const sent: OutboxItem[] = [];
  const dbName = `outbox-test-${++dbCount}`;
  const make = () =>
    new Outbox({
      dbName,
      now: () => clock.now,
      send: (item) => {
        sent.push(item);
        return send(item, sent.length);
      },
      ...extra,
    });
  return { clock, sent, make, outbox: make() };
}

const ok = async () => ({ success: true, message: 'Message sent successfully!' });
const offline = async () => {
  throw new ApiError('Network Error', 0);
};
const never = () => new Promise<unknown>(() => {});
const serverError =
  (status = 500) =>
  async () => {
    throw new ApiError('Something went wrong', status);
  };
const DAY = 24 * 3_600_000;

/** A lock shared as Web Locks are by every tab, counting the times it is asked for: who has reached it. */
function countingLock() {
  const lock = createMemoryLock();
  const counted = {
    asks: 0,
    withLock: ((name, work, wait) => {
      counted.asks += 1;
      return lock(name, work, wait);
    }) as typeof lock,
  };
  return counted;
}

/** Moves the clock to the item's next automatic try and replays, as the backoff timer would. */
async function replayWhenDue(t: ReturnType<typeof setup>, id: string): Promise<OutboxItem> {
  t.clock.now = Math.max(t.clock.now, (await t.outbox.get(id))!.nextAttemptAt);
  await t.outbox.replay();
  return (await t.outbox.get(id))!;
}

describe('the outbox', () => {
  it('writes a submission before sending it, so a crash mid-send loses nothing and the replay reuses the key', async () => {
    let requestLeft!: () => void;
    const inFlight = new Promise<void>((resolve) => (requestLeft = resolve));
    const first = setup(() => {
      requestLeft();
      return never();
    });
    void first.outbox.submit('contact', CONTACT);
    await inFlight;
    // The tab dies here, with the request in flight. A fresh start sees the item.
    const restarted = new Outbox({ dbName: `outbox-test-${dbCount}`, now: () => first.clock.now, send: ok });
    const [stored] = await restarted.list();
    expect(stored).toMatchObject({ kind: 'contact', payload: CONTACT, status: 'sending' });
    await restarted.replay();
    const [after] = await restarted.list();
    expect(after!.status).toBe('sent');
    expect(after!.id).toBe(first.sent[0]!.id);
    restarted.stop();
  });

  it('keeps an offline submission queued, then delivers it exactly once on replay', async () => {
    let online = false;
    const t = setup(() => (online ? ok() : offline()));
    const outcome = await t.outbox.submit('contact', CONTACT);
    expect(outcome.status).toBe('queued');
    online = true;
    t.clock.now += backoffMs(1);
    await t.outbox.replay();
    await t.outbox.replay();
    const items = await t.outbox.list();
    expect(items.map((i) => i.status)).toEqual(['sent']);
    expect(t.sent).toHaveLength(2);
    expect(new Set(t.sent.map((i) => i.id)).size).toBe(1);
    t.outbox.stop();
  });

  it('sends once when two replays start at the same time, in one tab or in two', async () => {
    let online = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    // Both "tabs" share one lock manager, as Web Locks are shared by every tab of an origin.
    const lock = countingLock();
    const t = setup(
      async () => {
        if (!online) return offline();
        await gate;
        return ok();
      },
      { withLock: lock.withLock },
    );
    await t.outbox.submit('contact', CONTACT);
    online = true;
    t.clock.now += backoffMs(1);
    const otherTab = t.make();
    lock.asks = 0;
    const runs = [t.outbox.replay(), t.outbox.replay(), otherTab.replay()];
    // One replay is at the server, and both tabs have asked for the item's lock.
    await vi.waitFor(() => expect([t.sent.length, lock.asks]).toEqual([2, 2]));
    release();
    await Promise.all(runs);
    expect(t.sent).toHaveLength(2); // the first, offline attempt and exactly one replay
    expect((await t.outbox.list()).map((i) => i.status)).toEqual(['sent']);
    t.outbox.stop();
    otherTab.stop();
  });

  it('"Retry now" while a replay is already sending the item waits for it and reports the delivery', async () => {
    let online = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const lock = countingLock();
    const t = setup(
      async () => {
        if (!online) return offline();
        await gate;
        return ok();
      },
      { withLock: lock.withLock },
    );
    const { item } = await t.outbox.submit('contact', CONTACT);
    online = true;
    t.clock.now += backoffMs(1);
    lock.asks = 0;
    const replayed = t.outbox.replay(); // takes the item's lock and waits on the server
    await vi.waitFor(() => expect(t.sent).toHaveLength(2));
    const retried = t.outbox.retry(item.id);
    await vi.waitFor(() => expect(lock.asks).toBe(2)); // "Retry now" waits for the lock the replay holds
    release();
    const [outcome] = await Promise.all([retried, replayed]);
    expect(outcome?.status).toBe('sent');
    expect(t.sent).toHaveLength(2); // the offline try and one delivery
    t.outbox.stop();
  });

  it.each([
    ['accepts it', ok],
    ['does not answer', offline],
    ['refuses it', async () => Promise.reject(new ApiError('Validation failed', 400, { success: false, message: 'Validation failed' }))],
  ])('an item discarded while a send is in flight stays gone when the server then %s (issue 34)', async (_, answer) => {
    let requestLeft!: () => void;
    const inFlight = new Promise<void>((resolve) => (requestLeft = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = setup(async (_item, call) => {
      if (call === 1) return offline();
      requestLeft();
      await gate;
      return answer();
    });
    const { item } = await t.outbox.submit('contact', CONTACT);
    const retried = t.outbox.retry(item.id); // "Retry now": the request leaves
    await inFlight;
    await t.outbox.remove(item.id); // the person drops the local copy
    expect(await t.outbox.list()).toEqual([]);
    release();
    await retried;
    // Neither back in the list nor sent again later: the answer lands on nothing.
    expect(await t.outbox.list()).toEqual([]);
    t.clock.now += OUTBOX_TIMINGS.maxRetryMs;
    await t.outbox.replay({ reconnected: true, serverBack: true });
    expect(await t.outbox.list()).toEqual([]);
    expect(t.sent).toHaveLength(2);
    t.outbox.stop();
  });

  it('when the network is back, sends what failed for lack of network at once, but lets server trouble wait', async () => {
    let mode: 'offline' | 'down' | 'up' = 'offline';
    const t = setup(async (item) => {
      if (mode === 'offline') return offline();
      if (mode === 'down' && item.kind === 'feedback') throw new ApiError('Something went wrong', 503);
      return ok();
    });
    await t.outbox.submit('contact', CONTACT);
    mode = 'down';
    await t.outbox.submit('feedback', { firstName: 'A' });
    mode = 'up';
    await t.outbox.replay(); // nothing is due yet
    expect(t.sent).toHaveLength(2);
    await t.outbox.replay({ reconnected: true });
    const byKind = Object.fromEntries((await t.outbox.list()).map((i) => [i.kind, i.status]));
    expect(byKind).toEqual({ contact: 'sent', feedback: 'queued' });
    t.outbox.stop();
  });

  it('a 409 naming a field needs attention; a bare 409 (first request still running) is retried', async () => {
    const clash = setup(async () => {
      throw new ApiError('This email is already registered.', 409, {
        success: false,
        message: 'This email is already registered.',
        errors: { email: 'This email is already registered.' },
      });
    });
    const outcome = await clash.outbox.submit('registration', { email: 'x@y.com' });
    expect(outcome.status).toBe('needs-attention');
    expect(outcome.item.fieldErrors).toEqual({ email: 'This email is already registered.' });
    expect(outcome.item.message).toBe('This email is already registered.');

    const busy = setup(async () => {
      throw new ApiError('A request with this Idempotency-Key is still being processed. Try again shortly.', 409, {
        success: false,
        message: 'busy',
      });
    });
    expect((await busy.outbox.submit('contact', CONTACT)).status).toBe('queued');
    clash.outbox.stop();
    busy.outbox.stop();
  });

  it('moves a 400 with field errors to needs-attention, keeps it out of replays, and resends the fix under a new key', async () => {
    let fixed = false;
    const t = setup(async (item) => {
      if (!fixed)
        throw new ApiError('Validation failed', 400, { success: false, message: 'Validation failed', errors: { email: 'Invalid email' } });
      return { success: true, message: `ok ${String(item.payload.email)}` };
    });
    const outcome = await t.outbox.submit('contact', { ...CONTACT, email: 'nope' });
    expect(outcome.status).toBe('needs-attention');
    expect(outcome.item.fieldErrors).toEqual({ email: 'Invalid email' });
    t.clock.now += OUTBOX_TIMINGS.maxRetryMs * 10;
    await t.outbox.replay();
    expect(t.sent).toHaveLength(1);
    fixed = true;
    const resent = await t.outbox.resend(outcome.item.id, { ...CONTACT });
    expect(resent?.status).toBe('sent');
    expect(t.sent[1]!.id).not.toBe(t.sent[0]!.id);
    expect((await t.outbox.list()).map((i) => i.status)).toEqual(['sent']);
    t.outbox.stop();
  });

  it('retries a 5xx with a growing delay and delivers once the server recovers', async () => {
    const t = setup(async (_item, call) => {
      if (call <= 3) throw new ApiError('Something went wrong', 503);
      return ok();
    });
    const first = await t.outbox.submit('feedback', { firstName: 'A' });
    expect(first.status).toBe('queued');
    const waits: number[] = [];
    let last = first.item;
    for (let i = 0; i < 3; i++) {
      waits.push(last.nextAttemptAt - t.clock.now);
      await t.outbox.replay(); // not yet due: nothing is sent
      expect(t.sent).toHaveLength(i + 1);
      t.clock.now = last.nextAttemptAt;
      await t.outbox.replay();
      last = (await t.outbox.list())[0]!;
    }
    expect(waits).toEqual([backoffMs(1), backoffMs(2), backoffMs(3)]);
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
    expect(last.status).toBe('sent');
    expect(t.sent).toHaveLength(4);
    t.outbox.stop();
  });

  it('tells listeners when a deferred item is delivered, and prunes sent items after 7 days', async () => {
    let online = false;
    const t = setup(() => (online ? ok() : offline()));
    const delivered: string[] = [];
    t.outbox.onDelivered((i) => delivered.push(i.kind));
    await t.outbox.submit('contact', CONTACT);
    const direct = setup(ok);
    const directDelivered: string[] = [];
    direct.outbox.onDelivered((i) => directDelivered.push(i.kind));
    await direct.outbox.submit('contact', CONTACT);
    expect(directDelivered).toEqual([]);
    online = true;
    t.clock.now += backoffMs(1);
    await t.outbox.replay();
    expect(delivered).toEqual(['contact']);
    t.clock.now += OUTBOX_TIMINGS.keepSentMs - 1;
    expect(await t.outbox.prune()).toBe(0);
    t.clock.now += 2;
    expect(await t.outbox.prune()).toBe(1);
    expect(await t.outbox.list()).toEqual([]);
    t.outbox.stop();
    direct.outbox.stop();
  });

  it('gives up on a server that keeps failing: after the bound of 5xx answers the item needs attention, with the reason', async () => {
    const t = setup(serverError(500));
    const { item } = await t.outbox.submit('feedback', { firstName: 'A' });
    let last = item;
    while (t.sent.length < OUTBOX_TIMINGS.maxServerFailures) {
      expect(last.status).toBe('queued');
      last = await replayWhenDue(t, item.id);
    }
    expect(t.sent).toHaveLength(8);
    expect(last).toMatchObject({ status: 'needs-attention', attention: 'server', serverFailures: 8 });
    expect(last.message).toBe(OUTBOX_MESSAGES.serverFailed(500, 8));
    expect(last.message).toMatch(/error 500\).*tried 8 times/);
    // No more automatic tries, whatever the time or the network says.
    t.clock.now += 30 * 60_000;
    await t.outbox.replay({ reconnected: true });
    expect(t.sent).toHaveLength(8);
    t.outbox.stop();
  });

  it('does not count failures without an answer (offline, timeout) toward that bound', async () => {
    let mode: 'offline' | 'timeout' | 'down' = 'down';
    const t = setup(async () => {
      if (mode === 'offline') throw new ApiError('Network Error', 0);
      if (mode === 'timeout') throw new ApiError(TIMEOUT_MESSAGE, 0);
      throw new ApiError('Bad gateway', 502);
    });
    const { item } = await t.outbox.submit('contact', CONTACT);
    let last = item;
    // Seven server failures, with many more tries that got no answer at all in between.
    for (let i = 0; i < 7; i++) {
      mode = i % 2 ? 'offline' : 'timeout';
      for (let j = 0; j < 4; j++) last = await replayWhenDue(t, item.id);
      mode = 'down';
      if (i < 6) last = await replayWhenDue(t, item.id);
    }
    expect(t.sent.length).toBe(7 + 7 * 4);
    expect(last).toMatchObject({ status: 'queued', serverFailures: 7 });
    last = await replayWhenDue(t, item.id);
    expect(last).toMatchObject({ status: 'needs-attention', attention: 'server', serverFailures: 8 });
    expect(last.message).toBe(OUTBOX_MESSAGES.serverFailed(502, 8));
    t.outbox.stop();
  });

  it('does not replay an item older than 7 days: it needs attention instead, and is not sent', async () => {
    let online = false;
    const t = setup(() => (online ? ok() : offline()));
    const old = await t.outbox.submit('contact', CONTACT);
    t.clock.now += DAY;
    const recent = await t.outbox.submit('contact', { ...CONTACT, message: 'A day later.' });
    expect(t.sent).toHaveLength(2);
    online = true;
    t.clock.now = old.item.createdAt + OUTBOX_MAX_REPLAY_AGE_MS;
    await t.outbox.replay({ reconnected: true });
    const expired = (await t.outbox.get(old.item.id))!;
    expect(expired).toMatchObject({ status: 'needs-attention', attention: 'expired', message: OUTBOX_MESSAGES.expired });
    expect(expired.message).toBe('This was not sent within 7 days, so it was not sent automatically. Check it and send it again.');
    expect(t.sent.map((i) => i.id)).toEqual([old.item.id, recent.item.id, recent.item.id]);
    expect((await t.outbox.get(recent.item.id))!.status).toBe('sent');
    t.outbox.stop();
  });

  it('expires an old item whatever its backoff says, and one a closed tab left "sending"', async () => {
    const first = setup(never);
    void first.outbox.submit('contact', CONTACT);
    await vi.waitFor(async () => expect((await first.outbox.list())[0]?.status).toBe('sending'));
    const sent: OutboxItem[] = [];
    const restarted = new Outbox({
      dbName: `outbox-test-${dbCount}`,
      now: () => first.clock.now + OUTBOX_MAX_REPLAY_AGE_MS + 1,
      send: async (item) => {
        sent.push(item);
        return ok();
      },
    });
    await restarted.replay();
    expect(sent).toHaveLength(0);
    expect((await restarted.list()).map((i) => i.attention)).toEqual(['expired']);
    restarted.stop();

    const t = setup(serverError(503));
    const { item } = await t.outbox.submit('contact', CONTACT);
    t.clock.now = item.createdAt + OUTBOX_MAX_REPLAY_AGE_MS; // the 5xx backoff is long past due, but so is the item
    await t.outbox.replay();
    expect(t.sent).toHaveLength(1);
    expect((await t.outbox.get(item.id))!.attention).toBe('expired');
    t.outbox.stop();
  });

  it('sends an item the server kept failing again under the same key when the person asks', async () => {
    let up = false;
    const t = setup(async () => {
      if (!up) throw new ApiError('Something went wrong', 500);
      return ok();
    });
    const { item } = await t.outbox.submit('feedback', { firstName: 'A' });
    let last = item;
    for (let i = 0; i < 20 && last.status !== 'needs-attention'; i++) last = await replayWhenDue(t, item.id);
    expect(last.attention).toBe('server');
    up = true;
    const outcome = await t.outbox.resend(item.id, { firstName: 'A' });
    expect(outcome?.status).toBe('sent');
    expect(new Set(t.sent.map((i) => i.id))).toEqual(new Set([item.id]));
    expect(await t.outbox.list()).toEqual([expect.objectContaining({ id: item.id, status: 'sent', serverFailures: 0 })]);
    t.outbox.stop();
  });

  it('resends an expired item under its key while the server surely remembers it, and under a fresh key after', async () => {
    let online = false;
    const t = setup(() => (online ? ok() : offline()));
    const young = await t.outbox.submit('contact', CONTACT);
    const old = await t.outbox.submit('contact', { ...CONTACT, message: 'Older than the key may live.' });
    t.clock.now += 10 * DAY;
    await t.outbox.replay({ reconnected: true });
    expect((await t.outbox.list()).map((i) => i.attention)).toEqual(['expired', 'expired']);

    // Ten days old: the same key, so a copy the server may already hold is answered, not doubled.
    // Still offline, it waits again, and gets a new week instead of expiring at the next replay.
    const again = await t.outbox.resend(young.item.id, young.item.payload);
    expect(again).toMatchObject({ status: 'queued', item: { id: young.item.id, createdAt: young.item.createdAt } });
    t.clock.now += DAY;
    online = true;
    await t.outbox.replay({ reconnected: true });
    expect((await t.outbox.get(young.item.id))!.status).toBe('sent');
    expect(t.sent.at(-1)!.id).toBe(young.item.id);

    // Past SAME_KEY_MAX_AGE_MS (25 days): a fresh key, and the item's age starts again.
    t.clock.now = old.item.createdAt + SAME_KEY_MAX_AGE_MS;
    const fresh = await t.outbox.resend(old.item.id, old.item.payload);
    expect(fresh?.status).toBe('sent');
    expect(fresh!.item.id).not.toBe(old.item.id);
    expect(fresh!.item.createdAt).toBe(t.clock.now);
    expect(t.sent.at(-1)!.id).toBe(fresh!.item.id);
    expect(await t.outbox.get(old.item.id)).toBeUndefined();
    t.outbox.stop();
  });

  it('stops replaying under one key before the server forgets it, even after the person sent it again', async () => {
    let online = false;
    const t = setup(() => (online ? ok() : offline()));
    const { item } = await t.outbox.submit('contact', CONTACT);
    t.clock.now += 24 * DAY;
    await t.outbox.replay();
    expect((await t.outbox.get(item.id))!.attention).toBe('expired');
    expect((await t.outbox.resend(item.id, CONTACT))?.status).toBe('queued'); // same key, still offline
    t.clock.now = item.createdAt + SAME_KEY_MAX_AGE_MS; // a day later: the key is too old to replay
    online = true;
    await t.outbox.replay({ reconnected: true });
    expect((await t.outbox.get(item.id))!).toMatchObject({ status: 'needs-attention', attention: 'expired' });
    expect(t.sent).toHaveLength(2);
    t.outbox.stop();
  });

  it('explains a 422 to a changed resend under the old key: the server holds the first version', async () => {
    let online = false;
    const t = setup(async (item) => {
      if (!online) return offline();
      const reused = 'This Idempotency-Key was already used for a different request.';
      if (item.payload.message !== CONTACT.message) throw new ApiError(reused, 422, { success: false, message: reused });
      return ok();
    });
    const { item } = await t.outbox.submit('contact', CONTACT);
    t.clock.now += OUTBOX_MAX_REPLAY_AGE_MS;
    await t.outbox.replay();
    online = true;
    const outcome = await t.outbox.resend(item.id, { ...CONTACT, message: 'Changed.' });
    expect(outcome).toMatchObject({
      status: 'needs-attention',
      item: { id: item.id, attention: 'rejected', message: OUTBOX_MESSAGES.alreadyReceived },
    });
    // Sent again after that, it is a new submission under a new key.
    const next = await t.outbox.resend(item.id, { ...CONTACT, message: CONTACT.message });
    expect(next?.item.id).not.toBe(item.id);
    t.outbox.stop();
  });

  it.each([
    ['no answer', offline],
    ['a timeout', async () => Promise.reject(new ApiError(TIMEOUT_MESSAGE, 0))],
    ['a 503', serverError(503)],
  ])('a first try that fails with %s comes back by itself: the retry timer is armed, nothing else has to happen', async (_, fail) => {
    // The real clock: the outbox's own timer must fire, and find the item due.
    let calls = 0;
    const outbox = new Outbox({ dbName: `outbox-test-${++dbCount}`, send: () => (++calls === 1 ? fail() : ok()) });
    const { item } = await outbox.submit('contact', CONTACT);
    expect(item.status).toBe('queued');
    await vi.waitFor(async () => expect((await outbox.get(item.id))?.status).toBe('sent'), {
      timeout: backoffMs(1) + 3_000,
      interval: 100,
    });
    expect(calls).toBe(2);
    outbox.stop();
  });

  it("keeps the outbox well inside the server's idempotency retention", () => {
    expect(OUTBOX_MAX_REPLAY_AGE_MS).toBe(7 * DAY);
    expect(IDEMPOTENCY_RETENTION_DAYS).toBe(30);
    expect(SAME_KEY_MAX_AGE_MS).toBe(25 * DAY);
    expect(OUTBOX_MAX_REPLAY_AGE_MS).toBeLessThan(SAME_KEY_MAX_AGE_MS);
    expect(SAME_KEY_MAX_AGE_MS).toBeLessThan(IDEMPOTENCY_RETENTION_DAYS * DAY);
    expect(IDEMPOTENCY_RETENTION_DAYS * DAY).toBeGreaterThan(2 * OUTBOX_MAX_REPLAY_AGE_MS);
  });
});

describe('announcing deliveries', () => {
  it('lets exactly one caller announce an item that waited, whichever tab or worker delivered it', async () => {
    let online = false;
    const t = setup(() => (online ? ok() : offline()));
    const outcome = await t.outbox.submit('contact', CONTACT);
    expect(await t.outbox.claimAnnouncement(outcome.item.id)).toBe(false); // still waiting: nothing to say yet
    online = true;
    t.clock.now += backoffMs(1);
    // Delivered by another instance (the service worker's Background Sync) while this one was closed.
    const worker = t.make();
    await worker.replay();
    const tabs = [t.make(), t.make()];
    const claims = await Promise.all(tabs.map((tab) => tab.claimAnnouncement(outcome.item.id)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await t.outbox.claimAnnouncement(outcome.item.id)).toBe(false);
    const [stored] = await t.outbox.list();
    expect(stored).toMatchObject({ status: 'sent', wasDeferred: true, announcedAt: t.clock.now });
    for (const o of [t.outbox, worker, ...tabs]) o.stop();
  });

  it('never announces an item sent at once (its form already said so), and clears the history of sent items only', async () => {
    let online = true;
    const t = setup(() => (online ? ok() : offline()));
    const sentNow = await t.outbox.submit('contact', CONTACT);
    expect(await t.outbox.claimAnnouncement(sentNow.item.id)).toBe(false);
    online = false;
    await t.outbox.submit('feedback', { rating: 5 });
    expect(await t.outbox.clearHistory()).toBe(1);
    expect((await t.outbox.list()).map((i) => i.status)).toEqual(['queued']);
    t.outbox.stop();
  });
});
