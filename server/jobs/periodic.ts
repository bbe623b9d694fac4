/**
 * The loop every background job of the server runs (reminders, waitlist offers, the server's outbox, lead
 * digests): a pass every `everyMs`, never two at once; a pass that throws is logged and the next one runs as
 * planned; the timer never keeps the process alive; `stop` waits for the pass under way, so a shutdown does
 * not close the database under it. A job is a subclass that says what one pass does.
 */
import type { Logger } from '../log';

export interface PeriodicOptions {
  everyMs: number;
  logger: Logger;
  /** What the log says when a pass throws ("sending reminders failed"). */
  failure: string;
  /**
   * Asked while a pass runs: `join` answers that pass; `again` also runs one more pass after it, for work
   * queued meanwhile (the outbox, where a write asks for a pass at once).
   */
  whenBusy?: 'join' | 'again';
}

export abstract class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;

  protected constructor(private readonly loop: PeriodicOptions) {}

  /** One pass of the job; answers how many things it finished. */
  protected abstract pass(): Promise<number>;

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.loop.everyMs);
    this.timer.unref();
  }

  /** No pass starts after this; answers once the pass under way (if any) has ended. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.again = false;
    await this.running;
  }

  /** One pass now (or the one under way); answers how many things it finished, 0 when it failed. */
  tick(): Promise<number> {
    if (this.running) {
      if (this.loop.whenBusy === 'again') this.again = true;
      return this.running;
    }
    this.running = this.pass()
      .catch((err: unknown) => {
        this.loop.logger.error({ err }, this.loop.failure);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.tick();
        }
      });
    return this.running;
  }
}
