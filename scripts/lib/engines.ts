/**
 * The three engines behind one small page interface, for the cross-browser e2e files and the lie-fi
 * measurement: Chromium and Firefox ESR through puppeteer-core (CDP, WebDriver BiDi), WebKitGTK's
 * MiniBrowser through its WebDriver (selenium-webdriver) on a private Xvfb display. Elements are found as a person finds them (a button's
 * text, a field's label), in the page, because neither driver reads the accessibility tree here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer, { type ElementHandle, type Page as PuppeteerPage } from 'puppeteer-core';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

export type Engine = 'chromium' | 'firefox' | 'webkit';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** What a person points at: a button or link by its text, a field by its label, within an optional container. */
export interface Target {
  role: 'button' | 'link' | 'field';
  name: string;
  within?: string;
}

export interface EnginePage {
  engine: Engine;
  goto(url: string): Promise<void>;
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Resolves once `fn` returns something truthy in the page (polled; a navigation in between is survived). */
  waitUntil<A extends unknown[]>(what: string, fn: (...args: A) => unknown, ...args: A): Promise<void>;
  click(target: Target): Promise<void>;
  fill(target: Target, value: string): Promise<void>;
  /** A PNG of the viewport, for a person to look at. */
  screenshot(path: string): Promise<void>;
  /** Uncaught errors and console errors seen so far (Chromium, Firefox; WebKit's WebDriver reports none). */
  errors: string[];
  /** Closes the browser: each launch is a fresh profile. */
  close(): Promise<void>;
}

const WAIT_MS = 30_000;

/**
 * Runs in the page (so it holds all it needs): the visible element a person would mean by `target`, once
 * it is on screen and has stopped moving for two frames, else null. A toast slides in from above: a click
 * during its entrance lands beside it, as a person's would not.
 */
function settledElement(target: Target): Promise<Element | null> {
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element) => el.getClientRects().length > 0;
  const locate = (): Element | null => {
    const scope = target.within ? document.querySelector(target.within) : document;
    if (!scope) return null;
    if (target.role === 'field') {
      for (const label of scope.querySelectorAll('label')) {
        if (clean(label.textContent).replace(/\s*\*$/, '') === target.name && label.control && visible(label.control)) return label.control;
      }
      return (
        [...scope.querySelectorAll('input, textarea, select')].find((el) => el.getAttribute('aria-label') === target.name && visible(el)) ??
        null
      );
    }
    const selector = target.role === 'button' ? 'button, [role="button"]' : 'a[href]';
    const named = (el: Element) => clean(el.textContent) === target.name || el.getAttribute('aria-label') === target.name;
    return [...scope.querySelectorAll(selector)].find((el) => visible(el) && named(el)) ?? null;
  };
  const el = locate();
  if (!el) return Promise.resolve(null);
  const onScreen = (r: DOMRect) => r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  // Instantly: the site scrolls smoothly, and a scroll restarted at every try would never settle.
  if (!onScreen(el.getBoundingClientRect())) el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  const before = JSON.stringify(el.getBoundingClientRect());
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const rect = el.getBoundingClientRect();
        resolve(JSON.stringify(rect) === before && onScreen(rect) ? el : null);
      }),
    ),
  );
}

/**
 * A page function as source with its arguments (JSON) built in. Run through tsx, the source carries
 * esbuild's `__name(…)` helper (keepNames), which the page lacks: it is defined as a no-op around it.
 */
function inPage(fn: (...a: never[]) => unknown, args: unknown[]): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()}).apply(null, ${JSON.stringify(args)}); })()`;
}

const describeTarget = (t: Target) => `${t.role} "${t.name}"${t.within ? ` in ${t.within}` : ''}`;

export function launchEngine(engine: Engine): Promise<EnginePage> {
  return engine === 'webkit' ? launchWebKit() : launchWithPuppeteer(engine);
}

async function launchWithPuppeteer(engine: 'chromium' | 'firefox'): Promise<EnginePage> {
  const browser = await (engine === 'firefox'
    ? puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true })
    : puppeteer.launch({ browser: 'chrome', executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true }));
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport({ width: 1280, height: 900 });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e instanceof Error ? e.message : String(e)));
  const find = async (target: Target): Promise<ElementHandle<Element>> => {
    const handle = await page.waitForFunction(inPage(settledElement, [target]), { timeout: WAIT_MS, polling: 100 }).catch(() => {
      throw new Error(`${engine}: no ${describeTarget(target)} on screen at ${page.url()}`);
    });
    return handle.asElement() as ElementHandle<Element>;
  };
  return {
    engine,
    errors,
    goto: async (url) => void (await page.goto(url)),
    evaluate: (fn, ...args) => page.evaluate(inPage(fn, args)) as Promise<never>,
    waitUntil: (what, fn, ...args) => waitWithPuppeteer(page, what, fn as (...a: unknown[]) => unknown, args),
    async click(target) {
      await (await find(target)).click();
    },
    async fill(target, value) {
      const field = await find(target);
      await field.click({ count: 3 });
      await field.type(value);
    },
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    close: () => browser.close(),
  };
}

async function waitWithPuppeteer(page: PuppeteerPage, what: string, fn: (...a: unknown[]) => unknown, args: unknown[]) {
  await page.waitForFunction(inPage(fn, args), { timeout: WAIT_MS, polling: 100 }).catch(async (err: unknown) => {
    const shown = await page
      .evaluate(() => (document.querySelector('main') ?? document.body)?.innerText.slice(0, 600) ?? '')
      .catch(() => '(no page)');
    throw new Error(`waited ${WAIT_MS} ms for ${what} on ${page.url()}: ${String(err)}\nThe page showed: ${shown}`);
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** An X display of its own (Xvfb picks a free number and writes it to fd 1). */
async function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdout!.once('data', (d: Buffer) => resolve(':' + d.toString().trim()));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display, process: xvfb };
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function launchWebKit(): Promise<EnginePage> {
  const { display, process: xvfb } = await startDisplay();
  const port = await freePort();
  const webDriver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const stopAll = async () => {
    await stopProcess(webDriver);
    await stopProcess(xvfb);
  };
  try {
    const driver = await connectWebKit(port);
    await driver.manage().window().setRect({ width: 1280, height: 900 });
    return webKitPage(driver, stopAll);
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/** WebKitWebDriver takes a moment to listen: the session request is retried until it does. */
async function connectWebKit(port: number): Promise<WebDriver> {
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
  };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      return await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build();
    } catch (err) {
      if (Date.now() > deadline || !/ECONNREFUSED/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function webKitPage(driver: WebDriver, stopAll: () => Promise<void>): EnginePage {
  // WebDriver's script runs as a function body: `fn` is passed as source and called with the arguments.
  const run = <T>(fn: (...a: never[]) => unknown, args: unknown[]) => driver.executeScript(`return ${inPage(fn, args)}`) as Promise<T>;
  const find = async (target: Target): Promise<WebElement> => {
    let element: WebElement | null = null;
    await driver
      .wait(async () => (element = await run<WebElement | null>(settledElement, [target])), WAIT_MS, '', 100)
      .catch(async () => {
        throw new Error(`WebKit: no ${describeTarget(target)} on screen at ${await driver.getCurrentUrl()}`);
      });
    return element!;
  };
  return {
    engine: 'webkit',
    errors: [],
    goto: (url) => driver.get(url),
    evaluate: (fn, ...args) => run(fn, args),
    async waitUntil(what, fn, ...args) {
      // A reload in between makes one try fail; the wait goes on until the deadline.
      await driver
        .wait(() => run<unknown>(fn, args).catch(() => false), WAIT_MS, '', 100)
        .catch(async (err: unknown) => {
          const shown = await run<string>(() => (document.querySelector('main') ?? document.body)?.innerText.slice(0, 600) ?? '', []).catch(
            () => '(no page)',
          );
          throw new Error(
            `WebKit: waited ${WAIT_MS} ms for ${what} on ${await driver.getCurrentUrl()}: ${String(err)}\nThe page showed: ${shown}`,
          );
        });
    },
    async click(target) {
      await (await find(target)).click();
    },
    async fill(target, value) {
      const field = await find(target);
      await field.clear();
      await field.sendKeys(value);
    },
    async screenshot(path) {
      writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    async close() {
      await driver.quit().catch(() => undefined);
      await stopAll();
    },
  };
}
