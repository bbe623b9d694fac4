import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the site served by npm start', () => {
  it('shows the course titles the API holds, with no console errors', async () => {
    const api = (await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { title: string }[] };
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(baseUrl);
    const list = page.getByTestId('course-titles');
    await list.waitFor();
    const shown = await list.locator('strong').allTextContents();
    expect(shown).toEqual(api.data.map((c) => c.title));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers a deep link with the app shell', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${baseUrl}/courses/c/some-course`);
    expect(res?.status()).toBe(200);
    await page.getByTestId('course-titles').waitFor();
    await page.close();
  });
});
