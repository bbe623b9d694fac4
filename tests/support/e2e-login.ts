/** Logging in through the real login dialog, with the code from the dev OTP inbox: shared by the browser tests. */
import type { Page } from 'playwright-core';
import { runCommand } from './server-process';

let seq = 0;
/** A valid mobile number unused by this run; `first` keeps each test file's numbers apart. */
export const freshMobile = (first: '7' | '8') =>
  `${first}${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 10_000).padStart(4, '0')}${String(++seq).padStart(2, '0')}`;

export async function logIn(page: Page, baseUrl: string, mobileNo: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Mobile Number').fill(mobileNo);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByText('OTP sent successfully').waitFor();
  const inbox = (await (await fetch(`${baseUrl}/api/dev/otp-inbox?mobileNo=${mobileNo}`)).json()) as { data: { code: string }[] };
  await dialog.getByLabel('OTP').fill(inbox.data.at(-1)!.code);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByText('Login successful').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** Makes `mobileNo` an admin with the admin command, as the README tells the academy to (through the running site). */
export function makeAdmin(mobileNo: string, dataDir: string) {
  return runCommand(['--import', 'tsx', 'scripts/admin.ts', 'staff', 'add', mobileNo, '--role', 'admin'], {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
}
