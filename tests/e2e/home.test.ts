import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openPage(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(baseUrl + path);
  return { page, errors };
}

describe('the site served by npm start', () => {
  it('lists every course the API holds on the courses page, with no console errors', async () => {
    const api = (await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { title: string }[] };
    const { page, errors } = await openPage('/courses');
    const grid = page.locator('#courses-list');
    await grid.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await grid.getByRole('heading', { level: 3 }).allTextContents()).toEqual(api.data.map((c) => c.title));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers a deep link with the app shell and the right screen', async () => {
    const { page } = await openPage('/policies/terms-conditions');
    await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
    expect(await page.title()).toBe('Terms & Conditions | CodeSmart Academy');
    await page.close();
  });
});
