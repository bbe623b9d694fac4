/**
 * Runs `callback` once the page is idle, or after `timeoutMs` at the latest. Where there is no
 * requestIdleCallback (Safari), after `withoutIdleMs` instead: each caller's guess at when the page has
 * settled enough for its work.
 */
export function whenIdle(callback: () => void, { timeoutMs, withoutIdleMs }: { timeoutMs: number; withoutIdleMs: number }): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: timeoutMs });
  else window.setTimeout(callback, withoutIdleMs);
}
