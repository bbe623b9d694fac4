/**
 * /pending with something in each of its lists, as a person gets there (issue 36): two contact messages sent
 * while the academy could not be reached for them (the route below refuses their connection), then the second
 * arriving. Used by `npm run screenshots` and the layout test; needs a context without the service worker, or
 * Background Sync would send the messages past the route.
 */
import type { Page } from 'playwright-core';
import { whenReady } from './browser';

const WAITING =
  '[wait] Please call me about the weekend batch of the MERN course: I work until 7 pm on weekdays, so an evening or a Saturday call suits me best.';
const DELIVERED = '[later] Is there a hostel near the Pune centre?';

/** Leaves `page` on /pending with one message waiting and one delivered this week. */
export async function pendingWithOneDelivered(page: Page, baseUrl: string): Promise<void> {
  let later = false;
  await page.route('**/api/contact', (route) => {
    const body = route.request().postData() ?? '';
    return body.includes('[wait]') || (body.includes('[later]') && !later) ? route.abort('connectionrefused') : route.continue();
  });
  await page.goto(baseUrl + '/contact');
  await whenReady(page);
  for (const message of [WAITING, DELIVERED]) {
    await page.getByLabel('Name').fill('Asha Verma');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Phone').fill('9876501242');
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    await page.locator('form fieldset:not([disabled])').getByRole('button', { name: 'Send Message' }).click();
    // Saved to send later, the form is reset.
    await page.waitForFunction(() => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === '');
  }
  await page.goto(baseUrl + '/pending');
  await whenReady(page);
  await page.getByTestId('outbox-item').nth(1).waitFor();
  // The academy answers the second now. Its Retry now, if it is between two tries: the outbox also tries again by
  // itself, and redraws the card as it does.
  later = true;
  const delivered = page.getByTestId('outbox-item').filter({ hasText: 'hostel' });
  await delivered
    .getByRole('button', { name: 'Retry now' })
    .click({ timeout: 5_000 })
    .catch(() => {});
  await delivered
    .getByTestId('pending-status')
    .filter({ hasText: /^Sent$/ })
    .waitFor({ timeout: 30_000 });
}
