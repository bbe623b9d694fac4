/** Logging in through the real login dialog, with the code from the dev OTP inbox: the browser tests' and the screenshots'. */
import type { Page } from 'playwright-core';

/** The login dialog, already open: the number, Send OTP, the code from the dev inbox, Verify OTP. */
export async function answerLoginDialog(page: Page, baseUrl: string, mobileNo: string) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Mobile Number').fill(mobileNo);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByText('OTP sent successfully').waitFor();
  const inbox = (await (await fetch(`${baseUrl}/api/dev/otp-inbox?mobileNo=${mobileNo}`)).json()) as { data: { code: string }[] };
  await dialog.getByLabel('OTP').fill(inbox.data.at(-1)!.code);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
}

/** From the navbar's Login link: the navbar shows it at desktop widths (at 375 px it is in the drawer). */
export async function logIn(page: Page, baseUrl: string, mobileNo: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await answerLoginDialog(page, baseUrl, mobileNo);
  await page.getByText('Login successful').waitFor();
  await page.getByRole('dialog', { name: 'Login' }).waitFor({ state: 'hidden' });
}
