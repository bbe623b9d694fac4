import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenReady } from '../../scripts/lib/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Each category, the detail route its cards open, and a text every detail page of that kind shows. */
const KINDS = [
  { category: 'Events', path: /^\/book\/event\/[0-9a-f-]{36}$/, shows: 'Event Details' },
  { category: 'Webinars', path: /^\/webinar\/[0-9a-f-]{36}$/, shows: 'Your Presenter' },
  { category: 'Workshops', path: /^\/book\/workshop\/[0-9a-f-]{36}$/, shows: 'Prerequisites' },
  { category: 'Internship Sessions', path: /^\/internship-session\/[0-9a-f-]{36}$/, shows: 'Money-Back Guarantee' },
];

describe('the SkillUp Center in Chromium', () => {
  it('/book → each category → its first session → the detail page with the demo content', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(baseUrl + '/');
    await whenReady(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SkillUp Center' }).click();
    await page.getByRole('heading', { level: 1, name: 'Book A Session' }).waitFor();

    for (const kind of KINDS) {
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${kind.category}`) })
        .click();
      await page.getByRole('heading', { level: 1, name: /Listings$/ }).waitFor();
      const view = page.getByRole('link', { name: /^View Details: / }).first();
      const title = (await view.getAttribute('aria-label'))!.replace('View Details: ', '');
      await view.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(kind.path);
      expect(await page.getByText(kind.shows, { exact: true }).first().isVisible()).toBe(true);
      await page.goBack();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Book A Session' }).waitFor();
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the copy button of an event resource puts the link on the clipboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const page = await context.newPage();
    const events = ((await (await fetch(`${baseUrl}/api/event`)).json()) as { data: { _id: string; title: string }[] }).data;
    const hackathon = events.find((e) => e.title === 'Campus Hackathon 2.0')!;
    await page.goto(`${baseUrl}/book/event/${hackathon._id}`);
    await whenReady(page);
    const copy = page.getByRole('button', { name: /^Copy link: / }).first();
    const url = (await copy.getAttribute('aria-label'))!.replace('Copy link: ', '');
    await copy.click();
    await page.getByText('Link copied to the clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await context.close();
  });
});
