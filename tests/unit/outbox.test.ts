// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/http';
import { backoffMs, createMemoryLock, Outbox, OUTBOX_TIMINGS, type OutboxItem, type OutboxOptions } from '../../src/offline/outbox';

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

describe('the outbox', () => {
  it('writes a submission before sending it, so a crash mid-send loses nothing and the replay reuses the key', async () => {
    const first = setup(never);
    void first.outbox.submit('contact', CONTACT);
    await new Promise((r) => setTimeout(r, 20));
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
    const t = setup(
      async () => {
        if (!online) return offline();
        await gate;
        return ok();
      },
      { withLock: createMemoryLock() },
    );
    await t.outbox.submit('contact', CONTACT);
    online = true;
    t.clock.now += backoffMs(1);
    const otherTab = t.make();
    const runs = [t.outbox.replay(), t.outbox.replay(), otherTab.replay()];
    await new Promise((r) => setTimeout(r, 20));
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
    const t = setup(async () => {
      if (!online) return offline();
      await gate;
      return ok();
    });
    const { item } = await t.outbox.submit('contact', CONTACT);
    online = true;
    t.clock.now += backoffMs(1);
    const replayed = t.outbox.replay(); // takes the item's lock and waits on the server
    await new Promise((r) => setTimeout(r, 20));
    const retried = t.outbox.retry(item.id);
    setTimeout(release, 20);
    const [outcome] = await Promise.all([retried, replayed]);
    expect(outcome?.status).toBe('sent');
    expect(t.sent).toHaveLength(2); // the offline try and one delivery
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
      throw new ApiError('This email is already registered.', 409, { success: false, message: 'This email is already registered.', errors: { email: 'This email is already registered.' } });
    });
    const outcome = await clash.outbox.submit('registration', { email: 'x@y.com' });
    expect(outcome.status).toBe('needs-attention');
    expect(outcome.item.fieldErrors).toEqual({ email: 'This email is already registered.' });
    expect(outcome.item.message).toBe('This email is already registered.');

    const busy = setup(async () => {
      throw new ApiError('A request with this Idempotency-Key is still being processed. Try again shortly.', 409, { success: false, message: 'busy' });
    });
    expect((await busy.outbox.submit('contact', CONTACT)).status).toBe('queued');
    clash.outbox.stop();
    busy.outbox.stop();
  });

  it('moves a 400 with field errors to needs-attention, keeps it out of replays, and resends the fix under a new key', async () => {
    let fixed = false;
    const t = setup(async (item) => {
      if (!fixed) throw new ApiError('Validation failed', 400, { success: false, message: 'Validation failed', errors: { email: 'Invalid email' } });
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
});
