/**
 * What DevTools itself costs a page on the phone profile (decision 218). The profile needs DevTools (CDP) to slow the
 * line and the CPU; Playwright also turns on its Runtime domain, a phone has none of it. Drives Chromium over a bare
 * DevTools pipe or with Playwright, a cold context per visit, in four ways, and prints when the app ran (`data-app-ready`, since
 * navigation start) and the first contentful paint, median of `--runs`:
 *   - `bare`: only what the profile needs (the Network domain carries the line's emulation): the phone's case;
 *   - `runtime`: DevTools' Runtime domain on as well;
 *   - `playwright`: a Playwright context, as `scripts/bench-phone.mjs` drove the phone before decision 218;
 *   - `playwright+flag`: the same with V8 noting source positions as it compiles (what `scripts/bench-phone.mjs` runs).
 * `node --import tsx scripts/phone-inspector-cost.mjs [--runs N] [--path /courses/c/{id}]` (the first course by default).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser } from './lib/browser.ts';
import { startSite } from './lib/site-process.ts';
import { CPU_SLOWDOWN, LINE, median, PHONE, PHONE_BROWSER_ARGS } from './bench-phone.mjs';

const MODES = {
  bare: { runtime: false, flags: [] },
  runtime: { runtime: true, flags: [] },
  playwright: { playwright: true, flags: [] },
  'playwright+flag': { playwright: true, flags: PHONE_BROWSER_ARGS },
};
const MARK_READY = `new MutationObserver((_, o) => { if (document.documentElement.dataset.appReady === 'true') { window.__readyAt = performance.now(); o.disconnect(); } }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A DevTools session over Chromium's pipe (file descriptors 3 and 4, messages ended by NUL). */
function pipeSession(child) {
  const [toBrowser, fromBrowser] = [child.stdio[3], child.stdio[4]];
  const waiting = new Map();
  let nextId = 0;
  let buffered = '';
  fromBrowser.on('data', (chunk) => {
    buffered += chunk.toString();
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      waiting.get(message.id)?.(message);
      waiting.delete(message.id);
    }
  });
  return (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result)));
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
}

/** A browser for `mode`, driven over its pipe; `visit` opens a cold context (its own cache) per visit. */
async function browserFor(mode) {
  if (MODES[mode].playwright) {
    const browser = await launchBrowser(MODES[mode].flags);
    return { close: () => browser.close(), visit: (url) => playwrightVisit(browser, url) };
  }
  const profile = mkdtempSync(join(tmpdir(), 'phone-inspector-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, ...MODES[mode].flags, '--remote-debugging-pipe', `--user-data-dir=${profile}`], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const send = pipeSession(child);
  const close = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
    // Chromium's helper processes may still be writing to the profile as the browser exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  };
  return { send, close, visit: (url) => visit(send, url, MODES[mode].runtime) };
}

async function visit(send, url, runtime) {
  const { browserContextId } = await send('Target.createBrowserContext');
  try {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const page = (method, params) => send(method, params, sessionId);
    await page('Emulation.setDeviceMetricsOverride', { ...PHONE.viewport, deviceScaleFactor: 2, mobile: true });
    await page('Emulation.setTouchEmulationEnabled', { enabled: true });
    await page('Network.enable');
    await page('Network.emulateNetworkConditions', LINE);
    await page('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (runtime) await page('Runtime.enable');
    await page('Page.enable');
    await page('Page.addScriptToEvaluateOnNewDocument', { source: MARK_READY });
    await page('Page.navigate', { url });
    // Read without Runtime.enable (Runtime.evaluate alone turns none of its capturing on), every 100 ms: the time itself is the page's.
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
      const { result } = await page('Runtime.evaluate', {
        expression: `JSON.stringify([window.__readyAt ?? null, performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null])`,
        returnByValue: true,
      });
      const [ready, paint] = JSON.parse(result.value);
      if (ready !== null) return { ready, paint };
    }
    throw new Error('the app did not run within 30 s');
  } finally {
    await send('Target.disposeBrowserContext', { browserContextId });
  }
}

async function playwrightVisit(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(MARK_READY);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', LINE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__readyAt, null, { timeout: 30_000, polling: 100 });
    return await page.evaluate(() => ({
      ready: window.__readyAt,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
  } finally {
    await context.close();
  }
}

const s = (ms) => (ms / 1000).toFixed(2);

const argv = process.argv.slice(2);
const runs = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 5;
const site = await startSite({});
try {
  const courses = await (await fetch(`${site.baseUrl}/courses`)).text();
  const path = argv.includes('--path') ? argv[argv.indexOf('--path') + 1] : /href="(\/courses\/c\/[^"]+)"/.exec(courses)?.[1];
  if (!path) throw new Error('no course on /courses');
  const results = Object.fromEntries(Object.keys(MODES).map((mode) => [mode, []]));
  const browsers = Object.fromEntries(await Promise.all(Object.keys(MODES).map(async (mode) => [mode, await browserFor(mode)])));
  // Not counted: the server's first render of the page (its kept pages, its database) is slower than any after.
  await browsers.bare.visit(site.baseUrl + path);
  // Mode by mode within each run, the order turned every other run: a slow spell of the machine touches all alike.
  for (let run = 0; run < runs; run++) {
    const order = run % 2 ? Object.keys(MODES).reverse() : Object.keys(MODES);
    for (const mode of order) results[mode].push(await browsers[mode].visit(site.baseUrl + path));
  }
  console.log(`${path}, phone profile (375 px, CPU 4×, 400 ms RTT, 400 kbit/s, no SW), median of ${runs}:`);
  for (const [mode, rows] of Object.entries(results)) {
    const ready = rows.map((r) => r.ready);
    console.log(
      `${mode.padEnd(8)} app ran ${s(median(ready))} s (${ready.map(s).join(', ')}); first paint ${s(median(rows.map((r) => r.paint)))} s`,
    );
  }
  await Promise.all(Object.values(browsers).map((browser) => browser.close()));
} finally {
  await site.stop();
}
