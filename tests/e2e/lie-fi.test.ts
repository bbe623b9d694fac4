/**
 * Lie-fi in Chromium (issue 33): the device stays "online" while the academy cannot be reached (here its
 * server is stopped, by its pid). A form sent then says so truthfully, and once the server is started
 * again on the same port and data folder it arrives exactly once within 15 s, with the tab left alone:
 * with the service worker (Background Sync fires at once and must not end the matter) and without it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, whenReady } from '../../scripts/lib/browser';
import { startSite, type SiteProcess } from '../../scripts/lib/site-process';
import { adminRows } from '../support/admin-rows';

const UNREACHABLE = "We can't reach the academy right now — your message is saved and will be sent automatically";
/** The target: delivered this soon after the server is back, the tab untouched. */
const DELIVERED_WITHIN_MS = 15_000;

let site: SiteProcess;
let browser: Browser;
beforeAll(async () => {
  // Its own server: this file stops it, which the other files' shared one must never see.
  site = await startSite({ RATE_LIMIT_POSTS_PER_MINUTE: '100000' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const delivered = async (marker: string) => (await adminRows(site.baseUrl, site.dataDir, 'contacts')).filter((r) => r.message === marker);

async function sendContact(page: Page, marker: string) {
  await page.getByLabel('Name').fill('Lie-fi Student');
  await page.getByLabel('Email').fill('liefi@example.com');
  await page.getByLabel('Phone').fill('9876501240');
  await page.getByRole('textbox', { name: 'Message' }).fill(marker);
  await page.getByRole('button', { name: 'Send Message' }).click();
}

describe('lie-fi in Chromium: online, but the academy cannot be reached', () => {
  for (const serviceWorkers of ['allow', 'block'] as const) {
    it(`service worker ${serviceWorkers === 'allow' ? 'active (Background Sync)' : 'blocked'}: a form sent while the server is down arrives exactly once within 15 s of its return, tab untouched`, async () => {
      const context = await browser.newContext({ serviceWorkers });
      const page = await context.newPage();
      await page.goto(site.baseUrl + '/contact');
      await whenReady(page);
      if (serviceWorkers === 'allow') {
        await page.evaluate(() => navigator.serviceWorker.ready);
        await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
      }
      // Without a worker nothing is precached: the form must be live (its controls enabled) before the outage.
      await page.locator('form fieldset:not([disabled])').getByRole('button', { name: 'Send Message' }).waitFor();

      await site.halt();
      const marker = `Lie-fi ${serviceWorkers} ${Date.now()}: please call me about the weekend batch.`;
      // The outage is noticed by the probe, not only by the form's own try.
      const probeFailed = page.waitForEvent('requestfailed', {
        predicate: (r) => new URL(r.url()).pathname === '/healthz',
        timeout: 20_000,
      });
      probeFailed.catch(() => {}); // awaited below; a failure before then must not go unhandled
      await sendContact(page, marker);
      await page.getByText(UNREACHABLE).first().waitFor();
      await page.locator('.offline-banner', { hasText: UNREACHABLE }).waitFor();
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      expect(await page.getByText("when you're back online").count()).toBe(0);
      await probeFailed;

      await site.restart();
      const back = Date.now();
      await expect.poll(() => delivered(marker), { timeout: DELIVERED_WITHIN_MS, interval: 250 }).toHaveLength(1);
      console.log(`[lie-fi] service worker ${serviceWorkers}: delivered ${Date.now() - back} ms after the server was back`);
      // The page knows it too, and no second copy follows (the worker's sync and the page share the outbox).
      await page.locator('.offline-banner').waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Send us a message' }).waitFor();
      // Without a worker the toasts' own code could not arrive during the outage: they come back with `online` (lazy-part.tsx).
      if (serviceWorkers === 'allow') await page.getByText('Contact message sent: it has reached us.').waitFor();
      expect(await delivered(marker)).toHaveLength(1);
      await context.close();
    });
  }
});
