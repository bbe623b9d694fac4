/**
 * The update flow: one build is served, a second build with another version replaces it on the server,
 * the open page offers "A new version is available", and Reload switches to it exactly once.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, whenReady } from '../../scripts/lib/browser';
import { startSite, type SiteProcess } from '../../scripts/lib/site-process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let site: SiteProcess;
let browser: Browser;
const served = mkdtempSync(join(tmpdir(), 'academy-dist-v1-'));
const next = mkdtempSync(join(tmpdir(), 'academy-dist-v2-'));

beforeAll(async () => {
  site = await startSite({ DIST_DIR: served, APP_VERSION: 'e2e-1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  rmSync(served, { recursive: true, force: true });
  rmSync(next, { recursive: true, force: true });
});

function buildVersion(outDir: string, version: string) {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', APP_VERSION: version },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`build failed: ${result.stderr}`);
}

/** Resolves once the page runs the new build under the one active worker, with nothing left to take control. */
async function settledOnNewBuild(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.version === 'e2e-2', undefined, { timeout: 30_000 });
  // A loop could only start from a worker still waiting or taking control: once the new page is live
  // under the one active worker, with nothing installing or waiting, no further reload can come.
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return (
        document.documentElement.dataset.appReady === 'true' &&
        !!registration &&
        !registration.installing &&
        !registration.waiting &&
        registration.active?.state === 'activated' &&
        navigator.serviceWorker.controller?.scriptURL === registration.active.scriptURL
      );
    },
    undefined,
    { timeout: 30_000 },
  );
}

function countNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  return navigations;
}

describe('updating the installed app', () => {
  it('offers the new version in every tab; Reload in the younger tab activates it and reloads each tab once, without a loop', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(site.baseUrl + '/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // A returning visit: the page is now controlled by the worker, as an installed app always is.
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.version)).toBe('e2e-1');
    // A second tab opened shortly before the update (workbox-window took its Reload for someone else's).
    const younger = await context.newPage();
    await younger.goto(site.baseUrl + '/about');
    await whenReady(younger);

    buildVersion(next, 'e2e-2');
    for (const entry of readdirSync(served)) rmSync(join(served, entry), { recursive: true, force: true });
    cpSync(next, served, { recursive: true });

    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.getByText('A new version is available').waitFor({ timeout: 30_000 });
    await younger.getByText('A new version is available').waitFor({ timeout: 30_000 });
    const navigations = countNavigations(page);
    const youngerNavigations = countNavigations(younger);
    await younger.getByRole('button', { name: 'Reload' }).click();
    await settledOnNewBuild(younger);
    await settledOnNewBuild(page);
    expect(youngerNavigations).toHaveLength(1);
    expect(navigations).toHaveLength(1);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    // The new worker serves the new build, and nothing is offered any more.
    expect(await page.getByText('A new version is available').count()).toBe(0);
    expect(await younger.getByText('A new version is available').count()).toBe(0);
    await context.close();
  });
});
