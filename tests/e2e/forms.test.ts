import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminRows as adminRowsOf } from '../../scripts/lib/admin-rows';
import { answerLoginDialog, freshMobile, logIn } from '../support/e2e-login';
import { launchBrowser, whenReady } from '../../scripts/lib/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const adminRows = (kind: string) => adminRowsOf(baseUrl, dataDir, kind);

async function newPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

describe('forms in Chromium against npm start', () => {
  it('logs in with the code from the dev inbox, leaving the studentId and mobileNo cookies for 7 days', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(baseUrl + '/');
    await whenReady(page);
    const mobileNo = freshMobile('8');
    await logIn(page, baseUrl, mobileNo);
    const cookies = await context.cookies(baseUrl);
    const byName = Object.fromEntries(cookies.map((c) => [c.name, c]));
    expect(byName.mobileNo?.value).toBe(mobileNo);
    expect(byName.studentId?.value).toMatch(/^[0-9a-f-]{36}$/);
    const days = (byName.studentId!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(byName.studentId!.path).toBe('/');
    await page.getByText(`Logged in as ${mobileNo}`).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor who presses Enroll Now logs in, comes back to the course, and is enrolled', async () => {
    const courses = ((await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { _id: string; title: string }[] }).data;
    const course = courses[1]!;
    const { context, page, errors } = await newPage();
    await page.goto(`${baseUrl}/courses/c/${course._id}`);
    await whenReady(page);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    const mobileNo = freshMobile('8');
    await page.getByRole('link', { name: 'Enroll Now' }).first().click();
    await answerLoginDialog(page, baseUrl, mobileNo);

    const enrol = page.getByRole('dialog', { name: `Enroll for ${course.title}` });
    await enrol.waitFor();
    expect(await enrol.getByLabel('Mobile', { exact: true }).inputValue()).toBe(mobileNo);
    await enrol.getByLabel('First Name').fill('Riya');
    await enrol.getByLabel('Last Name').fill('Kulkarni');
    await enrol.getByLabel('Email').fill(`riya.${mobileNo}@example.com`);
    await enrol.getByLabel('College Name').fill('COEP Technological University');
    await enrol.getByRole('button', { name: 'Enroll' }).click();
    await page.getByText('Enrolled successfully!').waitFor();
    await enrol.waitFor({ state: 'hidden' });
    const rows = (await adminRows('enrolments')).filter((r) => r.mobileNo === mobileNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: 'Riya Kulkarni', selectedProgram: course.title });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a contact message sent offline survives a reload while offline and reaches the server exactly once', async () => {
    const { context, page } = await newPage();
    await page.goto(baseUrl + '/contact');
    // The service worker must control the page before the network goes, as after any first visit.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await whenReady(page);
    await page.getByRole('heading', { name: 'Send us a message' }).waitFor();
    const marker = `Offline message ${Date.now()}: please call me about the MERN batch.`;
    await context.setOffline(true);
    await page.getByLabel('Name').fill('Offline Student');
    await page.getByLabel('Email').fill('offline@example.com');
    await page.getByLabel('Phone').fill('9876501234');
    await page.getByRole('textbox', { name: 'Message' }).fill(marker);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText("Saved — it will be sent when you're back online").waitFor();
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    await page.getByTestId('pending-count').first().waitFor();

    await page.reload();
    await whenReady(page);
    await page.getByRole('heading', { name: 'Send us a message' }).waitFor();
    expect(await page.getByTestId('pending-count').first().textContent()).toBe('1');
    expect((await adminRows('contacts')).filter((r) => r.message === marker)).toHaveLength(0);

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByText('Contact message sent: it has reached us.').waitFor();
    await page.getByTestId('pending-count').first().waitFor({ state: 'detached' });
    // Another reload and replay must not send it again.
    await page.reload();
    await whenReady(page);
    await page.getByRole('heading', { name: 'Send us a message' }).waitFor();
    await page.locator('html[data-outbox-checked]').waitFor({ state: 'attached' });
    expect((await adminRows('contacts')).filter((r) => r.message === marker)).toHaveLength(1);
    await context.close();
  });

  it("registration shows SPEC's message for each kind of invalid input", async () => {
    const { context, page } = await newPage();
    await page.goto(baseUrl + '/auth/register');
    await whenReady(page);
    await page.getByRole('heading', { level: 1, name: 'Candidate Registration' }).waitFor();
    const register = page.getByRole('button', { name: 'Register', exact: true });
    await page.getByLabel('Program').selectOption('');
    await register.click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Mobile number is required',
      'Email is required',
      'Date of birth is required',
      'College name is required',
      'Program selection is required',
    ])
      await page.getByText(message, { exact: true }).waitFor();
    await page.getByLabel('First Name').fill('A');
    await page.getByLabel('Last Name').fill('B');
    await page.getByLabel('Mobile Number').fill('5123456789');
    await page.getByLabel('Email').fill('not-an-email');
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date of Birth').fill(future);
    await register.click();
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Enter a valid 10-digit mobile number',
      'Invalid email address',
      'Date of birth cannot be in the future',
    ])
      await page.getByText(message, { exact: true }).waitFor();
    // Editing a field clears its error.
    await page.getByLabel('First Name').fill('Asha');
    expect(await page.getByText('First name must be at least 2 characters').count()).toBe(0);
    await context.close();
  });
  it("a Send whose sending code and toasts' code cannot come (a first visit cut off early) says so in the form, and keeps what was typed", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    // The outbox's code (the sending code is in it), the toaster's and sonner's never arrive: the academy went away
    // after the page's own code came.
    await page.route(/\/assets\/(outbox|Toasts|dist)-[\w-]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto(baseUrl + '/contact');
    await whenReady(page);
    await page.getByLabel('Name').fill('Early Student');
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Phone').fill('9876501299');
    await page.getByRole('textbox', { name: 'Message' }).fill('Cut off early');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'Failed to send message' });
    await problem.waitFor();
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Cut off early');
    await context.close();
  });
});
