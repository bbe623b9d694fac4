/** A logout pressed offline ends the server session once the connection returns, in both offline modes. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshMobile, logIn } from '../support/e2e-login';
import { OFFLINE_MODES } from '../support/offline-modes';
import { launchBrowser, whenReady } from '../../scripts/lib/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Asks the server about a session cookie directly, outside the browser. */
const sessionStatus = async (cookie: string) =>
  (await fetch(`${baseUrl}/api/auth/me`, { headers: { Cookie: `academy_session=${cookie}` } })).status;

describe('logout made offline', () => {
  for (const mode of OFFLINE_MODES) {
    it(`${mode.name}: the person is logged out at once, the server session ends when the connection returns`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(baseUrl + '/about');
      await whenReady(page);
      const mobileNo = freshMobile('7');
      await logIn(page, baseUrl, mobileNo);
      const session = (await context.cookies(baseUrl)).find((c) => c.name === 'academy_session')!.value;
      expect(await sessionStatus(session)).toBe(200);

      await mode.offline(context, page, true);
      // The "Login successful" toast sits over the navbar's Log out at first; a pointer over it would pause it for good.
      await page.getByText('Login successful').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Log out' }).first().click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('codesmart-pending-logout'))).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // Still valid on the server while offline: nothing could reach it.
      expect(await sessionStatus(session)).toBe(200);

      await mode.offline(context, page, false);
      await expect.poll(() => sessionStatus(session), { timeout: 5_000 }).toBe(401);
      // The answer reaches the page a moment after the server acted on it.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('codesmart-pending-logout')), { timeout: 5_000 }).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
