/**
 * Lie-fi (issue 33): the device says it is online, yet the academy cannot be reached (a hostel Wi-Fi with
 * no internet, mobile data with no throughput, the server restarting). No `online` event will come, so
 * while a submission waits for lack of an answer, the visible page asks `/healthz` now and then; the first
 * answer after silence replays the outbox at once. Hidden pages do not ask (they replay when shown again).
 */
import { SERVER_BACK_EVENT } from '../lib/server-back-event';
import { headOf } from './ask-server';
import type { Outbox, OutboxItem } from './outbox';
import { waitsForServer } from './waits-for-server';

/** Whether the academy answers at all (`/healthz`). */
const askServer = async () => (await headOf('/healthz'))?.ok ?? false;

/**
 * First ask two seconds after the failure, then further apart, up to ten seconds (plus or minus a fifth,
 * so that many pages do not ask at the same moment): the server's return is noticed within about twelve
 * seconds however long it was away, at one small request per ten seconds while something waits.
 */
export const PROBE_TIMINGS = { firstMs: 2_000, maxMs: 10_000, jitter: 0.2, timeoutMs: 5_000 } as const;

export type ProbeTimings = { -readonly [K in keyof typeof PROBE_TIMINGS]: number };

export interface ServerProbeOptions {
  /** Called when the server answers after it could not be reached (or at the first answer of a wait). */
  onBack: () => void;
  probe?: (timeoutMs: number) => Promise<boolean>;
  timings?: Partial<ProbeTimings>;
  random?: () => number;
  visible?: () => boolean;
}

export interface ServerProbe {
  /** Whether something waits for the server; called on every change of the outbox. */
  update(waiting: boolean): void;
  /** The page came back to the front or the network changed: ask soon again, not at the backed-off pace. */
  wake(): void;
  stop(): void;
}

export function createServerProbe(options: ServerProbeOptions): ServerProbe {
  const timings: ProbeTimings = { ...PROBE_TIMINGS, ...options.timings };
  const probe = options.probe ?? askServer;
  const random = options.random ?? Math.random;
  const visible = options.visible ?? (() => typeof document === 'undefined' || document.visibilityState === 'visible');
  let waiting = false;
  let delay = timings.firstMs;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let asking = false;
  /** What the last answer said in this wait: the server's return is an answer after silence, or the first one. */
  let lastAnswered: boolean | undefined;
  let stopped = false;

  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const arm = () => {
    if (stopped || timer || asking || !waiting || !visible()) return;
    const spread = 1 - timings.jitter + 2 * timings.jitter * random();
    timer = setTimeout(() => void ask(), delay * spread);
  };
  const ask = async () => {
    timer = null;
    asking = true;
    const answered = await probe(timings.timeoutMs);
    asking = false;
    if (stopped || !waiting) return;
    if (answered && lastAnswered !== true) options.onBack();
    lastAnswered = answered;
    delay = Math.min(delay * 2, timings.maxMs);
    arm();
  };

  return {
    update(now) {
      if (!now) {
        waiting = false;
        lastAnswered = undefined;
        delay = timings.firstMs;
        clear();
        return;
      }
      waiting = true;
      if (!visible()) clear();
      else arm();
    },
    wake() {
      delay = timings.firstMs;
      clear();
      arm();
    },
    stop() {
      stopped = true;
      clear();
    },
  };
}

/** Runs a probe for this outbox: it asks while an item waits for the server, and replays when it answers. */
export function watchServer(
  outbox: Outbox,
  options: Omit<ServerProbeOptions, 'onBack'> = {},
): ServerProbe & { sync(items: OutboxItem[]): void } {
  const onBack = () => {
    void outbox.replay({ serverBack: true });
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(SERVER_BACK_EVENT));
  };
  const probe = createServerProbe({ ...options, onBack });
  return { ...probe, sync: (items) => probe.update(items.some(waitsForServer)) };
}
