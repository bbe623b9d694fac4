/**
 * The moments around a form for `npm run screenshots` (issue 36), each brought about as a person would and
 * pictured as the screen shows it (the viewport, not the whole page): the login's toast over its dialog, the
 * enrol dialog sent empty, forms waiting and delivered on /pending, and the drawer with its Pending link.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { whenReady } from './browser';
import { pendingWithOneDelivered } from './pending-forms';

export interface Moment {
  name: string;
  /** Brings the page to the moment; the picture is taken after it. */
  reach: (page: Page, baseUrl: string, width: number) => Promise<void>;
}

const phone = (width: number) => width < 600;

async function openLogin(page: Page, width: number) {
  if (phone(width)) await page.getByRole('button', { name: 'Open menu' }).click();
  const scope = phone(width) ? page.getByRole('dialog') : page.getByRole('navigation', { name: 'Main' });
  await scope.getByRole('link', { name: 'Login' }).click();
  return page.getByRole('dialog', { name: 'Login' });
}

const loginToast: Moment = {
  name: 'moment-login-toast',
  async reach(page, baseUrl, width) {
    await page.goto(baseUrl + '/');
    await whenReady(page);
    const dialog = await openLogin(page, width);
    await dialog.getByLabel('Mobile Number').fill(`7${String(Date.now()).slice(-9)}`);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'OTP sent successfully' }).waitFor();
  },
};

/** A message waiting and one delivered this week (scripts/lib/pending-forms.ts). */
const pending: Moment = {
  name: 'moment-pending',
  async reach(page, baseUrl) {
    await pendingWithOneDelivered(page, baseUrl);
    await page.unroute('**/api/contact');
  },
};

/** After `pending`, in the same context: the menu holds the Pending link while something waits. */
const drawer: Moment = {
  name: 'moment-menu-with-pending',
  async reach(page, baseUrl, width) {
    await page.goto(baseUrl + '/');
    await whenReady(page);
    if (phone(width)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog')
        .getByRole('link', { name: /Pending/ })
        .waitFor();
    }
  },
};

export const VISITOR_MOMENTS: readonly Moment[] = [loginToast, pending, drawer];

/** A signed-in student's enrol dialog, sent with nothing typed: the first field has the focus, each says what it needs. */
export function enrolSentEmpty(courseId: string): Moment {
  return {
    name: 'moment-enrol-sent-empty',
    async reach(page, baseUrl) {
      await page.goto(`${baseUrl}/courses/c/${courseId}`);
      await whenReady(page);
      await page.getByRole('link', { name: 'Enroll Now' }).first().click();
      const dialog = page.getByRole('dialog', { name: /^Enroll for / });
      await dialog.getByRole('button', { name: 'Enroll', exact: true }).click();
      await dialog.locator('[aria-invalid="true"]').first().waitFor();
    },
  };
}

/** Each moment in a page of its own (the `pending` one leaves its forms in the context's storage for the next). */
export async function shootMoments(
  context: BrowserContext,
  moments: readonly Moment[],
  baseUrl: string,
  viewport: { width: number; height: number },
  picture: (page: Page, name: string) => Promise<void>,
) {
  for (const moment of moments) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    await moment.reach(page, baseUrl, viewport.width);
    // Pictured once what moves has arrived (a toast's entrance, the drawer's slide), not half-way.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    await picture(page, moment.name);
    await page.close();
  }
}
