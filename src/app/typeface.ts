/**
 * When the page shows the academy's typeface (decision 175): at once where the service worker serves it from
 * its cache; on a first visit once the app has started and the browser is idle, so that its 27 KB do not share
 * a slow line with the page's code. The fallback face takes the same room, so the swap moves nothing.
 */
import { whenIdle } from '../lib/idle';

const show = () => {
  document.documentElement.dataset.typeface = '';
};

/** At the start: the worker keeps the font, so it costs nothing. */
export function showTypefaceIfKept(): void {
  if (navigator.serviceWorker?.controller) show();
}

/** Once the app has started. */
export const showTypefaceWhenIdle = (): void => whenIdle(show, { timeoutMs: 3_000, withoutIdleMs: 500 });
