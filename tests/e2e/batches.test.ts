/**
 * Issue 38 in Chromium: a student picks a batch on the course page and enrols while offline; the last seat
 * goes to someone else meanwhile; back online, the queued enrolment is delivered and the student is told they
 * are on the waitlist, and My learning shows their place in line. The batch is made and published through
 * the staff API by an admin the admin command made, as the academy would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchProfileContext, whenReady } from '../../scripts/lib/browser';
import { freshMobile, logIn, makeAdmin } from '../support/e2e-login';

const baseUrl = inject('baseUrl');
let profile: string;
let context: BrowserContext;

/** A real OTP login over HTTP (the dev inbox), answering the session cookie. */
async function apiLogin(mobileNo: string): Promise<{ cookie: string; studentId: string }> {
  const post = (path: string, body: unknown) =>
    fetch(baseUrl + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const sent = (await (await post('/api/otp/send', { mobileNo })).json()) as { data: { reference_id: string } };
  const inbox = (await (await fetch(`${baseUrl}/api/dev/otp-inbox?mobileNo=${mobileNo}`)).json()) as { data: { code: string }[] };
  const verified = await post('/api/otp/verify', { reference_id: sent.data.reference_id, otp: inbox.data.at(-1)!.code });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.startsWith('academy_session='))
    .join('; ');
  return { cookie, studentId: ((await verified.json()) as { data: { studentId: string } }).data.studentId };
}

const send = (cookie: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(baseUrl + path, {
    method,
    headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: baseUrl, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'academy-batches-'));
  context = await launchProfileContext(profile);
});
afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

describe('batches in the browser', () => {
  it('an enrolment made offline that arrives after the last seat went is waitlisted, and the student is told their place', async () => {
    const adminMobile = freshMobile('7');
    expect((await makeAdmin(adminMobile, inject('dataDir'))).code).toBe(0);
    const admin = await apiLogin(adminMobile);
    const course = ((await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { _id: string; title: string }[] }).data[4]!;
    const startsOn = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);
    const batch = {
      courseId: course._id,
      ...{ startsOn, endsOn: null, durationWeeks: 10, mode: 'online', weekPart: 'weekday', classDays: ['MO', 'WE', 'FR'] },
      ...{ startTime: '07:00', endTime: '08:30', language: 'English', location: null, seats: 1, fee: null, status: 'open' },
    };
    const created = await send(admin.cookie, 'POST', '/api/staff/content/batches', batch, { 'Idempotency-Key': randomUUID() });
    const batchId = ((await created.json()) as { data: { id: string } }).data.id;
    const etag = created.headers.get('ETag')!;
    expect(
      (await send(admin.cookie, 'PATCH', `/api/staff/content/batches/${batchId}`, { published: true }, { 'If-Match': etag })).status,
    ).toBe(200);

    const page = await context.newPage();
    await page.goto(`${baseUrl}/courses/c/${course._id}`);
    await whenReady(page);
    await logIn(page, baseUrl, freshMobile('8'));
    const card = page.getByRole('article', { name: /^Weekday batch · Starts / }).filter({ hasText: '8:30' });
    await expect.poll(() => card.getByText('1 seat left').count()).toBe(1);

    // The app is installed (its code kept by the service worker), as for anyone who browsed it before.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    // Whether the batch choice is there the moment the dialog opens: its code comes with the dialog's, not a round trip
    // after the dialog's first frame, above its button (decision 202).
    await page.evaluate(() => {
      const seen = window as unknown as { batchAtOpen?: boolean };
      new MutationObserver(() => {
        const open = document.querySelector('dialog[open]');
        if (open && seen.batchAtOpen === undefined) seen.batchAtOpen = open.querySelector('input[name="batch"]') !== null;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await card.getByRole('link', { name: /^Enroll in this batch/ }).click();
    const dialog = page.getByRole('dialog', { name: `Enroll for ${course.title}` });
    await expect.poll(() => dialog.getByRole('radio', { checked: true }).getAttribute('value')).toBe(batchId);
    expect(await page.evaluate(() => (window as unknown as { batchAtOpen?: boolean }).batchAtOpen)).toBe(true);
    await dialog.getByLabel('First Name').fill('Riya');
    await dialog.getByLabel('Last Name').fill('Kulkarni');
    await dialog.getByLabel('Email').fill('riya@example.com');
    await dialog.getByLabel('College Name').fill('COEP');
    await dialog.getByRole('button', { name: 'Enroll', exact: true }).click();
    await page.getByText("Saved — it will be sent when you're back online").waitFor();

    // Meanwhile someone else takes the last seat.
    const other = await apiLogin(freshMobile('8'));
    const taken = await send(
      other.cookie,
      'POST',
      '/api/enrollments/enroll',
      {
        studentId: other.studentId,
        ...{
          fullName: 'Kabir Shah',
          mobileNo: '9876543210',
          email: 'kabir@example.com',
          collegeName: 'COEP',
          course: course._id,
          batch: batchId,
        },
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(((await taken.json()) as { data: { seat: string } }).data.seat).toBe('confirmed');

    await context.setOffline(false);
    await page.getByText(/is full, so you are on its waitlist: number 1 in line\./).waitFor({ timeout: 30_000 });

    await page.goto(`${baseUrl}/my-learning`);
    const mine = page.getByRole('region', { name: 'My courses' });
    await mine.getByText('On the waitlist').waitFor({ timeout: 15_000 });
    expect(await mine.getByText('Number 1 in line').count()).toBe(1);
    await page.close();
  });
});
