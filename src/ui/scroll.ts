import { HASH_SCROLL_DELAY_MS, HASH_SCROLL_OFFSET_PX } from '../content/limits';
import { prefersReducedMotion } from '../lib/client-values';

/** How long an anchor may take to appear (a lazy screen and its data) and how long the page may still move under it. */
const APPEAR_WITHIN_MS = 10_000;
const SETTLE_MS = 2_000;
/** A person who scrolls, taps or types has taken over: the page stops steering. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let stopCurrent: (() => void) | null = null;

/**
 * Scrolls to the element named by `hash` (with or without '#') below the sticky navbar, after SPEC's delay
 * (issue 16): it waits for the element to exist (the screen's code and data may still be on their way),
 * and keeps it in place while pictures and sections above it finish their layout, until the page has
 * been still for a moment or the person scrolls. One scroll at a time: a newer one replaces it.
 */
export function scrollToHash(hash: string): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return;
  stopCurrent?.();
  let stopped = false;
  const timers: number[] = [];
  let observer: ResizeObserver | null = null;
  const stop = () => {
    stopped = true;
    timers.forEach((t) => window.clearTimeout(t));
    observer?.disconnect();
    TAKE_OVER.forEach((type) => window.removeEventListener(type, stop));
    if (stopCurrent === stop) stopCurrent = null;
  };
  stopCurrent = stop;
  TAKE_OVER.forEach((type) => window.addEventListener(type, stop, { passive: true }));
  const giveUpAt = Date.now() + APPEAR_WITHIN_MS;

  const find = () => {
    if (stopped) return;
    const target = document.getElementById(id);
    if (!target) {
      if (Date.now() < giveUpAt) timers.push(window.setTimeout(find, 100));
      else stop();
      return;
    }
    // Fixed on the screen (a student's enrol tap before the app ran targets the loading bar, decision 205) or not
    // drawn: it has no place on the page to go to, and "its top, less the navbar" would move the page at every step.
    const { position, display } = getComputedStyle(target);
    if (position === 'fixed' || display === 'none') return stop();
    scrollTo(target, prefersReducedMotion() ? 'auto' : 'smooth');
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    keepInPlace(target);
  };

  // Layout above the anchor that changes (a picture arriving, a list filling in) moves it: follow it
  // until nothing has changed for SETTLE_MS.
  const keepInPlace = (target: HTMLElement) => {
    let quietTimer = window.setTimeout(stop, SETTLE_MS);
    timers.push(quietTimer);
    if (typeof ResizeObserver === 'undefined') return;
    observer = new ResizeObserver(() => {
      if (stopped) return;
      scrollTo(target, 'auto');
      window.clearTimeout(quietTimer);
      quietTimer = window.setTimeout(stop, SETTLE_MS);
      timers.push(quietTimer);
    });
    observer.observe(document.body);
  };

  timers.push(window.setTimeout(find, HASH_SCROLL_DELAY_MS));
}

function scrollTo(target: HTMLElement, behavior: ScrollBehavior) {
  const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior });
}
