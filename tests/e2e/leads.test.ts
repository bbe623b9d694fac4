/**
 * Leads in real Chromium (issue 39), on the site as `npm start` serves it: a visitor requests a call back from
 * a campaign link and the lead shows its source; an admin works the board by keyboard at 375 px and 1280 px
 * (the page never scrolls sideways; on a phone the board scrolls in its own region), opens a lead, sees the
 * overdue one stand out, finds `tel:` and `wa.me` links with the template filled in, and the funnel drawn by
 * the chart library from the staff's own chunks. With SHOTS_DIR set, each width is photographed there.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenReady } from '../../scripts/lib/browser';
import { freshMobile, logIn, makeAdmin } from '../support/e2e-login';

const baseUrl = inject('baseUrl');
const SHOTS_DIR = process.env.SHOTS_DIR;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const visitorNumber = `6${freshMobile('7').slice(1)}`;
const lateNumber = `6${freshMobile('8').slice(1)}`;

async function staffApi<T>(path: string, init: { method?: string; data?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const res = await page.request.fetch(`${baseUrl}/api/staff${path}`, {
    method: init.method ?? 'GET',
    data: init.data,
    headers: init.headers,
  });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const mobile = freshMobile('7');
  const added = await makeAdmin(mobile, inject('dataDir'));
  expect(added.code, added.stderr).toBe(0);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  // A visitor from a campaign asks for a call back on /contact.
  await page.goto(`${baseUrl}/?utm_source=instagram&utm_campaign=diwali`);
  await whenReady(page);
  await page.goto(`${baseUrl}/contact`);
  await whenReady(page);
  const form = page.getByRole('form', { name: 'Request a call back' });
  if (SHOTS_DIR) {
    await form.getByLabel('Mobile Number').focus();
    await form.getByLabel('Who should we ask for?').focus(); // left empty: its message shows
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await form.screenshot({ path: join(SHOTS_DIR, `callback-form-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await form.getByLabel('Who should we ask for?').fill('Kavya Menon');
  await form.getByLabel('Mobile Number').fill(visitorNumber);
  await form.getByLabel('Preferred time').selectOption('evening');
  await form.getByRole('button', { name: 'Request a call back' }).click();
  // The toast says it, and the form keeps saying it once the toast has gone.
  await page.locator('[data-sonner-toast]', { hasText: 'Thanks! We will call you back in working hours (Mon–Sat, 9AM–6PM).' }).waitFor();
  await form.locator('[data-send-done]', { hasText: 'Thanks! We will call you back in working hours (Mon–Sat, 9AM–6PM).' }).waitFor();
  await logIn(page, baseUrl, mobile);
  // A second lead whose follow-up has passed: overdue.
  const made = await page.request.post(`${baseUrl}/api/callback-requests`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { name: 'Late Lead', mobileNo: lateNumber, preferredTime: 'any' },
  });
  expect(made.status()).toBe(201);
  const [late] = (await staffApi<{ items: { id: string; version: number }[] }>(`/leads?q=${lateNumber}`)).items;
  await staffApi(`/leads/${late!.id}`, {
    method: 'PATCH',
    data: { nextFollowUpAt: '2026-01-05T04:30:00.000Z' },
    headers: { 'If-Match': `"${late!.version}"` },
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function openBoard(width: number) {
  await page.setViewportSize({ width, height: 900 });
  // A page load of its own (a hash-only change would keep whatever the console showed); #leads is where the digest opens.
  await page.goto(`${baseUrl}/about`);
  await page.goto(`${baseUrl}/staff#leads`);
  await whenReady(page);
  const board = page.getByRole('region', { name: 'Board' });
  await board.waitFor();
  return board;
}

const pageOverflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.each([375, 1280])('the board at %i px', (width) => {
  it('fits the page, works by keyboard, and makes the overdue lead stand out', async () => {
    const board = await openBoard(width);
    await page.getByLabel('Search names, numbers, e-mails').fill('');
    const card = board.getByRole('button', { name: /Kavya Menon/ });
    await card.waitFor();
    expect(await card.textContent()).toContain('From instagram');
    const late = board.getByRole('button', { name: /Late Lead/ });
    expect(await late.textContent()).toContain('Overdue');
    // The red edge is the card's own (an inset shadow), beside the pill.
    expect(await late.evaluate((b) => getComputedStyle(b.parentElement!).boxShadow)).toContain('inset');
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    const sideways = await board.evaluate((b) => b.scrollWidth > b.clientWidth);
    expect(sideways, 'the six columns scroll in their own region on a phone').toBe(width < 600);
    if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, `leads-board-${width}.png`), fullPage: true });
    // Keyboard: focus the card, Enter opens the lead with focus on its name; Back returns to the card.
    await card.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Kavya Menon' });
    await heading.waitFor();
    expect(await heading.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await page.getByRole('link', { name: `Call ${visitorNumber}` }).getAttribute('href')).toBe(`tel:+91${visitorNumber}`);
    const whatsappLink = page.getByRole('link', { name: 'WhatsApp' });
    await whatsappLink.waitFor();
    const whatsapp = (await whatsappLink.getAttribute('href')) ?? '';
    expect(whatsapp.startsWith(`https://wa.me/91${visitorNumber}?text=`)).toBe(true);
    expect(decodeURIComponent(whatsapp.split('text=')[1]!)).toMatch(/^Hi Kavya, this is \d{10} from CodeSmart Academy/);
    expect(await page.getByText('Page', { exact: true }).locator('..').textContent()).toContain('/contact');
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, `leads-lead-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Back to the leads' }).click();
    await page.waitForFunction(() => document.activeElement?.id.startsWith('lead-card-'));
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Kavya Menon');
  });
});

describe('the funnel', () => {
  it('is drawn by the chart library, loaded from the staff’s own chunks', async () => {
    await openBoard(1280);
    const scripts: string[] = [];
    page.on('response', (r) => r.url().endsWith('.js') && scripts.push(new URL(r.url()).pathname));
    await page.getByRole('button', { name: 'Funnel' }).click();
    const figure = page.locator('figure').filter({ has: page.locator('canvas') });
    await figure.waitFor();
    const size = await figure
      .locator('canvas')
      .first()
      .evaluate((c: HTMLCanvasElement) => ({ w: c.width, h: c.height }));
    expect(size.w).toBeGreaterThan(300);
    expect(size.h).toBeGreaterThan(100);
    expect(scripts.some((p) => p.startsWith('/assets/staff/LeadFunnel-'))).toBe(true);
    const week = page.getByRole('table', { name: 'Week of' });
    expect(Number(await week.locator('tbody tr').last().locator('td').first().textContent())).toBeGreaterThanOrEqual(2);
    if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, 'leads-funnel-1280.png'), fullPage: true });
  });
});

describe('texts and webhooks', () => {
  it('lets the admin add a webhook, whose secret is shown once, and refuses an address inside a network', async () => {
    await openBoard(375);
    await page.getByRole('button', { name: 'Texts and webhooks' }).click();
    const add = page.getByRole('form', { name: 'Add webhook' });
    await add.getByLabel('Address (https://…)').fill('https://10.0.0.5/hook');
    await add.getByRole('button', { name: 'Add webhook' }).click();
    await add.getByText('Give the name of the service, not an IP address').waitFor();
    await add.getByLabel('Address (https://…)').fill('https://hooks.example.com/sheet');
    await add.getByRole('button', { name: 'Add webhook' }).click();
    await add.getByRole('status').waitFor();
    expect(await add.getByRole('status').locator('code').textContent()).toMatch(/^whsec_/);
    await page.getByText('https://hooks.example.com/sheet').waitFor();
    expect(await pageOverflow()).toBeLessThanOrEqual(0);
    if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, 'leads-settings-375.png'), fullPage: true });
  });
});
