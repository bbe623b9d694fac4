import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../../scripts/lib/browser';

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

    const trainer = page.getByRole('complementary', { name: 'Trainer' }).getByRole('link');
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

  it('the sticky Enroll Now bar appears once the course hero is mostly scrolled away', async () => {
    const courses = ((await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { _id: string; title: string }[] }).data;
    const { page, errors } = await openPage(browser, `${baseUrl}/courses/c/${courses[0]!._id}`);
    await page.getByRole('heading', { level: 1, name: courses[0]!.title }).waitFor();
    const bar = page.getByTestId('enrol-bar');
    expect(await bar.getAttribute('aria-hidden')).toBe('true');
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => document.querySelector('[data-testid="enrol-bar"]')?.getAttribute('aria-hidden') === 'false');
    expect(await bar.getByText(courses[0]!.title).isVisible()).toBe(true);
    expect(await bar.getByText(/^₹[\d,]+$/).isVisible()).toBe(true);
    await bar.getByRole('button', { name: 'Enroll Now' }).click();
    // A visitor is asked to log in first (the enrol dialog follows the login: see forms.test.ts).
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('[data-testid="enrol-bar"]')?.getAttribute('aria-hidden') === 'true');
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
