/**
 * The pictures of docs/DESIGN-SYSTEM.md: one per component and state, cut from the real pages of a site
 * run as the visual regression tests run it (scripts/lib/visual.ts: fixed clock, reduced motion), so they
 * show what the site shows. `node --import tsx scripts/design-system-shots.ts` writes docs/design-system/*.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser } from './lib/browser';
import { capture, capturePage, startFixedSite, visualRoutes } from './lib/visual';

const OUT = fileURLToPath(new URL('../docs/design-system', import.meta.url));
mkdirSync(OUT, { recursive: true });

const shot = async (target: Locator, name: string) => {
  await target.screenshot({ path: join(OUT, `${name}.png`), animations: 'disabled', caret: 'hide' });
  console.log(`docs/design-system/${name}.png`);
};

/** A button in each state: as it is, under the pointer, focused from the keyboard, disabled. */
async function buttonStates(page: Page, button: Locator, name: string) {
  await shot(button, `button-${name}`);
  await button.hover();
  await shot(button, `button-${name}-hover`);
  await page.mouse.move(0, 0);
  await button.focus();
  await page.keyboard.press('Shift');
  await shot(button, `button-${name}-focus`);
  await button.evaluate((el) => el.setAttribute('aria-disabled', 'true'));
  await shot(button, `button-${name}-disabled`);
  await button.evaluate((el) => el.removeAttribute('aria-disabled'));
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The ghost variant has no public page of its own: the secondary button, given the ghost's class. */
async function ghostFrom(secondary: Locator): Promise<Locator> {
  await secondary.evaluate((el) => {
    const ghost = [...document.styleSheets]
      .flatMap((s) => [...s.cssRules])
      .map((r) => (r as CSSStyleRule).selectorText ?? '')
      .map((sel) => /^\.(_ghost_[\w-]+)$/.exec(sel)?.[1])
      .find(Boolean);
    const outline = [...el.classList].find((c) => c.startsWith('_outline_'));
    if (ghost && outline) el.classList.replace(outline, ghost);
  });
  return secondary;
}

const site = await startFixedSite();
const browser = await launchBrowser();
try {
  const routes = Object.fromEntries((await visualRoutes(site.baseUrl)).map((r) => [r.name, site.baseUrl + r.path]));
  const page = await capturePage(browser, 1280);
  await capture(page, routes.home!);
  await buttonStates(page, page.getByRole('link', { name: 'Explore Courses' }).first(), 'primary');
  await buttonStates(page, page.getByRole('link', { name: 'Join Now' }), 'secondary');
  await buttonStates(page, await ghostFrom(page.getByRole('link', { name: 'Show Experts' })), 'tertiary');
  await shot(page.locator('#courses-teaser article').first(), 'course-card');
  await shot(page.locator('#mentors article').first(), 'mentor-card');
  await shot(page.locator('#testimonials article').first(), 'testimonial-card');
  await capture(page, routes['book-event']!);
  await shot(page.locator('main article').first(), 'session-card-banner');
  await capture(page, routes['book-internship-session']!);
  await shot(page.locator('main article').first(), 'session-card-kind-picture');
  await capture(page, routes.course!);
  await shot(page.locator('section').first().locator('> div > div').nth(1), 'course-offer');
  const lectures = page.locator('details').first();
  await shot(lectures, 'disclosure-closed');
  await lectures.locator('summary').click();
  await shot(lectures, 'disclosure-open');
  await capture(page, routes.about!);
  await shot(page.locator('dl').first(), 'about-figures');
  await page.setViewportSize({ width: 1280, height: 900 });
  await capture(page, routes['event-default-banner']!);
  await shot(page.locator('main img').first(), 'event-banner-default');
} finally {
  await browser.close();
  await site.stop();
}
