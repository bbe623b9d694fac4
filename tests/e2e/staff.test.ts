/**
 * Issue 20 in Chromium: the first admin is made with the admin command (through the running server),
 * signs in with the usual code, creates a workshop in the staff console and publishes it; a visitor
 * sees it in the workshops of /book and on its page, and offline after the warm-up; the admin edits
 * its title and the next first visit of the page shows the new title. Not yet asserted: the installed
 * visitor's next online load (see the end), and a banner (workshops have no banner field yet).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchProfileContext, whenReady } from '../../scripts/lib/browser';
import { freshMobile, logIn } from '../support/e2e-login';
import { runCommand } from '../support/server-process';

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

describe('the staff console in the browser', () => {
  it('an admin publishes a workshop a visitor then sees online and offline; a renamed title is on the next rendered page', async () => {
    const mobile = freshMobile('7');
    const added = await runCommand(['--import', 'tsx', 'scripts/admin.ts', 'staff', 'add', mobile, '--role', 'admin'], {
      DATA_DIR: inject('dataDir'),
      DATABASE_URL: '',
    });
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

    await visitor.setOffline(true);
    await seen.goto(detail);
    await seen.getByRole('heading', { level: 1, name: title }).waitFor();
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
    // Not yet: the visitor whose service worker and saved queries hold the page still saw the old title
    // five seconds after an online reload (its saved copy counts as fresh for a minute). To be fixed
    // with issue 20's "installed apps pick it up on their next online visit", then asserted here:
    // await seen.goto(detail); await seen.getByRole('heading', { level: 1, name: `${title}, renamed` }).waitFor();
  }, 90_000);
});
