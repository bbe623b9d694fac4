/**
 * An app started from saved answers asks the server for all of them again, online, on every start
 * (decision 80), but not in its first second (decision 88). Asking at once made the start's first
 * moments the busiest of the visit: every screen's saved answer asked again as it mounted, each saved
 * list asked to find withdrawn pages, all of it answered, parsed and rendered while the visitor's first
 * tap waited its turn (a tap on "Courses" right after the start took 150–200 ms instead of under 100).
 * Saved answers show at once either way; what the academy changed arrives a second later.
 */
import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '../lib/idle';

/** The first screen's time to itself before the start's questions go out. */
export const ASK_AGAIN_AFTER_MS = 1_000;

/**
 * Before the first render: a screen that mounts shows its saved answer without asking for it, however
 * old (one with no saved answer still asks at once). Lifted by `askAgainOnceSettled`.
 */
export function holdSavedAnswers(queryClient: QueryClient): void {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnMount: false } });
}

/**
 * Once the start has had its second and the page is idle: screens mount as usual again, every saved
 * answer counts as old, the ones on show are asked again (offline, when the network returns), and
 * `alsoAsk` runs (the saved lists' sync).
 */
export function askAgainOnceSettled(queryClient: QueryClient, alsoAsk: () => void): void {
  const askAgain = () => {
    const defaults = queryClient.getDefaultOptions();
    const { refetchOnMount: _held, ...queries } = defaults.queries ?? {};
    queryClient.setDefaultOptions({ ...defaults, queries });
    void queryClient.invalidateQueries({ refetchType: navigator.onLine ? 'active' : 'none' });
    alsoAsk();
  };
  window.setTimeout(() => whenIdle(askAgain, { timeoutMs: ASK_AGAIN_AFTER_MS, withoutIdleMs: 0 }), ASK_AGAIN_AFTER_MS);
}
