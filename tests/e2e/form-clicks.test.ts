/**
 * Issue 16.2: a press on a form's button while a field with a wrong value still has focus. Leaving the
 * field shows its message; if that message moved the form while the button was pressed, the release
 * would land beside the button and the click (the submit) would be lost. Every form that checks a field
 * when it is left is pressed near the top edge of its button, at a phone's and a desktop's width, and
 * must be submitted once; the messages themselves never move the button.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshMobile, logIn } from '../support/e2e-login';
import { animationsEnded } from '../../scripts/lib/site-tour';
import { launchBrowser, whenReady } from '../../scripts/lib/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WIDTHS = [375, 1280] as const;

async function open(path: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(baseUrl + path);
  await whenReady(page);
  // Every submit event the page sees, whichever form sent it.
  await page.evaluate(() => {
    const w = window as unknown as { submits: number };
    w.submits = 0;
    document.addEventListener('submit', () => w.submits++, true);
  });
  return page;
}

const submits = (page: Page) => page.evaluate(() => (window as unknown as { submits: number }).submits);

/**
 * Types into `field` (which keeps the focus), then presses `button` 4 px below its top edge with the
 * mouse: the press takes the focus away from the field. Answers where the button sat in its form before
 * and after: measured from the form's top, so a message that pushed it down counts, while the scroll to
 * the first field with a message that follows a refused submit (decision 107) does not.
 */
async function typeThenPress(page: Page, field: Locator, text: string, button: Locator) {
  await field.click();
  await field.pressSequentially(text);
  await button.scrollIntoViewIfNeeded();
  const inForm = () => button.evaluate((b) => ({ y: b.getBoundingClientRect().top - b.closest('form')!.getBoundingClientRect().top }));
  const before = (await button.boundingBox())!;
  const placed = await inForm();
  await page.mouse.move(before.x + before.width / 2, before.y + 4);
  await page.mouse.down();
  await page.mouse.up();
  // Off the button again: a hovered button lifts by a pixel; its transition back has ended before measuring.
  await page.mouse.move(0, 0);
  await animationsEnded(page);
  return { before: placed, after: await inForm() };
}

describe('a press on a form button is never lost to a message appearing (issue 16.2)', () => {
  for (const width of WIDTHS) {
    it(`contact at ${width} px: the press sends the form, the message does not move the button`, async () => {
      const page = await open('/contact', width);
      const boxes = await typeThenPress(page, page.getByLabel('Name'), 'Al', page.getByRole('button', { name: 'Send Message' }));
      expect(await submits(page)).toBe(1);
      // The submit checked every field.
      await page.getByText('Email is required').waitFor();
      await page.getByText('Name must be at least 3 characters').waitFor();
      expect(Math.abs(boxes.after.y - boxes.before.y), 'the button moved').toBeLessThan(1);
      await page.close();
    });

    it(`login at ${width} px: the press on Send OTP is not lost`, async () => {
      const page = await open('/login', width);
      const dialog = page.getByRole('dialog', { name: 'Login' });
      await typeThenPress(page, dialog.getByLabel('Mobile Number'), '98765', dialog.getByRole('button', { name: 'Send OTP' }));
      expect(await submits(page)).toBe(1);
      await dialog.getByText('Mobile number must be 10 digits').waitFor();
      await page.close();
    });

    it(`registration at ${width} px: the press on Register is not lost`, async () => {
      const page = await open('/auth/register', width);
      await typeThenPress(page, page.getByLabel('First Name'), 'R', page.getByRole('button', { name: 'Register', exact: true }));
      expect(await submits(page)).toBe(1);
      await page.getByText('First name must be at least 2 characters').waitFor();
      await page.close();
    });
  }

  it('the enrol dialog at 375 px: the press on Enroll is not lost', async () => {
    const courses = ((await (await fetch(`${baseUrl}/api/courses/all`)).json()) as { data: { _id: string; title: string }[] }).data;
    const page = await open(`/courses/c/${courses[0]!._id}`, 1280);
    // The navbar's Login button (at 375 px it is in the drawer), then the phone's width.
    await logIn(page, baseUrl, freshMobile('7'));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('link', { name: 'Enroll Now' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Enroll for ${courses[0]!.title}` });
    await dialog.waitFor();
    await dialog.getByLabel('First Name').fill('Riya');
    await dialog.getByLabel('Last Name').fill('Kulkarni');
    const before = await submits(page);
    const boxes = await typeThenPress(
      page,
      dialog.getByLabel('Email'),
      'riya@',
      dialog.getByRole('button', { name: 'Enroll', exact: true }),
    );
    expect(await submits(page)).toBe(before + 1);
    await dialog.getByText('College Name is required').waitFor();
    expect(Math.abs(boxes.after.y - boxes.before.y), 'the button moved').toBeLessThan(1);
    await page.close();
  });
});
