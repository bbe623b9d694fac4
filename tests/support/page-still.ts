/**
 * Waits until a page has stopped moving after an input: two frames (scroll and hover handlers, observers and
 * the renders they start have run, and any transition they set off has begun), then every finite animation
 * or transition still running on a rendered element has finished. Endless ones (a spinner) are not waited for.
 */
import type { Page } from 'playwright-core';

export async function whenStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = document.getAnimations().filter((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      // A part skipped by content-visibility: auto (scrolled far away) does not advance its transitions.
      const rendered = !target || target.checkVisibility({ contentVisibilityAuto: true });
      return rendered && a.effect?.getComputedTiming().iterations !== Infinity;
    });
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  });
}
