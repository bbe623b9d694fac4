/**
 * A logout pressed offline ends the server session once the connection returns, in both offline modes. And a signed-in
 * student's account area is theirs from the first paint, a visitor's again once they log out (decision 203).
 */
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

/**
 * A student signed in (through the login dialog, on another page), at `path` as the server sends it: the app's code is
 * held back until `release`, so what shows is the page alone. No service worker: it would serve the app shell and the
 * code past the held-back requests.
 */
async function signedInPageBeforeTheApp(path: string, enrolledIn?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const first = await context.newPage();
  await first.goto(baseUrl + '/about');
  await whenReady(first);
  const mobileNo = freshMobile('7');
  await logIn(first, baseUrl, mobileNo);
  await first.close();
  if (enrolledIn) {
    // My learning read once on this device and kept there (not enrolled then)...
    const earlier = await context.newPage();
    await earlier.goto(baseUrl + '/my-learning');
    await earlier.waitForFunction(() => /"learning"/.test(localStorage.getItem('codesmart-queries') ?? ''), undefined, { polling: 100 });
    await earlier.close();
    // ...then enrolled through the API, as from another device: what this one kept is out of date until My learning answers.
    const studentId = (await context.cookies(baseUrl)).find((c) => c.name === 'studentId')!.value;
    const enrolled = await context.request.post(`${baseUrl}/api/enrollments/enroll`, {
      headers: { Origin: baseUrl, 'Idempotency-Key': crypto.randomUUID() },
      data: { studentId, fullName: 'Asha Patil', mobileNo, email: 'asha@example.com', collegeName: 'COEP', course: enrolledIn },
    });
    expect(enrolled.ok()).toBe(true);
  }
  const page = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(baseUrl + path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 50 });
  const appRan = async () => (await page.evaluate(() => document.documentElement.dataset.appReady)) !== undefined;
  return { context, page, release, appRan };
}

describe("a signed-in student's page before the app runs", () => {
  it('shows My learning, not Login and Register, in the room the rest takes; once the app runs, Log out brings back Login and Register', async () => {
    const { context, page, release, appRan } = await signedInPageBeforeTheApp('/courses');
    const bar = page.getByRole('navigation', { name: 'Main' });
    expect(await bar.getByRole('link', { name: 'My learning' }).isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: 'Login' }).isVisible()).toBe(false);
    expect(await bar.getByRole('link', { name: 'Register' }).isVisible()).toBe(false);
    expect(await appRan(), 'the app ran: nothing was tested').toBe(false);
    const home = bar.getByRole('link', { name: 'Home' });
    const homeAtFirst = (await home.boundingBox())!.x;

    release();
    await whenReady(page);
    const logOut = bar.getByRole('button', { name: 'Log out' });
    await logOut.waitFor();
    // Who is logged in and Log out came into the room kept for them: the bar's links stayed (they moved 100 px). A few
    // pixels are the typeface's, which may come meanwhile.
    expect(Math.abs((await home.boundingBox())!.x - homeAtFirst)).toBeLessThan(10);
    await logOut.click();
    await bar.getByRole('link', { name: 'Login' }).waitFor();
    expect(await bar.getByRole('link', { name: 'Register' }).isVisible()).toBe(true);
    expect(await bar.getByRole('link', { name: 'My learning' }).isVisible()).toBe(false);
    await context.close();
  });

  it("keeps My learning where the rest of the student's part cannot come (decision 206)", async () => {
    const { context, page, release } = await signedInPageBeforeTheApp('/courses');
    await page.route(/\/StudentActions-[^/]*\.js$/, (route) => route.abort());
    release();
    await whenReady(page);
    const bar = page.getByRole('navigation', { name: 'Main' });
    // The app knows the student (the visitor's Login is gone from its render) and its rest never came.
    await expect.poll(() => page.evaluate(() => document.querySelector('.for-visitor') === null)).toBe(true);
    expect(await bar.getByRole('link', { name: 'My learning' }).isVisible()).toBe(true);
    expect(await bar.getByRole('button', { name: 'Log out' }).count()).toBe(0);
    await context.close();
  });

  it('Enroll Now tapped then stays on the page, shows that it loads, and the enrol dialog opens once the app runs (decisions 204, 205)', async () => {
    const course = ((await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { _id: string; title: string }[] }).data[0]!;
    const { context, page, release, appRan } = await signedInPageBeforeTheApp(`/courses/c/${course._id}`);
    const loading = page.getByRole('progressbar', { name: 'Loading…' });
    expect(await loading.count(), 'nothing loads before the tap').toBe(0);
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('main').getByRole('link', { name: 'Enroll Now' }).first().click();
    // Not sent to log in again: the page stays, its address keeps the tap.
    expect(new URL(page.url()).pathname).toBe(`/courses/c/${course._id}`);
    expect(new URL(page.url()).hash).toBe('#enrol');
    // In place of the page's entry in the history: once the app has taken it, one Back leaves the page (decision 212).
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // The tap is seen at once (decision 205), by the page alone, and going to its target moved nothing.
    // Not after the app's bar's 200 ms: before the app runs, the wait is seconds.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector(':target')!).visibility)).toBe('visible');
    await loading.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);
    expect(await appRan(), 'the app ran: nothing was tested').toBe(false);

    release();
    const dialog = page.getByRole('dialog', { name: `Enroll for ${course.title}` });
    await dialog.waitFor();
    // Taken from the address, so that a reload does not open it again; the dialog says the rest.
    expect(new URL(page.url()).hash).toBe('');
    expect(await loading.count()).toBe(0);
    // Closed, it gives the focus back to the link (going to its target had taken it to the page).
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Enroll Now');
    await context.close();
  });

  it("a student's course page draws its enrol dialog ahead, hidden: Enroll Now shows the form already there (decision 211)", async () => {
    const course = ((await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { _id: string; title: string }[] }).data[2]!;
    const { context, page, release } = await signedInPageBeforeTheApp(`/courses/c/${course._id}`);
    release();
    await whenReady(page);
    // Drawn once the page knows the student is not enrolled, out of sight and out of reach.
    const ahead = page.locator('dialog:not([open]) input[autocomplete="given-name"]');
    await ahead.waitFor({ state: 'attached' });
    expect(await page.getByRole('textbox', { name: 'First Name' }).count()).toBe(0);
    await ahead.evaluate((input) => (input.dataset.drawnAhead = 'yes'));
    await page.getByRole('main').getByRole('link', { name: 'Enroll Now' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Enroll for ${course.title}` });
    const first = dialog.getByRole('textbox', { name: 'First Name' });
    await first.waitFor();
    expect(await first.getAttribute('data-drawn-ahead'), 'the same field, shown, not drawn anew').toBe('yes');
    await expect.poll(() => first.evaluate((input) => input === document.activeElement)).toBe(true);
    // Closed, the next opening gets an empty form, drawn ahead again.
    await first.fill('Asha');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => ahead.evaluate((input: HTMLInputElement) => [input.value, input.dataset.drawnAhead ?? ''])).toEqual(['', '']);
    await context.close();
  });

  it('Enroll Now tapped by a student already enrolled (from another device) brings the note that says so, not the form (decision 209)', async () => {
    const course = ((await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { _id: string; title: string }[] }).data[1]!;
    const { context, page, release, appRan } = await signedInPageBeforeTheApp(`/courses/c/${course._id}`, course._id);
    await page.getByRole('main').getByRole('link', { name: 'Enroll Now' }).first().click();
    await page.getByRole('progressbar', { name: 'Loading…' }).waitFor();
    expect(await appRan(), 'the app ran: nothing was tested').toBe(false);

    release();
    const note = page.getByTestId('my-enrolment');
    await note.waitFor();
    // Taken there, and told: the focus is on it, for a screen reader to read.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('my-enrolment');
    expect(await note.textContent()).toMatch(/Enrolled/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('');
    await context.close();
  });
});
