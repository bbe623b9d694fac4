/**
 * When the warm-up runs (src/offline/warm-up.ts does the work, loaded only then): after the first
 * online visit, once the service worker controls the page, after a short delay, in idle time, never on
 * Save-Data, one tab at a time; a run cut short continues when the network returns.
 */
import type { QueryClient } from '@tanstack/react-query';
import { saveDataOn } from '../lib/client-values';
import { whenQuiet } from '../lib/page-quiet';
import { lastWarmUp, WARM_UP_EVERY_MS } from './offline-readiness';

/** The first seconds belong to the page the person opened: its pictures, scripts and first taps. */
const WARM_UP_DELAY_MS = 6_000;

/** Due when no run completed in the last 12 hours; an unfinished run is always due. */
export function warmUpDue(now = Date.now()): boolean {
  const last = lastWarmUp();
  return !last || now - last.completeAt >= WARM_UP_EVERY_MS;
}

/** One run per tab at a time: a new start and the `online` event may both ask. */
let scheduled = false;
let waitingForOnline = false;

/** Schedules the warm-up (or the rest of it) when it is due; answers whether it was scheduled. */
export function scheduleWarmUp(queryClient: QueryClient): boolean {
  if (saveDataOn() || scheduled || !warmUpDue()) return false;
  if (!navigator.onLine) {
    resumeWhenOnline(queryClient);
    return false;
  }
  scheduled = true;
  void untilServiceWorkerControls()
    .then(() => new Promise((resolve) => window.setTimeout(resolve, WARM_UP_DELAY_MS)))
    // Idle, and not while the person is tapping, in a dialog or sending a form (src/lib/page-quiet.ts).
    .then(() => new Promise<void>((resolve) => whenQuiet(resolve)))
    .then(() => oneTabAtATime(async () => (await import('./warm-up')).warmUp(queryClient)))
    .catch(() => null)
    .then((record) => {
      scheduled = false;
      if (!record && warmUpDue()) resumeWhenOnline(queryClient);
    });
  return true;
}

/** Once the network is back, the run continues where it stopped, under the same rules. */
function resumeWhenOnline(queryClient: QueryClient): void {
  if (waitingForOnline) return;
  waitingForOnline = true;
  window.addEventListener(
    'online',
    () => {
      waitingForOnline = false;
      scheduleWarmUp(queryClient);
    },
    { once: true },
  );
}

/** Two tabs opened together would download everything twice: the second leaves it to the first. */
async function oneTabAtATime<T>(run: () => Promise<T>): Promise<T | null> {
  if (!('locks' in navigator)) return run();
  return navigator.locks.request('codesmart-warm-up', { ifAvailable: true }, (lock) => (lock ? run() : null));
}

/** Reads made before the service worker controls the page would not be cached for offline use. */
async function untilServiceWorkerControls(maxWaitMs = 15_000): Promise<void> {
  const sw = navigator.serviceWorker;
  if (!sw || sw.controller || !import.meta.env.PROD) return;
  await new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, maxWaitMs);
    sw.addEventListener(
      'controllerchange',
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
