/**
 * axe-core on every screen, open dialog and the drawer: no serious or critical violation. (The pages
 * are opened with CSP bypassed only so that axe's own script can be injected.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenReady } from '../../scripts/lib/browser';
import { animationsEnded, readThrough, siteRoutes } from '../../scripts/lib/site-tour';

const baseUrl = inject('baseUrl');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = async <T>(path: string) => ((await (await fetch(baseUrl + '/api' + path)).json()) as { data: T }).data;

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            o: object,
          ): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
}

// The tests run at once, each in its own page: most of a visit is the browser waiting (for the network to go
// quiet, for frames as the page scrolls), which the other pages use.
describe.concurrent('accessibility (axe-core) in Chromium', () => {
  // Every route of SPEC §2, the same list the layout test and `npm run screenshots` go through.
  it.for([1280, 375])('every route has no serious or critical violation at %i px', { timeout: 300_000 }, async (width, { expect }) => {
    const paths = await siteRoutes(baseUrl);
    const found: Record<string, Violation[]> = {};
    const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
    for (const path of paths) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      await whenReady(page);
      await readThrough(page);
      const violations = await seriousViolations(page);
      if (violations.length) found[`${path} @${width}`] = violations;
    }
    await page.close();
    expect(found).toEqual({});
  });

  it('the login modal, the enrol path and the mobile drawer have none either', async () => {
    const found: Record<string, Violation[]> = {};
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await page.goto(baseUrl + '/login', { waitUntil: 'networkidle' });
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.getByLabel('Mobile Number').focus();
    await page.getByLabel('Mobile Number').blur();
    await animationsEnded(page);
    const login = await seriousViolations(page);
    if (login.length) found['login modal'] = login;
    await page.close();

    const mobile = await browser.newPage({ viewport: { width: 375, height: 740 }, bypassCSP: true });
    await mobile.goto(baseUrl + '/', { waitUntil: 'networkidle' });
    await whenReady(mobile);
    await mobile.getByRole('button', { name: 'Open menu' }).click();
    await mobile.getByRole('dialog', { name: 'Menu' }).waitFor();
    // The drawer's entrance, and a section behind it sliding in as the page starts, are let end first.
    await animationsEnded(mobile);
    const drawer = await seriousViolations(mobile);
    if (drawer.length) found['drawer'] = drawer;
    await mobile.close();
    expect(found).toEqual({});
  });

  it('login, contact and enrolment work with the keyboard alone', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    /** Presses Tab until the focused element matches; fails if it never does. */
    const tabTo = async (describe: string, matches: () => boolean) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(matches)) return;
      }
      throw new Error(`Tab never reached ${describe}`);
    };
    const mobileNo = `7${String(Date.now()).slice(-9)}`;
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
    await whenReady(page);
    await tabTo('the Login button', () => document.activeElement?.textContent === 'Login');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.keyboard.type(mobileNo); // the number field has focus on opening
    await page.keyboard.press('Enter');
    await page.getByText('OTP sent successfully').waitFor();
    const inbox = (await (await fetch(`${baseUrl}/api/dev/otp-inbox?mobileNo=${mobileNo}`)).json()) as { data: { code: string }[] };
    await page.keyboard.type(inbox.data.at(-1)!.code);
    await page.keyboard.press('Enter');
    await page.getByText('Login successful').waitFor();

    await page.goto(baseUrl + '/contact', { waitUntil: 'networkidle' });
    await whenReady(page);
    await tabTo('the Name field', () => (document.activeElement as HTMLInputElement | null)?.name === 'name');
    for (const value of ['Keyboard User', 'keys@example.com', '9876512345', 'I only use a keyboard and this form works.']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter'); // focus is on Send Message
    await page.locator('[data-sonner-toast]', { hasText: 'Message sent successfully!' }).waitFor();

    const courses = await api<{ _id: string; title: string }[]>('/courses/all');
    await page.goto(`${baseUrl}/courses/c/${courses[2]!._id}`, { waitUntil: 'networkidle' });
    await whenReady(page);
    await tabTo('Enroll Now', () => document.activeElement?.textContent === 'Enroll Now');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: `Enroll for ${courses[2]!.title}` }).waitFor();
    await tabTo('the First Name field', () => (document.activeElement as HTMLInputElement | null)?.name === 'firstName');
    // First, Middle, Last, Mobile (already filled from the login), Email, College.
    for (const value of ['Key', '', 'Board', null, 'key.board@example.com', 'COEP']) {
      if (value) await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter'); // focus is on Enroll
    await page.getByText('Enrolled successfully!').waitFor();
    // The dialog has closed and Enroll Now has given way to the student's place on the course: the keyboard's place
    // on the page is that, not the top of the document (a helper's finding).
    await page.getByTestId('my-enrolment').waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[data-testid="my-enrolment"]') !== null);
    await page.close();
  });
});
