import type { Page } from 'playwright-core';

/**
 * Scrolls through the page as a reader does, a screenful at a time, and after each step (once the Back to top
 * button and the enrol bar have followed the scroll) asks the browser which element is at the centre of every
 * visible button and link on screen: the control itself (or something inside it) counts as pressable there. A
 * control never pressable at any step is tried once more scrolled into the middle of the screen (a row that
 * scrolls sideways). What is left is covered wherever the page is scrolled: by a floating button, the enrol bar,
 * the navbar or anything else. Issue 36: "the floating buttons never cover a control".
 */
export function unclickable(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // A frame, or a tenth of a second where the page draws none (scripts/lib/site-tour.ts): never a wait that hangs.
    const frame = () => new Promise<void>((resolve) => (requestAnimationFrame(() => resolve()), setTimeout(resolve, 100)));
    const frames = async (n: number) => {
      for (let i = 0; i < n; i++) await frame();
    };
    // Asked again at every step: the enrol bar's button and Back to top only show once the page is scrolled.
    const visibleControls = () =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, summary')].filter(
        (el) =>
          !el.closest('[inert], [aria-hidden="true"], .visually-hidden, .skip-link, dialog:not([open])') &&
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          getComputedStyle(el).pointerEvents !== 'none',
      );
    // A link that wraps onto two lines is two boxes (its bounding box's centre may fall between them): each
    // line's own centre is a place to press it. None: no part of it on screen.
    const hitsAt = (el: HTMLElement) =>
      [...el.getClientRects()]
        .filter((r) => r.width >= 2 && r.height >= 2)
        .map((r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 }))
        .filter(({ x, y }) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight)
        .map(({ x, y }) => document.elementFromPoint(x, y));
    const pressableNow = (el: HTMLElement, hits: (Element | null)[]) => hits.some((hit) => hit && (hit === el || el.contains(hit)));
    const seen = new Map<HTMLElement, Element | null>();
    const pressable = new Set<HTMLElement>();
    const end = document.scrollingElement!.scrollHeight;
    for (let y = 0; ; y += Math.round(innerHeight * 0.75)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frames(3);
      for (const el of visibleControls()) {
        const hits = hitsAt(el);
        if (hits.length === 0) continue;
        if (pressableNow(el, hits)) pressable.add(el);
        else if (!seen.has(el)) seen.set(el, hits[0] ?? null);
      }
      if (y >= end - innerHeight) break;
    }
    const name = (e: Element | null) =>
      e
        ? `${e.tagName.toLowerCase()}${e.getAttribute('aria-label') ? `[${e.getAttribute('aria-label')}]` : ''} "${(e.textContent ?? '').trim().slice(0, 30)}"`
        : 'nothing';
    const found: string[] = [];
    for (const [el, over] of seen) {
      if (pressable.has(el)) continue;
      // One more try in the middle of the screen (a row that scrolls sideways); a fixed part stays where it is.
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      await frames(3);
      const hits = hitsAt(el);
      if (!el.isConnected || pressableNow(el, hits)) continue;
      found.push(`${name(el)} under ${name(hits[0] ?? over)}`);
    }
    return found;
  });
}
