/** Debian's Chromium driven by playwright-core, with the flags this closed network needs. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A browser with a real profile on disk: what installability needs (Chromium refuses to install from
 * an incognito-like context). The caller closes it and removes `userDataDir`.
 */
export function launchProfileContext(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
}

export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * Waits until the app is live: a first visit shows the server's HTML before its script has hydrated it,
 * and a click before then does nothing (as for a person on a slow phone).
 */
export async function whenReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', undefined, { timeout: 30_000 });
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far: a page in good health leaves this empty. */
  errors: string[];
}

export async function openPage(browser: Browser, url: string, viewport = { width: 1280, height: 900 }): Promise<OpenedPage> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await whenReady(page);
  return { page, errors };
}
