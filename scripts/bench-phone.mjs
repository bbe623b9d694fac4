/**
 * The phone profile (issue 35): a cold Chromium tab at 375 px with touch, the CPU slowed 4× and a line of
 * 400 ms round trips and 400 kbit/s each way (CDP), no service worker. Per page (`/`, a course, `/book`, an
 * event, `/contact`): the first contentful paint; the first working tap (a tap on the page's primary
 * control every 250 ms from the paint on, and the time of the first one the page acted on; the taps before
 * it were lost); when the app was hydrated (`data-app-ready`); the script and style requests started before
 * that tap, and in how many round-trip waves. Then, once hydrated, the login and enrol dialogs: tap to the
 * dialog on screen, and the Event Timing API's duration of that tap (INP). Each the median of `--runs` (5).
 * A page that answers no tap within 20 s fails the script (exit code 1).
 * Alone: `node --import tsx scripts/bench-phone.mjs [--runs N] [--only pages|dialogs]`.
 */
import { pathToFileURL } from 'node:url';
import { launchBrowser } from './lib/browser.ts';

const TAP_EVERY_MS = 250;
const NO_ANSWER_MS = 20_000;
export const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' };
export const LINE = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
const PROFILE = '375 px touch, CPU 4×, 400 ms RTT, 400 kbit/s, no SW';
/**
 * V8 notes where each function is in its source as it compiles it, instead of later on demand. Playwright drives the
 * page through DevTools, and with DevTools' Runtime on V8 locates the stack of every Error a script creates (React
 * creates its own as it loads): on demand, that re-parses the whole entry, ~0.13 s more before a course page runs
 * on this profile. A phone has no DevTools attached; with this flag the page runs when it does over a bare DevTools
 * pipe without Runtime (decision 218, `node --import tsx scripts/phone-inspector-cost.mjs`).
 */
export const PHONE_BROWSER_ARGS = ['--js-flags=--no-enable-lazy-source-positions'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs in every document too: keeps Event Timing entries of 16 ms or more for reading (`__phoneEvents`). */
function keepSlowEvents() {
  window.__phoneEvents = [];
  try {
    new PerformanceObserver((list) => window.__phoneEvents.push(...list.getEntries().map((e) => e.toJSON()))).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    });
  } catch {
    /* no Event Timing: the dialog figures say so */
  }
}

/**
 * Runs in every document before its own scripts: reports (with the epoch time of the page's clock) the
 * first contentful paint, where the primary control is (scrolled into view as a person would), every
 * click the page receives, the app's readiness, the first match of `acted` and of `answer`, and each dialog
 * that opens (after the frame that shows it).
 */
function watchPage({ control, acted, answer }) {
  const now = () => performance.timeOrigin + performance.now();
  const send = (kind, detail = null, at = now()) => window.__phoneBench?.(kind, at, detail);
  let painted = false;
  let scrolled = false;
  let lastBox = '';
  const seen = new Set();
  const once = (key, detail, at) => {
    if (seen.has(key)) return;
    seen.add(key);
    send(key, detail, at);
  };
  const find = () =>
    [...document.querySelectorAll(control?.selector ?? ':not(*)')].find(
      (el) => (!control.text || el.textContent.trim() === control.text) && el.getBoundingClientRect().width > 0,
    );
  const check = () => {
    if (document.documentElement?.dataset.appReady === 'true') once('ready');
    if (acted && document.querySelector(acted)) once('acted');
    if (answer && document.querySelector(answer)) once('answer');
    // A modal <dialog> is open by its attribute; the menu is a popover (decision 124), open by its state.
    for (const dialog of document.querySelectorAll('dialog[open], [popover]:popover-open')) {
      const label = dialog.getAttribute('aria-label') ?? document.getElementById(dialog.getAttribute('aria-labelledby'))?.textContent;
      if (!seen.has(`dialog ${label}`)) {
        seen.add(`dialog ${label}`);
        requestAnimationFrame(() => setTimeout(() => send('dialog', label)));
      }
    }
    const el = painted && find();
    if (!el) return;
    if (!scrolled) el.scrollIntoView({ block: 'nearest' });
    scrolled = true;
    const r = el.getBoundingClientRect();
    const box = JSON.stringify({ x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) });
    if (box !== lastBox) send('control', JSON.parse((lastBox = box)));
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  // A stylesheet arriving moves things without a mutation: the control's place is taken again then.
  for (const type of ['scroll', 'resize', 'load', 'toggle']) addEventListener(type, check, { capture: true, passive: true });
  addEventListener(
    'click',
    (event) => {
      send('click', Boolean(painted && find()?.contains(event.target)));
      check();
    },
    true,
  );
  new PerformanceObserver((list, observer) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (!fcp) return;
    observer.disconnect();
    painted = true;
    send('paint', { timeOrigin: performance.timeOrigin }, performance.timeOrigin + fcp.startTime);
    check();
  }).observe({ type: 'paint', buffered: true });
}

/** A fresh context on the phone profile with the watcher installed; `log` gathers what the pages report. */
async function phoneContext(browser, watch, cookies = []) {
  const context = await browser.newContext(PHONE);
  if (cookies.length) await context.addCookies(cookies);
  const log = { clicks: [], misses: [], dialogs: [], paint: null, timeOrigin: null, ready: null, acted: null, answer: null };
  await context.exposeBinding('__phoneBench', (_source, kind, at, detail) => {
    if (kind === 'click') log.clicks.push(at);
    if (kind === 'click' && !detail) log.misses.push(at);
    else if (kind === 'control') log.box = detail;
    else if (kind === 'dialog') log.dialogs.push({ at, label: detail });
    else if (kind === 'paint' && log.paint === null) [log.paint, log.timeOrigin] = [at, detail.timeOrigin];
    else if (['ready', 'acted', 'answer'].includes(kind) && log[kind] === null) log[kind] = at;
  });
  await context.addInitScript(keepSlowEvents);
  await context.addInitScript(watchPage, watch);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, log };
}

/**
 * Script and style requests: when the page asked for each (Playwright's request event), and when it went
 * out on a connection and its last byte arrived (its timing, once finished: over HTTP/1.1 a request can
 * wait for one of the 6 connections per host, which the moment it was asked for does not show).
 */
function trackRequests(page) {
  const requests = [];
  const byRequest = new Map();
  page.on('request', (req) => {
    if (!['script', 'stylesheet'].includes(req.resourceType())) return;
    const entry = { url: req.url(), asked: Date.now(), start: Date.now(), end: Infinity };
    byRequest.set(req, entry);
    requests.push(entry);
  });
  const done = (req) => {
    const entry = byRequest.get(req);
    if (!entry) return;
    const t = req.timing();
    entry.start = t.requestStart >= 0 ? t.startTime + t.requestStart : entry.asked;
    entry.end = t.responseEnd >= 0 ? t.startTime + t.responseEnd : Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', (req) => {
    done(req);
    const entry = byRequest.get(req);
    if (entry) entry.failed = true;
  });
  return requests;
}

/**
 * Round-trip waves of the requests asked for before `until`: a request is one wave deeper than the deepest
 * request that had finished when it went out (the longest chain of one-after-another requests). `arrived`:
 * those of them whole by `until` (what the moment could have waited for; the rest were still on their way,
 * such as code asked for while the page hydrates that hydration does not need). The next dialog's code, which the
 * start script asks for once the first wave is in, and the rest of the stylesheet, once that code is whole
 * (decisions 194, 197, 198), are counted apart (`readAhead`): the app does not wait for them, and they are asked for while the phone hydrates.
 */
export function requestWaves(requests, until, readAheadFiles = new Set()) {
  const readAhead = (r) => readAheadFiles.has(new URL(r.url).pathname);
  const asked = requests.filter((r) => r.asked < until);
  const before = asked.filter((r) => !readAhead(r)).sort((a, b) => a.start - b.start);
  const depth = new Map();
  for (const r of before) depth.set(r, 1 + Math.max(0, ...before.filter((q) => q.end <= r.start).map((q) => depth.get(q))));
  return {
    count: before.length,
    arrived: before.filter((r) => !r.failed && r.end <= until).length,
    waves: Math.max(0, ...depth.values()),
    readAhead: asked.filter(readAhead).length,
  };
}

/**
 * The files a visitor's start script asks for once the first wave is in: the next dialog's code (`data-app-later`)
 * and the rest of the stylesheet (`data-app-stylesheet`), from the page the browser got (a separate request would
 * warm the server's kept pages); an empty set if it cannot be read.
 */
function readAheadFiles(page) {
  const files = new Promise((resolve) => {
    const read = async (res) => {
      const req = res.request();
      if (!req.isNavigationRequest() || req.frame() !== page.mainFrame()) return;
      page.off('response', read);
      const html = await res.text().catch(() => '');
      const named = (attribute) => new RegExp(`${attribute}="([^"]*)"`).exec(html)?.[1].split(' ').filter(Boolean) ?? [];
      resolve(new Set([...named('data-app-later'), ...named('data-app-stylesheet')]));
    };
    page.on('response', read);
  });
  return () => Promise.race([files, sleep(2_000).then(() => new Set())]);
}

async function waitFor(condition, deadline, what) {
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`no ${what} within ${NO_ANSWER_MS / 1000} s`);
    await sleep(10);
  }
}

/** Watches the page's navigations: one to `path` is the answer; any other after the first paint is a reload. */
function watchNavigations(page, log, path) {
  log.reloads = 0;
  page.on('request', (req) => {
    // A form posted to its page (decision 126) is the tap working, not a reload.
    if (!req.isNavigationRequest() || req.frame() !== page.mainFrame() || log.paint === null || req.method() === 'POST') return;
    if (path && new URL(req.url()).pathname === path) log.answer ??= Date.now();
    else log.reloads += 1;
  });
  page.on('framenavigated', (frame) => {
    if (path && frame === page.mainFrame() && new URL(frame.url()).pathname === path) log.answer ??= Date.now();
  });
}

/**
 * Taps the control every 250 ms from the paint on until the page has acted on a tap (a form posted, a dialog's
 * code asked for: a person waits then, and a tap on a posting form would start it again) or answered; then
 * waits for the answer. The epoch time of each tap.
 */
async function tapUntilAnswered(page, log, answered, deadline) {
  const taps = [];
  let next = Date.now();
  while (!answered() && log.acted === null) {
    if (Date.now() > deadline) throw new Error(`no working tap within ${NO_ANSWER_MS / 1000} s (${taps.length} taps)`);
    if (next > Date.now()) await sleep(Math.min(next - Date.now(), 10));
    if (next > Date.now() || answered()) continue;
    taps.push(Date.now());
    await page.touchscreen.tap(log.box.x, log.box.y);
    next = Math.max(next + TAP_EVERY_MS, Date.now());
  }
  await waitFor(answered, deadline, 'answer');
  return taps;
}

/**
 * One cold visit: the tap that worked is the one whose click came last before the first sign the page acted
 * (the control's own change, the dialog's code asked for, the navigation, or the answer itself).
 */
export async function firstTapRun(browser, base, target) {
  const { context, page, log } = await phoneContext(browser, { control: target.control, acted: target.acted, answer: target.answer });
  try {
    const requests = trackRequests(page);
    const readAhead = readAheadFiles(page);
    watchNavigations(page, log, target.navigatesTo);
    if (target.actedRequest) page.on('request', (req) => req.url().includes(target.actedRequest) && (log.acted ??= Date.now()));
    // A form posted to its page before the app runs (decision 126).
    if (target.actedPost)
      page.on(
        'request',
        (req) => req.method() === 'POST' && new URL(req.url()).pathname === target.actedPost && (log.acted ??= Date.now()),
      );
    const started = Date.now();
    await page.goto(`${base}${target.path}`, { waitUntil: 'commit' });
    const deadline = started + NO_ANSWER_MS;
    await waitFor(() => log.paint !== null && log.box, deadline, 'paint of the control');
    const shown = () => log.answer ?? log.dialogs.find((d) => d.label === target.dialog)?.at ?? null;
    const taps = await tapUntilAnswered(page, log, () => shown() !== null, deadline);
    const acted = Math.min(log.acted ?? Infinity, log.answer ?? Infinity, shown());
    const click = log.clicks.filter((c) => c <= acted).at(-1) ?? acted;
    const index = Math.max(0, taps.filter((t) => t <= click).length - 1);
    const tap = taps[index];
    const ms = (at) => (at === null ? null : at - log.timeOrigin);
    return {
      paint: ms(log.paint),
      tap: ms(tap),
      shown: ms(shown()),
      lost: index,
      waiting: taps.length - index - 1,
      ready: ms(log.ready),
      hydratedAtTap: log.ready !== null && log.ready <= tap,
      reloads: log.reloads,
      misses: log.misses.filter((m) => m <= acted).length,
      beforeTap: requestWaves(requests, tap, await readAhead()),
      beforeReady: log.ready === null ? null : requestWaves(requests, log.ready, await readAhead()),
      requests,
      timeOrigin: log.timeOrigin,
    };
  } finally {
    await context.close();
  }
}

/**
 * A visit without taps, until the app runs: where the working tap leaves the page (a link that works
 * before the app does), this is when the app would have been running there, and what it asked for first.
 */
async function hydrationRun(browser, base, path) {
  const { context, page, log } = await phoneContext(browser, {});
  try {
    const requests = trackRequests(page);
    const readAhead = readAheadFiles(page);
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    await waitFor(() => log.ready !== null, Date.now() + NO_ANSWER_MS, 'hydrated app');
    return { ready: log.ready - log.timeOrigin, beforeReady: requestWaves(requests, log.ready, await readAhead()) };
  } finally {
    await context.close();
  }
}

/** The five pages and what a person taps on each, with ids from the running site. */
export async function phonePages(base) {
  const courses = (await (await fetch(`${base}/api/courses/all`)).json()).data;
  const events = (await (await fetch(`${base}/api/event`)).json()).data;
  const details = await Promise.all(events.map(async (e) => (await (await fetch(`${base}/api/event/${e._id}`)).json()).data));
  const event = details.find((e) => e.registrationLink?.startsWith('/') && new Date(e.startDate) > new Date());
  if (!event) throw new Error('no upcoming event with a registration page on this site');
  return [
    {
      label: '/',
      path: '/',
      control: { selector: 'button[aria-controls="mobile-drawer"]' },
      what: 'menu button → menu open',
      acted: 'button[aria-controls="mobile-drawer"][aria-expanded="true"]',
      dialog: 'Menu',
    },
    {
      label: '/courses/c/{id}',
      path: `/courses/c/${courses[0]._id}`,
      control: { selector: 'main a', text: 'Enroll Now' },
      what: 'Enroll Now (visitor) → the login page (before the app runs) or the login dialog',
      actedRequest: '/assets/LoginModal-',
      navigatesTo: '/login',
      dialog: 'Login',
    },
    {
      label: '/book',
      path: '/book',
      control: { selector: 'main a[href="/book/event"]' },
      what: 'Events card → /book/event',
      navigatesTo: '/book/event',
    },
    {
      label: '/book/event/{id}',
      path: `/book/event/${event._id}`,
      control: { selector: 'main a', text: 'Register Now' },
      what: 'Register Now → /auth/register',
      navigatesTo: event.registrationLink,
    },
    {
      label: '/contact',
      path: '/contact',
      control: { selector: 'main button[type="submit"]', text: 'Send Message' },
      what: 'Send Message, fields empty → validation message (posted to the page before the app runs)',
      actedPost: '/contact',
      answer: 'main form [aria-invalid="true"]',
    },
  ];
}

/** A student's cookies (the server's session and the UI's readable pair), logged in once through the OTP API. */
async function studentCookies(base) {
  const mobileNo = `9${String(Date.now()).slice(-9)}`;
  const post = (path, body) =>
    fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/otp/send', { mobileNo });
  const inbox = (await (await fetch(`${base}/api/dev/otp-inbox?mobileNo=${mobileNo}`)).json()).data.at(-1);
  const verified = await post('/otp/verify', { reference_id: inbox.referenceId, otp: inbox.code });
  const { studentId } = (await verified.json()).data;
  const pairs = verified.headers.getSetCookie().map((c) => c.split(';')[0].split('='));
  pairs.push(['studentId', studentId], ['mobileNo', mobileNo]);
  return pairs.map(([name, value]) => ({ name, value, url: base }));
}

/**
 * A tap on `locator` once the app runs: from the tap sent to the dialog on screen (the frame after its
 * `open`; Node and the page share the machine's clock), and the Event Timing duration of that interaction
 * (the longest of its pointer and click entries; none means under the API's 16 ms threshold).
 */
async function timeDialog(page, log, locator, isDialog, deadline) {
  await locator.tap({ trial: true }); // waits until it stands still (the menu slides in), taps nothing
  const box = await locator.boundingBox();
  return timeTap(page, log, box, isDialog, deadline);
}

/** The tap at the centre of `box` now, timed as `timeDialog` says; with how long after the app ran it came. */
async function timeTap(page, log, box, isDialog, deadline) {
  const tapAt = Date.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await waitFor(() => log.dialogs.some((d) => isDialog(d.label) && d.at >= tapAt), deadline, 'dialog');
  const shownAt = log.dialogs.find((d) => isDialog(d.label) && d.at >= tapAt).at;
  const since = tapAt - log.timeOrigin - 50;
  const entriesUntil = Date.now() + 1000;
  let inp = null;
  while (inp === null && Date.now() < entriesUntil) {
    const mine = (await page.evaluate(() => window.__phoneEvents)).filter((e) => e.interactionId > 0 && e.startTime >= since);
    if (mine.length) inp = Math.max(...mine.map((e) => e.duration));
    else await sleep(100);
  }
  return { visible: shownAt - tapAt, inp, afterReady: tapAt - log.ready, sinceStart: shownAt - log.timeOrigin };
}

/** `/`, as soon as it runs: the menu, then its Login → the login dialog. */
async function loginDialogRun(browser, base) {
  const { context, page, log } = await phoneContext(browser, {});
  try {
    const deadline = Date.now() + 2 * NO_ANSWER_MS;
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    await waitFor(() => log.ready !== null, deadline, 'hydrated app');
    const menu = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    await page.touchscreen.tap(menu.x + menu.width / 2, menu.y + menu.height / 2);
    await waitFor(() => log.dialogs.some((d) => d.label === 'Menu'), deadline, 'menu');
    return await timeDialog(page, log, page.locator('#mobile-drawer').getByRole('link', { name: 'Login' }), (l) => l === 'Login', deadline);
  } finally {
    await context.close();
  }
}

/**
 * A logged-in student on a course page, as soon as it runs: Enroll Now → the enrol dialog. `atOnce`: tapped the
 * moment the page reports the app running, where the control was painted (`timeDialog` first waits for the
 * control to stand still, which on this CPU is some 0.2 s).
 */
async function enrolDialogRun(browser, base, path, cookies, { atOnce = false } = {}) {
  const { context, page, log } = await phoneContext(browser, { control: { selector: 'main a', text: 'Enroll Now' } }, cookies);
  try {
    const deadline = Date.now() + 2 * NO_ANSWER_MS;
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    await waitFor(() => log.ready !== null && log.box, deadline, 'hydrated app');
    const isDialog = (l) => l?.startsWith('Enroll for');
    if (atOnce) return await timeTap(page, log, { ...log.box, width: 0, height: 0 }, isDialog, deadline);
    const enrol = page.locator('main').getByRole('link', { name: 'Enroll Now' }).first();
    return await timeDialog(page, log, enrol, isDialog, deadline);
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const s = (ms) => (ms === null ? '–' : (ms / 1000).toFixed(2));
/** "1.23 s (each run's value)": the median, or only the runs when one has no value. */
const spread = (values, format = s, unit = ' s') =>
  values.some((v) => v === null)
    ? `– (${values.map((v) => (v === null ? '–' : format(v))).join(', ')})`
    : `${format(median(values))}${unit} (${values.map(format).join(', ')})`;

function pageRows(target, results) {
  const name = `phone ${target.label}`;
  const of = (key) => results.map((r) => r[key]);
  const counted = (values, unit) => spread(values, String, unit);
  const total = (key) => of(key).reduce((a, b) => a + b, 0);
  const runs = `median of ${results.length} runs (each run)`;
  const hydrated = of('hydratedAtTap').filter(Boolean).length;
  return [
    [`${name}: first paint`, spread(of('paint')), `${PROFILE}; first-contentful-paint since navigation start; ${runs}`],
    [
      `${name}: first working tap`,
      `${spread(of('tap'))}; ${counted(of('lost'), ' taps lost')} before it; app hydrated at that tap in ${hydrated} of ` +
        `${results.length}; answer on screen at ${spread(of('shown'))}` +
        (total('reloads') ? `; ${total('reloads')} page reload(s) from lost taps` : '') +
        (total('misses') ? `; ${total('misses')} tap(s) missed the control` : ''),
      `${target.what}; a tap every ${TAP_EVERY_MS} ms from the paint, the time of the one the page acted on; ${runs}`,
    ],
    [
      `${name}: app hydrated`,
      spread(of('ready')),
      `data-app-ready set, since navigation start (a visit without taps where the working tap came before the app ran); ${runs}`,
    ],
    [
      `${name}: script/style requests before the working tap`,
      `${counted(
        results.map((r) => r.beforeTap.count),
        ' requests',
      )} in ${counted(
        results.map((r) => r.beforeTap.waves),
        ' waves',
      )}; before the app ran: ${counted(
        results.map((r) => r.beforeReady?.count ?? null),
        ' requests',
      )}, ${counted(
        results.map((r) => r.beforeReady?.arrived ?? null),
        ' arrived',
      )}, in ${counted(
        results.map((r) => r.beforeReady?.waves ?? null),
        ' waves',
      )}; and the next dialog's code with the rest of the stylesheet, ${counted(
        results.map((r) => r.beforeReady?.readAhead ?? null),
        ' files',
      )}`,
      `asked for before that moment (arrived: whole by then); a wave is one deeper than the deepest request finished when it went out; ` +
        `the next dialog's code and the rest of the stylesheet, asked for from the first wave's arrival while the app hydrates (decisions 194, 197, 198), counted apart; ${runs}`,
    ],
  ];
}

function dialogRow(label, results, how, when = 'first tap once hydrated') {
  return [
    `phone ${label} dialog, ${when}`,
    `on screen after ${spread(results.map((r) => r.visible))}; Event Timing ${spread(
      results.map((r) => r.inp ?? 0),
      (v) => (v ? String(Math.round(v)) : '<16'),
      ' ms',
    )}; tapped ${spread(results.map((r) => r.afterReady))} after the app ran; on screen ${spread(
      results.map((r) => r.sinceStart),
    )} after the navigation began`,
    `${PROFILE}; ${how}; tap sent → the frame after the dialog opens, and the longest Event Timing entry of ` +
      `that tap (INP; none under 16 ms); median of ${results.length} runs (each run)`,
  ];
}

async function runAll(runs, failures, run) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    try {
      results.push(await run());
    } catch (err) {
      failures.push(err.message);
    }
  }
  return results;
}

/** The phone profile's rows; a page that answers no tap within 20 s is named and sets a failing exit code. */
export async function phoneRows(startSite, { runs = 5, only = null } = {}) {
  const site = await startSite({});
  const base = site.baseUrl;
  const browser = await launchBrowser(PHONE_BROWSER_ARGS);
  const rows = [];
  const failures = [];
  try {
    const pages = await phonePages(base);
    const results = new Map(pages.map((p) => [p, []]));
    // Run by run, each page in turn: a slow spell of the shared machine then touches every page alike.
    for (let i = 0; i < (only === 'dialogs' ? 0 : runs); i++) {
      for (const target of pages) {
        const tried = await runAll(1, failures, async () => {
          const result = await firstTapRun(browser, base, target);
          // The working tap left the page, or was answered before the app ran: when the app runs, from a visit without taps.
          return target.navigatesTo || !result.hydratedAtTap ? { ...result, ...(await hydrationRun(browser, base, target.path)) } : result;
        });
        results.get(target).push(...tried);
        if (!tried.length) failures[failures.length - 1] = `${target.label}: ${failures.at(-1)}`;
      }
    }
    for (const target of pages) if (results.get(target).length) rows.push(...pageRows(target, results.get(target)));
    if (only !== 'pages') {
      const login = await runAll(runs, failures, () => loginDialogRun(browser, base));
      if (login.length) rows.push(dialogRow('login', login, '/ → menu → Login, tapped as soon as the menu is open'));
      const cookies = await studentCookies(base);
      const enrol = await runAll(runs, failures, () => enrolDialogRun(browser, base, pages[1].path, cookies));
      if (enrol.length) rows.push(dialogRow('enrol', enrol, 'a logged-in student on /courses/c/{id} → Enroll Now'));
      const atOnce = await runAll(runs, failures, () => enrolDialogRun(browser, base, pages[1].path, cookies, { atOnce: true }));
      if (atOnce.length)
        rows.push(
          dialogRow(
            'enrol',
            atOnce,
            'a logged-in student on /courses/c/{id} → Enroll Now, tapped the moment the app runs where it was painted',
            'tapped the moment the app runs',
          ),
        );
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  if (failures.length) {
    rows.push(['phone profile', `FAILED: ${failures.join('; ')}`, PROFILE]);
    console.error(`phone profile failed: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { startSite } = await import('./lib/site-process.ts');
  const argv = process.argv.slice(2);
  const runs = argv.includes('--runs') ? Number(argv[argv.indexOf('--runs') + 1]) : 5;
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : null;
  if (only !== null && only !== 'pages' && only !== 'dialogs') throw new Error(`--only takes pages or dialogs, not ${only}`);
  const rows = await phoneRows((env) => startSite({ RATE_LIMIT_POSTS_PER_MINUTE: '1000000000', ...env }), { runs, only });
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}
