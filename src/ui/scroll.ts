import { HASH_SCROLL_DELAY_MS, HASH_SCROLL_OFFSET_PX } from '../content/limits';
import { prefersReducedMotion } from '../lib/client-values';

/** Scrolls to the element named by `hash` (with or without '#') below the sticky navbar, after SPEC's delay. */
export function scrollToHash(hash: string): void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return;
  window.setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
    window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, HASH_SCROLL_DELAY_MS);
}
