/**
 * The academy's typeface on a first visit (decision 175): once the app has started and the browser is idle, its file
 * read first, and shown only while no dialog is open (decision 201) and no scroll is under way. Run from
 * after-start.ts, so the first load does not carry this: the face comes after the page's code and the rest of the
 * stylesheet anyway.
 */
import { whenIdle } from '../lib/idle';
import { whenScrollRests } from '../lib/scroll-rest';
import { useDialogs } from '../ui/dialogs-store';
import { siteStylesApplied } from '../ui/site-styles';
import { showTypeface, TYPEFACE_FAMILY } from './typeface';

const noDialogOpen = () => {
  const { loginOpen, enrolTarget } = useDialogs.getState();
  return !loginOpen && !enrolTarget;
};

/** Shown once its file has arrived (the whole stylesheet names it), no scroll is under way, and no dialog is open. */
async function showOnceReadAndNoDialog(): Promise<void> {
  await siteStylesApplied();
  // A failed read shows it all the same: the browser then swaps whenever the file comes, as before.
  await document.fonts?.load(`700 1em "${TYPEFACE_FAMILY}"`).catch(() => undefined);
  // Its lines a little longer than the fallback's, a smooth scroll (End) under way would stop short of its end.
  await whenScrollRests();
  if (noDialogOpen()) return showTypeface();
  const stop = useDialogs.subscribe(() => {
    if (!noDialogOpen()) return;
    stop();
    showTypeface();
  });
}

/** Once the app has started. */
export const showTypefaceWhenIdle = (): void => whenIdle(() => void showOnceReadAndNoDialog(), { timeoutMs: 3_000, withoutIdleMs: 500 });
