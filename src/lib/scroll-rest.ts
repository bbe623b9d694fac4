/**
 * Resolves once the page is not being scrolled: `quietMs` with no scroll event, or the browser's own
 * `scrollend`. A reflow during a smooth scroll is not followed by it: the scroll keeps the end it set out for,
 * so End stopped 40 px short of the footer when the typeface came mid-way (at 375 px).
 */
export const SCROLL_QUIET_MS = 150;

export function whenScrollRests(win: Window = window, quietMs = SCROLL_QUIET_MS): Promise<void> {
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const done = () => {
      win.clearTimeout(timer);
      win.removeEventListener('scroll', moved, options);
      win.removeEventListener('scrollend', done, options);
      resolve();
    };
    const moved = () => {
      win.clearTimeout(timer);
      timer = win.setTimeout(done, quietMs);
    };
    let timer = win.setTimeout(done, quietMs);
    win.addEventListener('scroll', moved, options);
    win.addEventListener('scrollend', done, options);
  });
}
