/**
 * Once the site's whole stylesheet applies (decision 197). A page the server rendered inlines only its own rules;
 * the start script links the rest as the app starts, after the page's code (src/start.ts), so that on a slow line
 * the app runs sooner. What the server's HTML did not have — a dialog, a toast, another screen, a signed-in
 * student's menu — waits for it, so it never shows unstyled. At once where the page has the whole sheet inline
 * (the app shell) and where there is no document (the server's render); on the sheet's failure too, as before,
 * and after a stall (src/start.ts): what it would have styled shows plain rather than not at all.
 */
import type { DialogName } from '../contract/app-shell';

let applied: Promise<unknown> | undefined;

export const siteStylesApplied = () =>
  (applied ??= new Promise((resolve) => {
    // The start script's link (SITE_SHEET_ATTRIBUTE of src/contract/app-start.ts, which the app does not import), in
    // place before the app runs; its mark says whether it has settled: loaded, failed, or on its way too long.
    const link = typeof document == 'undefined' ? null : document.querySelector<HTMLLinkElement>('link[data-site-sheet]');
    // Its handlers are ours: the start script listens with addEventListener.
    if (link && !link.dataset.siteSheet) link.onload = link.onerror = resolve;
    else resolve(0);
  }));

/**
 * Once a part's rules apply (decision 198): at once for a part with no rules of its own (`none`), and for a dialog
 * where the page the server sent carries its rules beside its own (INLINE_DIALOGS_ATTRIBUTE of
 * src/contract/app-start.ts); anything else's with the whole sheet.
 */
export type PartRules = DialogName | 'none';

export const partStylesApplied = (rules?: PartRules) =>
  rules && (rules == 'none' || document.querySelector(`style[data-dialogs~=${rules}]`)) ? 0 : siteStylesApplied();
