/**
 * The one script a page names. Once the page's first contentful paint is on screen it asks for the app's
 * code — the entry, the chunks the entry imports and the screen's — and the rest of the site's stylesheet
 * all at once, then runs the entry (decision 183), then links the web app manifest (decision 186). Code that arrives and runs before that paint is code the paint waits for (Lighthouse
 * counts it so, issue 35); on a slow phone the page is still arriving then anyway.
 */
import {
  MANIFEST_HREF,
  ROOT_ID,
  START_ENTRY_ATTRIBUTE,
  START_LATER_ATTRIBUTE,
  START_MODULES_ATTRIBUTE,
  START_STYLESHEET_ATTRIBUTE,
} from './contract/app-start';

/** Past this, the app starts whatever the paint: an engine that never reports one must not wait forever. */
const LONGEST_WAIT_MS = 3000;

function appendLink(rel: string, href: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
}

function runApp(tag: Element) {
  const entry = tag.getAttribute(START_ENTRY_ATTRIBUTE);
  if (!entry) return;
  // The page inlines only its own rules (decision 184): the rest is asked for first, and is small beside the
  // code, so it is there before the app can open a dialog or another screen.
  const stylesheet = tag.getAttribute(START_STYLESHEET_ATTRIBUTE);
  if (stylesheet) appendLink('stylesheet', stylesheet);
  for (const href of (tag.getAttribute(START_MODULES_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) appendLink('modulepreload', href);
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  script.addEventListener(
    'load',
    () => {
      // The entry has run and hydration has begun: the line is idle while it works, so the dialogs' code comes
      // now, and a tap the moment the app runs opens them without a round trip (decision 187). Not on Save-Data.
      if (!(navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)
        for (const href of (tag.getAttribute(START_LATER_ATTRIBUTE) ?? '').split(' ').filter(Boolean)) appendLink('modulepreload', href);
      // The manifest (and the icon the browser then asks for) only once the app runs: installing needs the app's
      // service worker anyway, and neither the paint nor the app's code waits for them (decision 186).
      appendLink('manifest', MANIFEST_HREF);
    },
    { once: true },
  );
  document.head.append(script);
}

const contentfulPaint = (entries: PerformanceEntryList) => entries.some((entry) => entry.name === 'first-contentful-paint');

/** Once the page's first contentful paint has happened, or at once when there is none to wait for. */
function whenPainted(then: () => void) {
  // The app shell (the service worker's answer) is empty: the app paints it. A hidden tab paints nothing.
  const nothingToWaitFor =
    !document.getElementById(ROOT_ID)?.firstElementChild ||
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    contentfulPaint(performance.getEntriesByType('paint'));
  if (nothingToWaitFor) return then();
  const observer = new PerformanceObserver((list) => {
    if (!contentfulPaint(list.getEntries())) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', then, { once: true });
  setTimeout(then, LONGEST_WAIT_MS);
}

const tag = document.querySelector(`script[${START_ENTRY_ATTRIBUTE}]`);
let started = false;
whenPainted(() => {
  if (started || !tag) return;
  started = true;
  runApp(tag);
});
