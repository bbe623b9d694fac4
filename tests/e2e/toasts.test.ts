/**
 * Toasts over dialogs (issue 36, decision 104): a modal <dialog> is in the browser's top layer, so a toast
 * outside it sat under the blurred backdrop. Measured as a person meets it, in real Chromium at 375 px and
 * 1280 px: during the OTP login the toast is the topmost thing at its own centre (elementFromPoint), and it
 * never sits on the navbar's brand or menu button.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenReady } from '../../scripts/lib/browser';
import { freshMobile } from '../support/e2e-login';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Whether the element drawn at the centre of `box` is `box` itself or inside it: what is on top there. */
const onTopAtItsCentre = (box: Locator) =>
  box.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && el.contains(top);
  });

/** The navbar's brand and (on a phone) menu button that something else is drawn over, at their centres. */
function navbarCovered(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('header')!;
    const controls = [bar.querySelector('a[href="/"]'), bar.querySelector('button[aria-label="Open menu"]')];
    return controls
      .filter((el): el is Element => el !== null && el.getBoundingClientRect().width > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return el.contains(top) ? '' : `${el.outerHTML.slice(0, 60)} under ${top?.outerHTML.slice(0, 80)}`;
      })
      .filter(Boolean);
  });
}

async function openLogin(page: Page, width: number) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (width < 600) await page.getByRole('button', { name: 'Open menu' }).click();
  const scope = width < 600 ? page.getByRole('dialog') : nav;
  await scope.getByRole('link', { name: 'Login' }).click();
  return page.getByRole('dialog', { name: 'Login' });
}

describe('toasts above dialogs and clear of the navbar', () => {
  for (const width of [375, 1280]) {
    it(`the login's toasts are on top of the modal and its backdrop, below the navbar (${width} px)`, async () => {
      const page = await browser.newPage({ viewport: { width, height: width < 600 ? 740 : 900 } });
      await page.goto(baseUrl + '/');
      await whenReady(page);
      const dialog = await openLogin(page, width);
      const mobileNo = freshMobile('8');
      await dialog.getByLabel('Mobile Number').fill(mobileNo);
      await dialog.getByRole('button', { name: 'Send OTP' }).click();

      const sent = page.locator('[data-sonner-toast]', { hasText: 'OTP sent successfully' });
      await sent.waitFor();
      expect(await dialog.isVisible()).toBe(true);
      await expect.poll(() => onTopAtItsCentre(sent)).toBe(true);
      const navBottom = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);
      await expect.poll(async () => (await sent.boundingBox())!.y).toBeGreaterThanOrEqual(navBottom);

      const inbox = (await (await fetch(`${baseUrl}/api/dev/otp-inbox?mobileNo=${mobileNo}`)).json()) as { data: { code: string }[] };
      await dialog.getByLabel('OTP').fill(inbox.data.at(-1)!.code);
      await dialog.getByRole('button', { name: 'Verify OTP' }).click();
      const welcome = page.locator('[data-sonner-toast]', { hasText: 'Login successful' });
      await welcome.waitFor();
      await dialog.waitFor({ state: 'hidden' });
      // The dialog has closed: the toasts stay, on top of the page, and the navbar stays usable.
      await expect.poll(() => onTopAtItsCentre(welcome)).toBe(true);
      // Polled: a toast slides in from above, over the navbar for the moment of its entrance.
      await expect.poll(() => navbarCovered(page)).toEqual([]);
      await page.close();
    });
  }

  it('a toast while the phone menu is open is on top of the menu (375 px)', async () => {
    // A contact message saved while the academy was out of reach; a new tab's outbox then delivers it, and says so.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 375, height: 740 } });
    const first = await context.newPage();
    await first.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await first.goto(baseUrl + '/contact');
    await whenReady(first);
    await first.getByLabel('Name').fill('Menu Toast Student');
    await first.getByLabel('Email').fill('menu.toast@example.com');
    await first.getByLabel('Phone').fill('9876501243');
    await first.getByRole('textbox', { name: 'Message' }).fill('Please call me about the weekend batch.');
    await first.locator('form fieldset:not([disabled])').getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => first.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    await first.close();

    const page = await context.newPage();
    await page.goto(baseUrl + '/about');
    await whenReady(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).waitFor();
    const sent = page.locator('[data-sonner-toast]', { hasText: 'it has reached us' });
    await sent.waitFor({ timeout: 20_000 });
    await expect.poll(() => onTopAtItsCentre(sent)).toBe(true);
    await context.close();
  });
});
