/**
 * Two staff on one course in real Chromium (issue 36, items 14 and 15; decision 113), two browser contexts
 * on the one server of this run. Each changes a field of their own and both change the title: the second
 * save meets the conflict panel, which merged the fields one of them changed (key features, whose keys the
 * database stores in another order, are no change), asks only about the title, and saves the merge on the
 * version now saved; a third save in between is caught and merged again. The record ends with both
 * people's changes, and nothing was retyped. The panel is measured at 375 px (stacked) and 1280 px (side
 * by side); with SHOTS_DIR set, it is also photographed there.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenReady } from '../../scripts/lib/browser';
import { freshMobile, logIn, makeAdmin } from '../support/e2e-login';

const baseUrl = inject('baseUrl');
const SHOTS_DIR = process.env.SHOTS_DIR;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

/** A member of staff signed in, in a browser context of their own, at the staff console. */
async function staffMember(width: number): Promise<Page> {
  const mobile = freshMobile('7');
  const added = await makeAdmin(mobile, inject('dataDir'));
  expect(added.code, added.stderr).toBe(0);
  // Logged in at 1280 px, where the navbar shows Login; then at the width this person works at.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(baseUrl + '/');
  await whenReady(page);
  await logIn(page, baseUrl, mobile);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(baseUrl + '/staff');
  await whenReady(page);
  return page;
}

type Json = Record<string, unknown>;

/** A course of this test's own, made from a seeded one, with key features of several keys. */
async function makeCourse(page: Page, title: string): Promise<string> {
  const list = (await (await page.request.get(`${baseUrl}/api/staff/content/courses`)).json()) as { data: Json[] };
  const seeded = (await (await page.request.get(`${baseUrl}/api/staff/content/courses/${String(list.data[0]!.id)}`)).json()) as {
    data: Json;
  };
  const { id: _id, version: _v, published: _p, createdAt: _c, updatedAt: _u, ...fields } = seeded.data;
  const keyFeatures = [{ title: 'Projects', description: 'Three real apps.', subPoints: ['A shop', 'A chat'] }];
  const made = await page.request.post(`${baseUrl}/api/staff/content/courses`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { ...fields, title, duration: '12 weeks', keyFeatures },
  });
  expect(made.status(), await made.text()).toBe(201);
  return String(((await made.json()) as { data: Json }).data.id);
}

async function openCourse(page: Page, title: string): Promise<Locator> {
  await page.getByLabel('Kind of content').selectOption('courses');
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: `Edit “${title}”` });
  await form.getByLabel('Duration', { exact: true }).waitFor();
  return form;
}

async function saveAndReturn(page: Page, form: Locator, title: string) {
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('listitem').filter({ hasText: title }).waitFor();
}

/** How the panel sits in the window: nothing wider than the screen, and where the two values of a field are. */
async function panelLayout(page: Page, group: Locator) {
  const sides = await group.locator('input[type="radio"]').evaluateAll((radios) =>
    radios.map((r) => {
      const box = r.closest('div')!.getBoundingClientRect();
      return { left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: box.width };
    }),
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return { sides, overflow };
}

async function photograph(page: Page, panel: Locator, name: string) {
  if (!SHOTS_DIR) return;
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
  await panel.screenshot({ path: join(SHOTS_DIR, `${name}-panel.png`) });
}

describe('two staff on one record', () => {
  it('the second save merges both people’s changes, asks only about the field both changed, and a third save is caught again', async () => {
    const [first, second] = [await staffMember(1280), await staffMember(375)];
    const title = `Merge course ${freshMobile('7')}`;
    const id = await makeCourse(first, title);
    const [mine, theirs] = [await openCourse(second, title), await openCourse(first, title)];

    // The first saves a new title and duration.
    await theirs.getByLabel('Title', { exact: true }).fill(`${title} (first)`);
    await theirs.getByLabel('Duration', { exact: true }).fill('14 weeks');
    await saveAndReturn(first, theirs, `${title} (first)`);

    // The second, on the version they opened, a new title and overview.
    await mine.getByLabel('Title', { exact: true }).fill(`${title} (second)`);
    await mine.getByLabel('Overview').fill('Ten weeks, two projects.');
    await mine.getByRole('button', { name: 'Save' }).click();
    const panel = second.getByRole('region', { name: 'Changed by someone else' });
    await panel.waitFor();
    await expect.poll(() => panel.evaluate((el) => el === document.activeElement)).toBe(true);
    const merged = panel.getByRole('listitem');
    expect(await merged.allTextContents()).toEqual(['Overview: your change, kept', 'Duration: their change, taken']);
    // Only the title is asked about: key features stored with their keys in another order are no change.
    const groups = panel.getByRole('radiogroup');
    expect(await groups.evaluateAll((gs) => gs.map((g) => g.querySelector('legend')!.textContent))).toEqual([
      'Title: changed by both of you',
    ]);
    const titleGroup = panel.getByRole('radiogroup', { name: 'Title: changed by both of you' });

    // On a phone the two values are stacked, each the panel's width; nothing runs off the screen.
    const phone = await panelLayout(second, titleGroup);
    expect(phone.overflow).toBeLessThanOrEqual(0);
    expect(phone.sides[1]!.top).toBeGreaterThanOrEqual(phone.sides[0]!.bottom);
    expect(Math.min(...phone.sides.map((s) => s.width))).toBeGreaterThan(250);
    await photograph(second, panel, 'conflict-375');
    // On a wide screen they sit side by side.
    await second.setViewportSize({ width: 1280, height: 900 });
    await expect
      .poll(async () => {
        const [left, right] = (await panelLayout(second, titleGroup)).sides;
        return right!.left >= left!.right && Math.round(right!.top) === Math.round(left!.top);
      })
      .toBe(true);
    const wide = await panelLayout(second, titleGroup);
    expect(wide.overflow).toBeLessThanOrEqual(0);
    expect(Math.min(...wide.sides.map((s) => s.width))).toBeGreaterThan(300);
    await photograph(second, panel, 'conflict-1280');

    // By keyboard: arrows move the choice within the field's group; the second keeps their own title.
    const keepMine = titleGroup.getByRole('radio', { name: 'Keep mine' });
    await keepMine.focus();
    await second.keyboard.press('ArrowRight');
    expect(await titleGroup.getByRole('radio', { name: 'Take theirs' }).isChecked()).toBe(true);
    await second.keyboard.press('ArrowLeft');
    expect(await keepMine.isChecked()).toBe(true);

    // Meanwhile the first changes the duration again: the merged save is refused and merged once more.
    const again = await openCourse(first, `${title} (first)`);
    await again.getByLabel('Duration', { exact: true }).fill('9 weeks');
    await saveAndReturn(first, again, `${title} (first)`);
    await panel.getByRole('button', { name: 'Save the merged record' }).click();
    await expect
      .poll(() => panel.getByRole('listitem').allTextContents())
      .toEqual(['Title: your change, kept', 'Overview: your change, kept', 'Duration: their change, taken']);
    expect(await panel.getByRole('radiogroup').count()).toBe(0);
    await panel.getByRole('button', { name: 'Save the merged record' }).click();
    await second
      .getByRole('listitem')
      .filter({ hasText: `${title} (second)` })
      .waitFor();

    const saved = (await (await second.request.get(`${baseUrl}/api/staff/content/courses/${id}`)).json()) as { data: Json };
    expect(saved.data).toMatchObject({
      title: `${title} (second)`,
      overview: 'Ten weeks, two projects.',
      duration: '9 weeks',
      keyFeatures: [{ title: 'Projects', description: 'Three real apps.', subPoints: ['A shop', 'A chat'] }],
      version: 4,
    });
  }, 120_000);
});
