// @vitest-environment node
// The loop of the server's background jobs (server/jobs/periodic.ts), on vitest's fake clock: passes never
// overlap, stop waits for the pass under way, a pass that throws is logged and the loop goes on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodicJob, type PeriodicOptions } from '../../server/jobs/periodic';
import type { Logger } from '../../server/log';

const EVERY_MS = 1_000;

/** A job whose passes end when the test says so, and throw when the test says so. */
class Job extends PeriodicJob {
  started = 0;
  private ends: { resolve: (n: number) => void; reject: (e: Error) => void }[] = [];

  constructor(logger: Logger, whenBusy?: PeriodicOptions['whenBusy']) {
    super({ everyMs: EVERY_MS, logger, failure: 'the test job failed', whenBusy });
  }

  protected pass(): Promise<number> {
    this.started += 1;
    return new Promise((resolve, reject) => this.ends.push({ resolve, reject }));
  }

  /** Ends the oldest pass still running. */
  finish(n = 1): void {
    this.ends.shift()!.resolve(n);
  }

  fail(): void {
    this.ends.shift()!.reject(new Error('database gone'));
  }

  get passesUnderWay(): number {
    return this.ends.length;
  }
}

let errors: { fields: unknown; message: string }[];
const logger = {
  error: (fields: unknown, message: string) => errors.push({ fields, message }),
} as unknown as Logger;

beforeEach(() => {
  errors = [];
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a periodic job', () => {
  it('runs a pass every interval, never two at once', async () => {
    const job = new Job(logger);
    job.start();
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(job.started).toBe(1);

    await vi.advanceTimersByTimeAsync(5 * EVERY_MS); // five more intervals while the pass runs
    expect(job.started).toBe(1);
    expect(job.passesUnderWay).toBe(1);
    const asked = job.tick(); // asked by hand meanwhile: the same pass
    job.finish(3);
    expect(await asked).toBe(3);

    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(job.started).toBe(2);
    job.finish();
    await job.stop();
  });

  it('stops: waits for the pass under way, and starts none after', async () => {
    const job = new Job(logger);
    job.start();
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));

    await vi.advanceTimersByTimeAsync(3 * EVERY_MS);
    expect(stopped).toBe(false); // the pass is still running
    job.finish();
    await stopping;
    expect(stopped).toBe(true);

    await vi.advanceTimersByTimeAsync(10 * EVERY_MS);
    expect(job.started).toBe(1);
  });

  it('logs a pass that throws, answers 0 for it, and runs the next one as planned', async () => {
    const job = new Job(logger);
    job.start();
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    const failing = job.tick();
    job.fail();
    expect(await failing).toBe(0);
    expect(errors).toEqual([{ fields: { err: expect.objectContaining({ message: 'database gone' }) }, message: 'the test job failed' }]);

    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(job.started).toBe(2);
    job.finish();
    await job.stop();
  });

  it('does not keep the process alive', () => {
    const job = new Job(logger);
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    job.start();
    const timer = setInterval.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    void job.stop();
  });

  it("with `whenBusy: 'again'`, asked during a pass: one more pass right after it, for what was queued meanwhile", async () => {
    const job = new Job(logger, 'again');
    const first = job.tick();
    void job.tick();
    void job.tick();
    expect(job.started).toBe(1);
    job.finish();
    await first;
    await vi.waitFor(() => expect(job.started).toBe(2)); // one more, not one per ask
    job.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(job.started).toBe(2);

    // A stop during a pass that was asked again: nothing runs after the stop.
    const third = job.tick();
    void job.tick();
    const stopping = job.stop();
    job.finish();
    await Promise.all([third, stopping]);
    await vi.advanceTimersByTimeAsync(0);
    expect(job.started).toBe(3);
  });
});
