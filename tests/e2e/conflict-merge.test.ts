/**
 * Two staff on one course in real Chromium (issue 36, items 14 and 15; decision 113), two browser contexts
 * on the one server of this run. Each changes a field of their own and both change the title: the second
 * save meets the conflict panel, which merged the fields one of them changed (key features, whose keys the
 * database stores in another order, are no change), asks only about the title, and saves the merge on the
 * version now saved; a third save in between is caught and merged again. The record ends with both
 * people's changes, and nothing was retyped. The panel is measured at 375 px (stacked) and 1280 px (side
 * by side); `npm run screenshots` pictures it (staff-conflict.png), reached by the same steps (scripts/lib/staff-conflict.ts).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../../scripts/lib/browser';
import { conflictOnOneCourse, KEY_FEATURES, openCourse, saveAndReturn } from '../../scripts/lib/staff-conflict';
import { staffMember } from '../../scripts/lib/staff-member';
import { freshMobile } from '../support/e2e-login';

const baseUrl = inject('baseUrl');
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
async function staffAt(width: number): Promise<Page> {
  const page = await staffMember(browser, { baseUrl, dataDir: inject('dataDir') }, freshMobile('7'), width);
  contexts.push(page.context());
  return page;
}

type Json = Record<string, unknown>;

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

describe('two staff on one record', () => {
  it('the second save merges both people’s changes, asks only about the field both changed, and a third save is caught again', async () => {
    const [first, second] = [await staffAt(1280), await staffAt(375)];
    // The first saves a new title and duration; the second, on the version they opened, a new title and overview.
    const { id, title, panel } = await conflictOnOneCourse(first, second, baseUrl, `Merge course ${freshMobile('7')}`);
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
      keyFeatures: KEY_FEATURES,
      version: 4,
    });
  }, 120_000);
});
