/**
 * Navigation to content for an offline deep link: one online visit to `/` (service worker and warm-up),
 * then offline, a course page opened directly in a new tab, ten times; the time is the page's own
 * clock from navigation start to the course title in the DOM. Then in-app navigation after the warm-up:
 * in fresh tabs on `/` once painted, a click on each navbar link to a screen the tab has not shown yet,
 * online and offline; the time is from the click to the new screen's heading.
 */
import { launchBrowser } from './lib/browser.ts';

export async function offlineDeepLink(startSite) {
  const site = await startSite({});
  const base = site.baseUrl;
  const browser = await launchBrowser();
  try {
    const courses = (await (await fetch(`${base}/api/courses/all`)).json()).data;
    const course = courses.at(-1);
    const context = await browser.newContext();
    const first = await context.newPage();
    await first.goto(`${base}/`);
    await first.evaluate(() => navigator.serviceWorker.ready);
    await first.waitForFunction(() => localStorage.getItem('codesmart-warm-up') !== null, undefined, { timeout: 60_000 });
    const warm = JSON.parse(await first.evaluate(() => localStorage.getItem('codesmart-warm-up')));
    await first.close();
    await context.setOffline(true);
    const times = await deepLinkTimes(context, `${base}/courses/c/${course._id}`, course.title);
    times.sort((a, b) => a - b);
    const offlineNav = await inAppNavigation(context, base);
    await context.setOffline(false);
    const onlineNav = await inAppNavigation(context, base);
    await context.close();
    return [
      [
        'warm-up after first visit',
        `${warm.requests} requests, ${(warm.bytes / 1024).toFixed(1)} KB, ${warm.ms} ms`,
        'Chromium; localStorage codesmart-warm-up (resource timing, encoded bytes)',
      ],
      [
        'offline deep link to content',
        `median ${Math.round((times[4] + times[5]) / 2)} ms (min ${Math.round(times[0])}, max ${Math.round(times[9])})`,
        'Chromium offline, new tab on /courses/c/{id}, navigation start to title in DOM, 10 runs',
      ],
      [
        'in-app navigation, online',
        onlineNav,
        'after the warm-up, fresh tab on / once painted, click each navbar link (a screen not yet shown), click to its heading',
      ],
      ['in-app navigation, offline', offlineNav, 'the same with the browser offline (context.setOffline)'],
    ];
  } catch (err) {
    return [['offline deep link to content', 'failed', String(err).split('\n')[0]]];
  } finally {
    await browser.close();
    await site.stop();
  }
}

/** Ten new tabs on `url` with the browser offline: navigation start to `title` in the DOM, ms, sorted later. */
async function deepLinkTimes(context, url, title) {
  // The page reports the time itself, on the console: waiting with page.waitForFunction would have
  // Playwright evaluate its own large script in the page while the app starts, and time that too.
  await context.addInitScript((title) => {
    new MutationObserver((_, observer) => {
      const h1 = document.querySelector('h1');
      if (h1?.textContent === title) {
        console.info(`content-shown ${performance.now()}`);
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, title);
  const times = [];
  for (let i = 0; i < 10; i++) {
    const page = await context.newPage();
    const shown = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('content-shown '), timeout: 30_000 });
    await page.goto(url, { waitUntil: 'commit' });
    times.push(Number((await shown).text().slice('content-shown '.length)));
    await page.close();
  }
  return times;
}

/** Fresh tabs per figure: the start's moment varies from tab to tab, and one click says little. */
const NAVIGATION_TABS = 5;
const NAVBAR_SCREENS = ['/courses', '/about', '/contact', '/book'];

/**
 * Click → heading of each navbar screen, in a fresh tab on `/` (so no screen's code is loaded yet), the
 * median of NAVIGATION_TABS tabs. The first click comes as soon as the home page has been painted: a
 * visitor can only tap a link they can see. (Clicking at `data-app-ready` clicked a page not painted
 * yet, 60–120 ms before its first paint, and timed the home's own first frame.)
 */
async function inAppNavigation(context, base) {
  const times = Object.fromEntries(NAVBAR_SCREENS.map((href) => [href, []]));
  for (let tab = 0; tab < NAVIGATION_TABS; tab++) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/`);
    await page.waitForFunction(
      () => document.documentElement.dataset.appReady === 'true' && performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    for (const href of NAVBAR_SCREENS) times[href].push(await clickToHeading(page, href));
    await page.close();
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return `${NAVBAR_SCREENS.map((href) => `${href} ${Math.round(median(times[href]))}`).join(', ')} ms (median of ${NAVIGATION_TABS} tabs)`;
}

function clickToHeading(page, href) {
  return page.evaluate(async (target) => {
    const before = document.querySelector('main h1')?.textContent;
    const link = document.querySelector(`header a[href="${target}"]`);
    const started = performance.now();
    link.click();
    await new Promise((resolve) => {
      const done = () => {
        const h1 = document.querySelector('main h1');
        if (h1 && h1.textContent !== before) return (resolve(undefined), true);
        return false;
      };
      if (done()) return;
      const observer = new MutationObserver(() => done() && observer.disconnect());
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    return performance.now() - started;
  }, href);
}
