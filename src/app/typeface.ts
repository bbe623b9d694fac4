/**
 * When the page shows the academy's typeface (decision 175): at once where the service worker serves it from
 * its cache; on a first visit once the app has started and the browser is idle, so that its 27 KB do not share
 * a slow line with the page's code. The fallback face takes the same room, so the swap moves nothing — on
 * average: a bold title a little wider may take one line more, so the face is read first and shown only while
 * no dialog is open (an open enrol dialog grew by a line and its fields jumped, at 375 px; decision 201).
 */
import { whenIdle } from '../lib/idle';
import { useDialogs } from '../ui/dialogs-store';
import { siteStylesApplied } from '../ui/site-styles';

/** The family of src/ui/typeface.css's @font-face. */
const FAMILY = 'Plus Jakarta Sans';

const show = () => {
  document.documentElement.dataset.typeface = '';
};

/** At the start: the worker keeps the font, so it costs nothing. */
export function showTypefaceIfKept(): void {
  if (navigator.serviceWorker?.controller) show();
}

const noDialogOpen = () => {
  const { loginOpen, enrolTarget } = useDialogs.getState();
  return !loginOpen && !enrolTarget;
};

/** Shown once its file has arrived (the whole stylesheet names it) and no dialog is open. */
async function showOnceReadAndNoDialog(): Promise<void> {
  await siteStylesApplied();
  // A failed read shows it all the same: the browser then swaps whenever the file comes, as before.
  await document.fonts?.load(`700 1em "${FAMILY}"`).catch(() => undefined);
  if (noDialogOpen()) return show();
  const stop = useDialogs.subscribe(() => {
    if (!noDialogOpen()) return;
    stop();
    show();
  });
}

/** Once the app has started. */
export const showTypefaceWhenIdle = (): void => whenIdle(() => void showOnceReadAndNoDialog(), { timeoutMs: 3_000, withoutIdleMs: 500 });
