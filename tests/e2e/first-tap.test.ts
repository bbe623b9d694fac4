/**
 * Issue 35: no tap is lost. On the phone profile (375 px, touch, 400 ms round trips, 400 kbit/s, CPU 4×, no
 * service worker) each page's primary control is tapped once, the moment it is painted, long before the app
 * runs, and its result must follow: the menu opens (a popover), Enroll Now reaches the login page, a card
 * and a link navigate, an empty contact form comes back with SPEC's messages, and the login page sends a code
 * and asks for it (decisions 124, 126). The app must not have run when the tap was made (or the test would
 * not test this): its code is held back until the tap is made, so a slow machine cannot let it run first and
 * turn the test into one of the app.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshMobile } from '../support/e2e-login';
import { launchBrowser, whenReady } from '../../scripts/lib/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LINE = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };

/** Releases the app's code held back by `paintedOnAPhone`, once the tap has been made. */
const releases = new WeakMap<Page, () => void>();

/**
 * A cold phone on a slow line, at `path`, as soon as its first contentful paint is reported; the app's
 * script files wait until `tapNow` has tapped (later pages load theirs freely).
 */
async function paintedOnAPhone(path: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const released = new Promise<void>((resolve) => releases.set(page, resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(baseUrl + path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 50 });
  return page;
}

const appRan = (page: Page) => page.evaluate(() => document.documentElement.dataset.appReady === 'true');

/** Taps the centre of the first visible element matching `selector` (with `text`), as a finger would. */
async function tapNow(page: Page, selector: string, text?: string): Promise<void> {
  const box = await page.evaluate(
    ({ selector, text }) => {
      const el = [...document.querySelectorAll(selector)].find(
        (e) => (!text || e.textContent?.trim() === text) && e.getBoundingClientRect().width > 0,
      );
      if (!el) return null;
      el.scrollIntoView({ block: 'nearest' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    { selector, text },
  );
  if (!box) throw new Error(`nothing to tap: ${selector} ${text ?? ''}`);
  expect(await appRan(page), 'the app ran before the tap: nothing was tested').toBe(false);
  await page.touchscreen.tap(box.x, box.y);
  releases.get(page)?.();
}

describe('the first tap, before the app runs (phone profile)', () => {
  it('/: the menu button opens the menu', async () => {
    const page = await paintedOnAPhone('/');
    await tapNow(page, 'button[aria-controls="mobile-drawer"]');
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).waitFor();
    await page.context().close();
  });

  it('a course: Enroll Now reaches the login page, back to the course after', async () => {
    const courses = ((await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { _id: string }[] }).data;
    const page = await paintedOnAPhone(`/courses/c/${courses[0]!._id}`);
    await tapNow(page, 'main a', 'Enroll Now');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === `/courses/c/${courses[0]!._id}`);
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Send OTP' }).waitFor();
    await page.context().close();
  });

  it('/book: a category card opens its listing', async () => {
    const page = await paintedOnAPhone('/book');
    await tapNow(page, 'main a[href="/book/event"]');
    await page.waitForURL('**/book/event');
    await page.context().close();
  });

  it('/contact: Send Message with nothing typed comes back with each field’s message', async () => {
    const page = await paintedOnAPhone('/contact');
    await tapNow(page, 'main button[type="submit"]', 'Send Message');
    await page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' }).waitFor();
    for (const name of ['Name is required', 'Email is required', 'Phone is required', 'Message is required'])
      expect(await page.getByText(name, { exact: true }).count(), name).toBe(1);
    await page.context().close();
  });

  it('/login: the number and Send OTP get a code sent and the page asks for it', async () => {
    const page = await paintedOnAPhone('/login');
    const mobileNo = freshMobile('8');
    await page.evaluate((m) => {
      const input = document.querySelector<HTMLInputElement>('dialog input[name="mobileNo"]');
      if (input) input.value = m;
    }, mobileNo);
    await tapNow(page, 'dialog button[type="submit"]', 'Send OTP');
    // The answer, whichever it is, so a refusal fails with its reason.
    const answer = page.getByRole('dialog', { name: 'Login' }).locator('[role="status"], [role="alert"]').first();
    await answer.waitFor();
    expect(await answer.textContent()).toBe('OTP sent successfully');
    expect(await page.locator('dialog input[name="otp"]').count()).toBe(1);
    await page.context().close();
  });
});

describe('the first tap once the app runs', () => {
  it('Login tapped before its dialog’s code has come shows the loading bar until the dialog opens', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    // The dialog's code held on its way (a slow line), until the test has seen the bar.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/LoginModal-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(baseUrl + '/');
    await whenReady(page);
    const bar = page.getByRole('progressbar', { name: 'Loading…' });
    expect(await bar.count()).toBe(0);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    // Shown after 200 ms (no flicker for a short wait), and still there for as long as the code is held.
    await bar.waitFor({ state: 'visible' });
    expect(await page.getByRole('dialog', { name: 'Login' }).count()).toBe(0);
    release();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await bar.waitFor({ state: 'detached' });
    await context.close();
  });
});
