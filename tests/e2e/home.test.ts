import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../../scripts/lib/browser';
import sharp from 'sharp';
import { fullPagePicture, readThrough } from '../../scripts/lib/site-tour';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const open = (path: string) => openPage(browser, baseUrl + path);

describe('the site served by npm start', () => {
  it('lists every course the API holds on the courses page, with no console errors', async () => {
    const api = (await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { title: string }[] };
    const { page, errors } = await open('/courses');
    const grid = page.locator('#courses-list');
    await grid.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await grid.getByRole('heading', { level: 3 }).allTextContents()).toEqual(api.data.map((c) => c.title));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('draws every home section in the full-page picture of npm run screenshots: none blank (issue 37)', async () => {
    const { page } = await open('/');
    // tsx names the functions it compiles through a `__name` helper, which the page does not have.
    await page.evaluate('globalThis.__name = (f) => f');
    await readThrough(page);
    // What a full-page picture shows where each slide-in sits: a blank (one colour) box is a section left invisible.
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('[data-reveal]')].map((el) => {
        const r = el.getBoundingClientRect();
        return {
          left: Math.round(r.left),
          top: Math.round(r.top + window.scrollY),
          width: Math.round(r.width),
          height: Math.round(r.height),
        };
      }),
    );
    expect(boxes.length).toBeGreaterThan(2);
    const picture = await fullPagePicture(page);
    const blank: number[] = [];
    for (const [i, box] of boxes.entries()) {
      const { channels } = await sharp(await sharp(picture).extract(box).png().toBuffer()).stats();
      if (channels.every((c) => c.stdev < 1)) blank.push(i);
    }
    expect(blank).toEqual([]);
    await page.close();
  });

  it('reads a screen’s code when a link to it is pointed at, before the click', async () => {
    // A fresh browser's first visit: no service worker in control, so nothing reads screens ahead in idle time.
    const { page } = await open('/');
    const fetched = (name: string) =>
      page.evaluate((n) => performance.getEntriesByType('resource').some((e) => e.name.includes(`/assets/${n}-`)), name);
    // The listener comes with the after-start chunk, a moment after the app starts.
    await expect.poll(() => fetched('after-start')).toBe(true);
    // Whatever the app reads by itself has been read once the network is quiet: the About screen is not.
    await page.waitForLoadState('networkidle');
    expect(await fetched('AboutPage')).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).first().hover();
    await expect.poll(() => fetched('AboutPage')).toBe(true);
    await page.close();
  });

  it('answers a deep link with the app shell and the right screen', async () => {
    const { page } = await open('/policies/terms-conditions');
    await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
    expect(await page.title()).toBe('Terms & Conditions | CodeSmart Academy');
    await page.close();
  });
});
