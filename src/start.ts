/**
 * The script that starts the app (a page's other script, the student mark, only marks <html>: decision 203). Once
 * the page's first contentful paint is on screen it asks for the app's code — the entry, the chunks the entry
 * imports and the screen's — all at once, then runs the entry (decision 183). Code that arrives and runs before
 * that paint is code the paint waits for (Lighthouse counts it so, issue 35); on a slow phone the page is still
 * arriving then anyway. Once those files have all arrived — or, where the browser knows the line's round trip, one
 * round trip before the entry's last byte (decision 220) — it asks for the code of the dialog the person can open
 * next (decisions 187, 193, 194), then, the entry in, the rest of the site's stylesheet (decisions 197, 198); once
 * the entry has run it links the web app manifest (decision 186).
 */
import {
  ENROL_TARGET_ID,
  MANIFEST_HREF,
  ROOT_ID,
  START_ENTRY_ATTRIBUTE,
  START_ENTRY_BYTES_ATTRIBUTE,
  START_LATER_ATTRIBUTE,
  START_LATER_STUDENT_ATTRIBUTE,
  START_LATER_TOASTER_ATTRIBUTE,
  START_MODULES_ATTRIBUTE,
  START_STYLESHEET_ATTRIBUTE,
  SIGNED_IN_COOKIE,
  SITE_SHEET_ATTRIBUTE,
  STYLESHEET_LONGEST_WAIT_MS,
} from './contract/app-start';

/** Past this, the app starts whatever the paint: an engine that never reports one must not wait forever. */
const LONGEST_WAIT_MS = 3000;

/** The files an attribute of the start script's tag names, space-separated. */
const filesNamed = (tag: Element, attribute: string) => (tag.getAttribute(attribute) ?? '').split(' ').filter(Boolean);

function appendLink(rel: string, href?: string) {
  const link = document.createElement('link');
  link.rel = rel;
  if (href) link.href = href;
  document.head.append(link);
  return link;
}

/** `then` once every link has loaded, at once for none; never if one fails (the entry's own `load` is the fallback). */
function whenAllLoaded(links: HTMLLinkElement[], then: () => void) {
  let waiting = links.length;
  if (waiting === 0) return then();
  for (const link of links) link.addEventListener('load', () => --waiting === 0 && then(), { once: true });
}

// lib/client-values' saveDataOn, written again: the start script imports nothing (build/app-shell.ts).
const saveData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** The line's round trip in ms as the browser estimates it: Chromium's Network Information API; 0 where unknown. */
const lineRoundTrip = () => (navigator as Navigator & { connection?: { rtt?: number } }).connection?.rtt ?? 0;

const signedIn = () => document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_COOKIE}=`));

/**
 * The code of the dialog a person can open next (decisions 187, 193, 194), once the page's own code is in: the
 * line is idle while the phone parses it and hydrates, so a tap the moment the app runs opens the dialog without
 * a round trip. One dialog's, not both: on 400 kbit/s the other's shared the line and the login dialog's code
 * came 0.3 s later. Fetched into the HTTP cache (the files are immutable), not linked as modulepreload: a module
 * fetch that fails (a connection cut mid-way) is remembered by the page's module map, and every later import of
 * that file, a shared chunk included, would fail until a reload. Not on Save-Data, nor offline. Then, once the
 * dialog's files are whole, `then`: what must not share their line.
 */
function readLater(tag: Element, then: () => void) {
  if (saveData() || !navigator.onLine) return then();
  const next = signedIn() ? START_LATER_STUDENT_ATTRIBUTE : START_LATER_ATTRIBUTE;
  void Promise.all(filesNamed(tag, next).map(readWhole)).then(() => {
    then();
    // The toaster's (decision 195): without a service worker, Send OTP's failure on lie-fi is a toast whose code
    // could not come either.
    filesNamed(tag, START_LATER_TOASTER_ATTRIBUTE).forEach(readWhole);
  });
}

/** A file into the HTTP cache, its body read to the end; never rejects. */
const readWhole = (href: string) =>
  fetch(href, { credentials: 'same-origin' })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);

function runApp(tag: Element) {
  const entry = tag.getAttribute(START_ENTRY_ATTRIBUTE);
  if (!entry) return;
  // The page inlines only its own rules (decision 184). The rest of the sheet is linked now, for the app to find
  // (src/ui/site-styles.ts), but asked for only after the page's code and the next dialog's: in the first wave its
  // 13 KB shared a slow line with the code, and the app ran 0.1-0.3 s later (decision 197).
  const stylesheet = tag.getAttribute(START_STYLESHEET_ATTRIBUTE);
  const sheet = stylesheet && appendLink('stylesheet');
  // Marked once it has loaded or failed: the app may first look after either (a failed sheet has no `sheet`).
  const settle = () => sheet && sheet.setAttribute(SITE_SHEET_ATTRIBUTE, 'settled');
  if (sheet) {
    sheet.setAttribute(SITE_SHEET_ATTRIBUTE, '');
    sheet.addEventListener('load', settle);
    sheet.addEventListener('error', settle);
  }
  const firstWave = filesNamed(tag, START_MODULES_ATTRIBUTE).map((href) => appendLink('modulepreload', href));
  const roundTrip = lineRoundTrip();
  const entryBytes = Number(tag.getAttribute(START_ENTRY_BYTES_ATTRIBUTE));
  // Counted as it comes (decision 220) on a rendered page (see below) where the browser knows the line's round trip.
  const counted = rendered() && roundTrip > 0 && entryBytes > 0;
  // Otherwise the entry as well, though the script below asks for it too (one fetch: the module map keeps it): a
  // modulepreload's `load` comes when the file has arrived, the script's only once it has run (~0.1 s later on
  // the phone profile, enough to put a student's enrol dialog over 200 ms, decision 194).
  if (!counted) firstWave.push(appendLink('modulepreload', entry));
  // Counted, the entry is whole when its count has ended: the sheet waits for that too.
  let entryIn: Promise<void> | null = null;
  let readingLater = false;
  const readLaterOnce = () => {
    if (readingLater) return;
    readingLater = true;
    // The sheet after the next dialog's code, and after the entry: the page carries that dialog's rules (decision
    // 198), and the sheet's 13 KB beside the code made the app run later and a tap the moment it ran wait for both.
    const askForSheet = () => sheet && !sheet.getAttribute('href') && (sheet.href = stylesheet!);
    readLater(tag, () => (entryIn ? void entryIn.then(askForSheet) : askForSheet()));
    // A line that stalls ends neither way: the sheet is asked for all the same, and what waits for it shows plain
    // rather than never.
    if (sheet)
      setTimeout(() => {
        askForSheet();
        if (!sheet.getAttribute(SITE_SHEET_ATTRIBUTE)) sheet.dispatchEvent(new Event('error'));
      }, STYLESHEET_LONGEST_WAIT_MS);
  };
  // Only on a rendered page, whose first wave holds its screen's code: the app shell's screen is asked for as
  // the entry runs, and the dialog's files must not go out ahead of it. Asked when the wave is in (its other files
  // would share the line), or about to be: the page may still be parsing now.
  if (counted) {
    // Both: the wave's other files in, and the entry about to be.
    let waiting = 2;
    const oneIn = () => --waiting === 0 && readLaterOnce();
    whenAllLoaded(firstWave, oneIn);
    entryIn = countEntry(entry, entryBytes, roundTrip, oneIn);
  } else whenAllLoaded(firstWave, () => rendered() && readLaterOnce());
  // The entry once the page is parsed: it hydrates the whole of #root and reads the page's state at its end.
  whenParsed(() => runEntry(entry, readLaterOnce));
}

/**
 * How far back the rate the entry comes at is taken, and how long it must have been coming before it is judged:
 * past the line's bursts, and short enough to see it quicken once the entry has the line to itself.
 */
const RATE_WINDOW_MS = 300;

/**
 * The entry fetched and counted as it comes; `nearlyIn` once what is left of it would take one round trip at the
 * rate it is coming. A request sent then has its first bytes back as the entry's last arrive: the line neither idles
 * a round trip between them nor shares the entry's bytes (decision 220). The entry's <script> reads this same
 * download (the HTTP cache joins a request for a file already on its way). Settles once the entry is whole, or
 * its fetch has failed (the script's own `load` is then the fallback).
 */
function countEntry(entry: string, bytes: number, roundTrip: number, nearlyIn: () => void): Promise<void> {
  let told = false;
  const tell = () => {
    if (told) return;
    told = true;
    nearlyIn();
  };
  return fetch(entry, { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok || !response.body) return;
      const reader = response.body.getReader();
      const seen: [at: number, count: number][] = [];
      let count = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        count += value.byteLength;
        const now = performance.now();
        seen.push([now, count]);
        // From the last point at least a window old: chunks that come in a burst after a busy moment (the page
        // parsing) would make a shorter span's rate many times the line's, and the read go out seconds early.
        while (seen.length > 1 && now - seen[1]![0] >= RATE_WINDOW_MS) seen.shift();
        const [since, then] = seen[0]!;
        if (now - since >= RATE_WINDOW_MS && bytes - count <= ((count - then) / (now - since)) * roundTrip) tell();
      }
      tell();
    })
    .catch(() => undefined);
}

function runEntry(entry: string, readLaterOnce: () => void) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  // A script ends in `load` or in `error`, never both. The manifest (and the icon the browser then asks for)
  // once the entry has run or failed, not before: on a picture's page Chrome's manifest-then-icon chain ended
  // before the largest paint (decision 186).
  const entryEnded = (event: Event) => {
    if (event.type === 'load') readLaterOnce();
    appendLink('manifest', MANIFEST_HREF);
  };
  script.addEventListener('load', entryEnded, { once: true });
  script.addEventListener('error', entryEnded, { once: true });
  document.head.append(script);
}

/** A page the server rendered; the app shell (the service worker's answer) has an empty root. */
const rendered = () => Boolean(document.getElementById(ROOT_ID)?.firstElementChild);

const contentfulPaint = (entries: PerformanceEntryList) => entries.some((entry) => entry.name === 'first-contentful-paint');

/** Once the page has been parsed whole, or at once if it has. */
function whenParsed(then: () => void) {
  if (document.readyState !== 'loading') then();
  else document.addEventListener('DOMContentLoaded', then, { once: true });
}

/**
 * Once the page's first contentful paint has happened, or at once when there is none to wait for. Called as the
 * page's head is parsed (the script is `async`): a long page paints before its end is parsed, and its code is
 * asked for from that paint, not from the end (0.07-0.09 s sooner on the phone profile, decision 213).
 */
function whenPainted(then: () => void) {
  // A hidden tab paints nothing.
  const nothingToWaitFor =
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    contentfulPaint(performance.getEntriesByType('paint'));
  if (nothingToWaitFor) return then();
  // The app shell (the service worker's answer) is empty: the app paints it. Known once #root is parsed. And a
  // paint before the end of the page may be reported only after it: its observer's task waits behind the parser.
  whenParsed(() => (!rendered() || contentfulPaint(performance.getEntriesByType('paint'))) && then());
  const observer = new PerformanceObserver((list) => {
    if (!contentfulPaint(list.getEntries())) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', then, { once: true });
  setTimeout(then, LONGEST_WAIT_MS);
}

/**
 * A signed-in student's Enroll Now tapped before the app runs goes to its `#enrol` (decision 204) in place of the
 * page's entry in the history, not as a new one: once the app has answered it and dropped it from the address, one
 * Back leaves the page, not two (decision 212). Once the app runs, its own handler prevents the default first.
 */
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[href^="#${ENROL_TARGET_ID}"]`);
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  location.replace(link.href);
});

const tag = document.querySelector(`script[${START_ENTRY_ATTRIBUTE}]`);
let started = false;
whenPainted(() => {
  if (started || !tag) return;
  started = true;
  runApp(tag);
});
