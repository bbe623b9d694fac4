/**
 * Issue 20 in Chromium: the first admin is made with the admin command (through the running server),
 * signs in with the usual code, creates a workshop with a banner in the staff console and publishes it; a visitor
 * sees it in the workshops of /book and on its page, and offline after the warm-up; the admin edits
 * its title and both the next first visit of the page and the visitor's installed app show the new title.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchProfileContext, whenReady } from '../../scripts/lib/browser';
import { freshMobile, logIn, makeAdmin } from '../support/e2e-login';

const baseUrl = inject('baseUrl');
const profiles: string[] = [];
let admin: BrowserContext;
let visitor: BrowserContext;

beforeAll(async () => {
  for (const name of ['admin', 'visitor']) profiles.push(mkdtempSync(join(tmpdir(), `academy-staff-${name}-`)));
  admin = await launchProfileContext(profiles[0]!);
  visitor = await launchProfileContext(profiles[1]!);
});
afterAll(async () => {
  await Promise.all([admin?.close(), visitor?.close()]);
  for (const p of profiles) rmSync(p, { recursive: true, force: true });
});

/** The uploaded banner itself (not the stand-in picture) is on the workshop's page, loaded. */
async function expectBannerShown(page: Page) {
  const banner = page.getByTestId('workshop-banner');
  await banner.waitFor();
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
    .toMatch(/\/uploads\/workshops\/banners\/[0-9a-f]+\.webp$/);
}

describe('the staff console in the browser', () => {
  it('an admin publishes a workshop a visitor then sees online and offline; a renamed title is on the next rendered page', async () => {
    const mobile = freshMobile('7');
    const added = await makeAdmin(mobile, inject('dataDir'));
    expect(added.code, added.stderr).toBe(0);

    const page = await admin.newPage();
    await page.goto(baseUrl + '/');
    await whenReady(page);
    await logIn(page, baseUrl, mobile);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff console' }).first().click();
    await page.getByRole('button', { name: 'New workshop' }).click();
    const title = `Browser workshop ${mobile}`;
    const form = page.getByRole('form', { name: 'New workshop' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Description').fill('Ship a PWA in a day.');
    await form.getByLabel('Starts').fill('2030-05-01T10:00');
    await form.getByLabel('Ends').fill('2030-05-01T17:00');
    await form.getByLabel('Duration').fill('7 hours');
    await form.getByLabel('Location').fill('Pune');
    await form.getByLabel('Contact e-mail').fill('workshops@example.com');
    await form.getByLabel('Contact phone').fill('9876543210');
    // The banner: uploaded from inside the form (checked and resized by the server), then saved with it.
    const banner = form.getByRole('group', { name: /^Banner/ });
    const png = await sharp({ create: { width: 1600, height: 500, channels: 3, background: '#2b59c3' } })
      .png()
      .toBuffer();
    await banner.getByLabel('File').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
    await banner.getByLabel('Alt text').fill('Students building a PWA together');
    await banner.getByRole('button', { name: 'Upload' }).click();
    await banner.getByRole('img', { name: 'Current banner' }).waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Draft').waitFor();
    await row.getByRole('button', { name: 'Publish' }).click();
    await row.getByText('Published').waitFor();

    const seen = await visitor.newPage();
    await seen.goto(baseUrl + '/');
    await seen.evaluate(() => navigator.serviceWorker.ready);
    await seen.waitForFunction(() => localStorage.getItem('codesmart-warm-up') !== null, undefined, { timeout: 60_000 });
    // /book lists the kinds of session; the workshops' own listing is one of them.
    await seen.goto(baseUrl + '/book/workshop');
    await seen
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await seen.getByRole('heading', { level: 1, name: title }).waitFor();
    const detail = seen.url();
    await expectBannerShown(seen);

    await visitor.setOffline(true);
    await seen.goto(detail);
    await seen.getByRole('heading', { level: 1, name: title }).waitFor();
    await expectBannerShown(seen);
    await visitor.setOffline(false);

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: `Edit “${title}”` });
    await edit.getByLabel('Title', { exact: true }).fill(`${title}, renamed`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: `${title}, renamed` })
      .waitFor();

    // The next first visit (the server's rendered page) has the new title at once.
    const rendered = await (await fetch(detail)).text();
    expect(rendered).toContain(`${title}, renamed`);
    // The visitor's installed app (service worker and saved answers) shows it on its next online load.
    await seen.goto(detail);
    await seen.getByRole('heading', { level: 1, name: `${title}, renamed` }).waitFor();
    // Nothing of the console is on the visitor's device: not precached, not read ahead, not its answers.
    const visitorKeeps = await seen.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
      return urls.filter((url) => /\/assets\/staff\/|\/api\/staff\//.test(url));
    });
    expect(visitorKeeps).toEqual([]);

    // Staff who opened the console get its own words offline, from the code their worker kept.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Staff console' }).waitFor();
    await whenReady(page);
    await admin.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'The staff console needs a connection' }).waitFor();
    // Back online, the console comes back by itself, without a reload or a "Try again".
    await admin.setOffline(false);
    await page.getByRole('button', { name: 'New workshop' }).waitFor();
    expect(await page.getByRole('heading', { name: 'The staff console needs a connection' }).count()).toBe(0);
  }, 90_000);
});
