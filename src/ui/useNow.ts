import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useRenderInfo } from './render-context';

interface Clock {
  now: number;
  listeners: Set<() => void>;
  stop: (() => void) | null;
}

/** One shared clock per refresh interval, however many components read it. */
const clocks = new Map<number, Clock>();

function clockFor(intervalMs: number): Clock {
  let clock = clocks.get(intervalMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set(), stop: null };
    clocks.set(intervalMs, clock);
  }
  // Nobody is reading an idle clock: bring it to the time of now before a new reader's first render.
  if (clock.listeners.size === 0) clock.now = Date.now();
  return clock;
}

function subscribe(clock: Clock, intervalMs: number, onChange: () => void): () => void {
  clock.listeners.add(onChange);
  if (!clock.stop) {
    const tick = () => {
      clock.now = Date.now();
      clock.listeners.forEach((l) => l());
    };
    const timer = window.setInterval(tick, intervalMs);
    const onVisible = () => document.visibilityState === 'visible' && tick();
    document.addEventListener('visibilitychange', onVisible);
    clock.stop = () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }
  return () => {
    clock.listeners.delete(onChange);
    if (clock.listeners.size === 0) {
      clock.stop?.();
      clock.stop = null;
    }
  };
}

/**
 * The current time, refreshed every `intervalMs` and whenever the tab becomes visible again. Values are
 * read from the clock, never counted, so a tab that slept in the background is right on its first tick.
 * A server-rendered page hydrates with the server's time, then moves on to the browser's.
 */
export function useNow(intervalMs: number): Date {
  const clock = clockFor(intervalMs);
  const { renderedAt, clockRead } = useRenderInfo();
  // What this shows is right until its next refresh: a server-rendered page is kept no longer.
  clockRead?.(intervalMs);
  const onSubscribe = useCallback((onChange: () => void) => subscribe(clock, intervalMs, onChange), [clock, intervalMs]);
  const now = useSyncExternalStore(
    onSubscribe,
    () => clock.now,
    () => renderedAt ?? clock.now,
  );
  return useMemo(() => new Date(now), [now]);
}
