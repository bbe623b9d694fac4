import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, whenReady } from '../../scripts/lib/browser';
import { animationsEnded } from '../../scripts/lib/site-tour';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pathOf = (url: string) => new URL(url).pathname;

describe('browsing the catalogue in Chromium', () => {
  it('home → Explore Courses → a course → its trainer → back to the course', async () => {
    const { page, errors } = await openPage(browser, baseUrl + '/');
    await page.getByRole('link', { name: 'Explore Courses' }).first().click();
    await page.waitForURL((u) => pathOf(u.href) === '/courses');
    const start = page
      .locator('#courses-list')
      .getByRole('link', { name: /^Start Learning: / })
      .first();
    const courseTitle = (await start.getAttribute('aria-label'))!.replace('Start Learning: ', '');
    await start.click();
    await page.getByRole('heading', { level: 1, name: courseTitle }).waitFor();
    expect(pathOf(page.url())).toMatch(/^\/courses\/c\/[0-9a-f-]{36}$/);
    const coursePath = pathOf(page.url());

    const trainer = page.getByRole('group', { name: 'Trainer' }).getByRole('link');
    const trainerName = (await trainer.textContent())!;
    await trainer.click();
    await page.getByRole('heading', { level: 1, name: trainerName }).waitFor();
    expect(pathOf(page.url())).toMatch(/^\/mentors\/m\//);
    expect(await page.getByText('Currently mentoring 50+ students').isVisible()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: courseTitle }).waitFor();
    expect(pathOf(page.url())).toBe(coursePath);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the testimonials page shows 6, then 12, then the rest', async () => {
    const total = ((await (await fetch(`${baseUrl}/api/feedback`)).json()) as { data: unknown[] }).data.length;
    const { page, errors } = await openPage(browser, baseUrl + '/testimonials');
    const cards = page.getByTestId('testimonial-grid').locator('blockquote');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    const more = page.getByRole('button', { name: 'Load More Testimonials' });
    await more.click();
    expect(await cards.count()).toBe(12);
    while (await more.isVisible()) await more.click();
    expect(await cards.count()).toBe(total);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the sticky Enroll Now bar appears once the course hero is mostly scrolled away, before the rest of the site’s stylesheet has come', async () => {
    const courses = ((await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { _id: string; title: string }[] }).data;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The page's own rules are inline (decision 184); the rest of the sheet may come after the app runs, on a slow
    // line seconds after. Held here for the whole test: the bar must not need it.
    await page.route(/\/assets\/style-[^/]+\.css$/, () => undefined);
    await page.goto(`${baseUrl}/courses/c/${courses[0]!._id}`);
    await whenReady(page);
    await page.getByRole('heading', { level: 1, name: courses[0]!.title }).waitFor();
    const bar = page.getByTestId('enrol-bar');
    expect(await bar.getAttribute('aria-hidden')).toBe('true');
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => document.querySelector('[data-testid="enrol-bar"]')?.getAttribute('aria-hidden') === 'false');
    expect(await bar.getByText(courses[0]!.title).isVisible()).toBe(true);
    expect(await bar.getByText(/^₹[\d,]+$/).isVisible()).toBe(true);
    // The floating buttons rise above it, by the page's own rules too.
    await animationsEnded(page);
    const contactUs = (await page.locator('a[aria-label="Contact us"]').boundingBox())!;
    expect(contactUs.y + contactUs.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    await bar.getByRole('link', { name: 'Enroll Now' }).click();
    // A visitor is asked to log in first (the enrol dialog follows the login: see forms.test.ts).
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('[data-testid="enrol-bar"]')?.getAttribute('aria-hidden') === 'true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 375 px, one scroll to the very bottom of a course page ends with the footer whole above the sticky bar, before the rest of the stylesheet has come', async () => {
    const courses = ((await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { _id: string }[] }).data;
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    await page.route(/\/assets\/style-[^/]+\.css$/, () => undefined);
    await page.goto(`${baseUrl}/courses/c/${courses[0]!._id}`);
    await whenReady(page);
    // One go, as a fling ends: the bar shows as the page gets there. The room for it was made with the bar once, and
    // the page grew under the thumb: its last line stayed under the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => document.querySelector('[data-testid="enrol-bar"]')?.getAttribute('aria-hidden') === 'false');
    await animationsEnded(page);
    const { lastLine, bar } = await page.evaluate(() => ({
      lastLine: document.querySelector('[data-testid="footer-bottom"]')!.getBoundingClientRect().bottom,
      bar: document.querySelector('[data-testid="enrol-bar"]')!.getBoundingClientRect().top,
    }));
    expect(lastLine).toBeLessThanOrEqual(bar);
    await page.close();
  });

  it('at 375 px, hash links land on their anchor below the navbar: in-app, on a first visit, and back and forward', async () => {
    const courses = ((await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { _id: string; title: string }[] }).data;
    const { page, errors } = await openPage(browser, baseUrl + '/', { width: 375, height: 740 });
    /** Where the anchor's top sits once the page has stopped moving: SPEC's 70 px below the top, give or take. */
    const landed = async (id: string) => {
      await page.evaluate(() => {
        const w = window as unknown as { lastTop?: number; stillSince?: number };
        delete w.lastTop;
        delete w.stillSince;
      });
      await page.waitForFunction(
        (anchor) => {
          const el = document.getElementById(anchor);
          if (!el) return false;
          const w = window as unknown as { lastTop?: number; stillSince?: number };
          const top = Math.round(el.getBoundingClientRect().top);
          if (w.lastTop !== top) [w.lastTop, w.stillSince] = [top, performance.now()];
          return performance.now() - (w.stillSince ?? 0) > 500;
        },
        id,
        { timeout: 15_000, polling: 100 },
      );
      return page.evaluate((anchor) => Math.round(document.getElementById(anchor)!.getBoundingClientRect().top), id);
    };
    const near70 = (top: number) => Math.abs(top - 70) <= 12;

    // In-app, from the home page's course teaser: the anchor is on a lazy screen whose data comes later.
    const teaser = courses[0]!;
    await page.locator(`a[href="/courses#course-${teaser._id}"]`).first().click();
    expect(near70(await landed(`course-${teaser._id}`)), 'in-app to a course card').toBe(true);

    // Back home, then forward again: the anchor is found again.
    await page.goBack();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goForward();
    expect(near70(await landed(`course-${teaser._id}`)), 'forward to a course card').toBe(true);

    // A first visit, server-rendered, straight to the last course's card.
    const last = courses.at(-1)!;
    await page.goto(`${baseUrl}/courses#course-${last._id}`);
    // Until the app is live only the browser's own jump has happened (CSS scroll-padding); the app then corrects for what moved.
    await whenReady(page);
    expect(near70(await landed(`course-${last._id}`)), 'first visit to a course card').toBe(true);

    // The hero's "Explore Courses" from home.
    await page.goto(baseUrl + '/');
    await whenReady(page);
    await page.getByRole('link', { name: 'Explore Courses' }).first().click();
    expect(near70(await landed('courses-list')), 'in-app to the list').toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 375 px the drawer locks page scroll, and Escape or a link closes it', async () => {
    const { page, errors } = await openPage(browser, baseUrl + '/', { width: 375, height: 740 });
    const scrollable = () => page.evaluate(() => getComputedStyle(document.body).overflow !== 'hidden');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await scrollable()).toBe(false);
    await wheelAndSettle(page, 'refused');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await scrollable()).toBe(true);
    // The same wait sees a scroll when nothing locks it, so the check above is not vacuous.
    await wheelAndSettle(page, 'scrolls');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'About' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'About CodeSmart Academy' }).waitFor();
    expect(await scrollable()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/**
 * Turns the wheel and waits until the page has handled it: for a page that scrolls, until its `scrollend`;
 * for one that must not, until two frames after the wheel event (the compositor starts a wheel scroll in
 * the frame that handles the event).
 */
async function wheelAndSettle(page: Page, expect: 'scrolls' | 'refused') {
  const settled = page.evaluate(
    (expect) =>
      new Promise<void>((resolve) => {
        if (expect === 'scrolls') window.addEventListener('scrollend', () => resolve(), { once: true });
        else window.addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true });
      }),
    expect,
  );
  await page.mouse.wheel(0, 800);
  await settled;
}
