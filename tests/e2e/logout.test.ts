/** A logout pressed offline ends the server session once the connection returns, in both offline modes. */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenReady } from '../../scripts/lib/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let seq = 0;
const freshMobile = () =>
  `7${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 10_000).padStart(4, '0')}${String(++seq).padStart(2, '0')}`;

async function logIn(page: Page, mobileNo: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Mobile Number').fill(mobileNo);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByText('OTP sent successfully').waitFor();
  const inbox = (await (await fetch(`${baseUrl}/api/dev/otp-inbox?mobileNo=${mobileNo}`)).json()) as { data: { code: string }[] };
  await dialog.getByLabel('OTP').fill(inbox.data.at(-1)!.code);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByText('Login successful').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** Asks the server about a session cookie directly, outside the browser. */
const sessionStatus = async (cookie: string) =>
  (await fetch(`${baseUrl}/api/auth/me`, { headers: { Cookie: `academy_session=${cookie}` } })).status;

async function until(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

const devtools = new WeakMap<Page, CDPSession>();
type Mode = { name: string; offline: (context: BrowserContext, page: Page, on: boolean) => Promise<void> };
const modes: Mode[] = [
  {
    // What a tester does with DevTools' "Offline" switch: the page is offline, its service worker is not.
    name: 'page only (DevTools switch)',
    async offline(context, page, on) {
      // One session, as DevTools has: conditions set in one CDP session are not lifted by another.
      let cdp = devtools.get(page);
      if (!cdp) {
        cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        devtools.set(page, cdp);
      }
      await cdp.send('Network.emulateNetworkConditions', { offline: on, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    },
  },
  { name: 'whole browser', offline: (context, _page, on) => context.setOffline(on) },
];

describe('logout made offline', () => {
  for (const mode of modes) {
    it(`${mode.name}: the person is logged out at once, the server session ends when the connection returns`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(baseUrl + '/about');
      await whenReady(page);
      const mobileNo = freshMobile();
      await logIn(page, mobileNo);
      const session = (await context.cookies(baseUrl)).find((c) => c.name === 'academy_session')!.value;
      expect(await sessionStatus(session)).toBe(200);

      await mode.offline(context, page, true);
      await page.getByRole('button', { name: 'Log out' }).first().click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('codesmart-pending-logout'))).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // Still valid on the server while offline: nothing could reach it.
      expect(await sessionStatus(session)).toBe(200);

      await mode.offline(context, page, false);
      expect(await until(async () => (await sessionStatus(session)) === 401, 5_000)).toBe(true);
      // The answer reaches the page a moment after the server acted on it.
      expect(await until(async () => (await page.evaluate(() => localStorage.getItem('codesmart-pending-logout'))) === null, 5_000)).toBe(
        true,
      );
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
