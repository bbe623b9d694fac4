// @vitest-environment node
/**
 * Lie-fi (issue 33): the device says it is online, the academy does not answer. While something waits,
 * the page asks the server now and then and replays the moment it answers again: within 15 s of its
 * return after a 10-second outage and after a 10-minute one (a fake clock here; the browser test
 * tests/e2e/lie-fi.test.ts runs a real short outage).
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/http';
import { Outbox } from '../../src/offline/outbox';
import { createServerProbe, PROBE_TIMINGS, watchServer } from '../../src/offline/server-probe';
import { replayForSync } from '../../sw/outbox-sync';

const CONTACT = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', message: 'Please call me about MERN.' };
const TARGET_MS = 15_000;
let dbCount = 0;

/** A server that is away until `upAt` (fake-clock ms), and every probe it was asked. */
function server(upAt: number) {
  const asked: number[] = [];
  return {
    asked,
    up: () => Date.now() >= upAt,
    probe: async () => {
      asked.push(Date.now());
      return Date.now() >= upAt;
    },
  };
}

describe('the server probe (fake clock)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it.each([
    ['10 s', 10_000],
    ['10 min', 10 * 60_000],
  ])('notices the server back within 15 s after an outage of %s, and says so once', async (_, outageMs) => {
    const s = server(outageMs);
    let backAt: number | undefined;
    const backs: number[] = [];
    const probe = createServerProbe({ probe: s.probe, visible: () => true, onBack: () => backs.push((backAt ??= Date.now())) });
    probe.update(true);
    await vi.advanceTimersByTimeAsync(outageMs + TARGET_MS + 60_000);
    expect(backAt).toBeDefined();
    expect(backAt! - outageMs).toBeLessThanOrEqual(TARGET_MS);
    expect(backs).toHaveLength(1);
    // Cheap: never more often than the first interval allows, and at most every ~10 s once backed off.
    const gaps = s.asked.slice(1).map((t, i) => t - s.asked[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(PROBE_TIMINGS.firstMs * (1 - PROBE_TIMINGS.jitter));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(PROBE_TIMINGS.maxMs * (1 + PROBE_TIMINGS.jitter));
    probe.stop();
  });

  it('asks nothing while the page is hidden or nothing waits, and starts again when shown', async () => {
    const s = server(Infinity);
    let visible = true;
    const probe = createServerProbe({ probe: s.probe, visible: () => visible, onBack: () => {} });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.asked).toHaveLength(0); // nothing waits
    probe.update(true);
    await vi.advanceTimersByTimeAsync(30_000);
    const whileVisible = s.asked.length;
    expect(whileVisible).toBeGreaterThan(2);
    visible = false;
    probe.wake(); // visibilitychange → hidden
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(s.asked).toHaveLength(whileVisible);
    visible = true;
    probe.wake(); // shown again: the first, short interval
    await vi.advanceTimersByTimeAsync(PROBE_TIMINGS.firstMs * (1 + PROBE_TIMINGS.jitter));
    expect(s.asked).toHaveLength(whileVisible + 1);
    probe.update(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.asked).toHaveLength(whileVisible + 1);
    probe.stop();
  });
});

describe('the outbox under lie-fi, tab open and untouched (fake clock)', () => {
  // IndexedDB (fake-indexeddb) runs on setImmediate, left real: only timers and the date are faked.
  beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it.each([
    ['10 s', 10_000],
    ['10 min', 10 * 60_000],
  ])('delivers a form sent during an outage of %s within 15 s of the server’s return, exactly once', async (_, outageMs) => {
    const upAt = Date.now() + outageMs;
    const s = server(upAt);
    const delivered: string[] = [];
    const outbox = new Outbox({
      dbName: `probe-test-${++dbCount}`,
      send: async (item) => {
        if (!s.up()) throw new ApiError('Network Error', 0);
        delivered.push(item.id);
        return { success: true, message: 'Message sent successfully!' };
      },
    });
    const watch = watchServer(outbox, { probe: s.probe, visible: () => true });
    outbox.subscribe((items) => watch.sync(items));
    const { item } = await outbox.submit('contact', CONTACT);
    expect(item.status).toBe('queued');
    // The outage: the clock runs on, nobody touches the page (no `online`, no `visibilitychange`). Time is the
    // subject: fake time is stepped to measure when, after the server is back, the item is delivered.
    while (Date.now() < upAt) await vi.advanceTimersByTimeAsync(1_000);
    let sentAt: number | undefined;
    while (sentAt === undefined && Date.now() < upAt + 60_000) {
      await vi.advanceTimersByTimeAsync(250);
      if ((await outbox.get(item.id))?.status === 'sent') sentAt = Date.now();
    }
    expect(sentAt! - upAt).toBeLessThanOrEqual(TARGET_MS);
    expect(delivered).toEqual([item.id]);
    watch.stop();
    outbox.stop();
  });
});

describe('Background Sync in the service worker', () => {
  it('fails while a submission still waits, so the browser tries again, and succeeds once it is delivered', async () => {
    let up = false;
    const outbox = new Outbox({
      dbName: `probe-test-${++dbCount}`,
      send: async () => {
        if (!up) throw new ApiError('Network Error', 0);
        return { success: true };
      },
    });
    await outbox.submit('contact', CONTACT);
    await expect(replayForSync(outbox)).rejects.toThrow(/still waiting/);
    up = true;
    await expect(replayForSync(outbox)).resolves.toBeUndefined();
    expect((await outbox.list()).map((i) => i.status)).toEqual(['sent']);
    outbox.stop();
  });
});
