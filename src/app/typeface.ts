/**
 * When the page shows the academy's typeface (decision 175): at once where the service worker serves it from
 * its cache; on a first visit once the app has started and the browser is idle, so that its 27 KB do not share
 * a slow line with the page's code. The fallback face takes the same room, so the swap moves nothing — on
 * average: a bold title a little wider may take one line more, so the face is read first and shown only while
 * no dialog is open (an open enrol dialog grew by a line and its fields jumped, at 375 px; decision 201). That
 * waiting is in ./typeface-when-idle.ts, run from after-start.ts: the first load does not carry it.
 */

/** The family of src/ui/typeface.css's @font-face. */
export const TYPEFACE_FAMILY = 'Plus Jakarta Sans';

export const showTypeface = () => {
  document.documentElement.dataset.typeface = '';
};

/** At the start: the worker keeps the font, so it costs nothing. */
export function showTypefaceIfKept(): void {
  if (navigator.serviceWorker?.controller) showTypeface();
}
