/**
 * A member of staff as the academy makes one (issue 36): an admin added with `npm run admin -- staff add` on the
 * site's data folder (the command goes through the running server), then signed in through the login dialog, at
 * the staff console. Shared by `npm run screenshots` and the browser tests.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { whenReady } from './browser';
import { logIn } from './login-dialog';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run admin -- staff add <mobileNo> --role admin` for the site whose data is in `dataDir`. */
export function makeAdmin(mobileNo: string, dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const args = ['--import', 'tsx', 'scripts/admin.ts', 'staff', 'add', mobileNo, '--role', 'admin'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code: code ?? 1, stdout, stderr })));
}

/**
 * `mobileNo` made an admin and signed in, in a browser context of their own, on /staff at `width` px. Logged in
 * at 1280 px, where the navbar shows Login. The caller closes `page.context()`.
 */
export async function staffMember(browser: Browser, site: { baseUrl: string; dataDir: string }, mobileNo: string, width: number) {
  const added = await makeAdmin(mobileNo, site.dataDir);
  if (added.code !== 0) throw new Error(`staff add ${mobileNo} failed:\n${added.stderr}`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(site.baseUrl + '/');
  await whenReady(page);
  await logIn(page, site.baseUrl, mobileNo);
  await page.setViewportSize({ width, height: 900 });
  await openConsole(page, site.baseUrl);
  return page;
}

/** A fresh load of the console (its first section, Content). */
export async function openConsole(page: Page, baseUrl: string) {
  await page.goto(baseUrl + '/staff');
  await whenReady(page);
  await page.getByRole('navigation', { name: 'Console sections' }).waitFor();
}
