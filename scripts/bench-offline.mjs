/**
 * Navigation to content for an offline deep link: one online visit to `/` (service worker and warm-up),
 * then offline, a course page opened directly in a new tab, five times; the time is the page's own
 * clock from navigation start to the course title in the DOM.
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
    await context.addInitScript((title) => {
      new MutationObserver((_, observer) => {
        const h1 = document.querySelector('h1');
        if (h1?.textContent === title) {
          window.__contentAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, course.title);
    const times = [];
    for (let i = 0; i < 5; i++) {
      const page = await context.newPage();
      await page.goto(`${base}/courses/c/${course._id}`);
      await page.waitForFunction(() => window.__contentAt !== undefined);
      times.push(await page.evaluate(() => window.__contentAt));
      await page.close();
    }
    times.sort((a, b) => a - b);
    await context.close();
    return [
      [
        'warm-up after first visit',
        `${warm.requests} requests, ${(warm.bytes / 1024).toFixed(1)} KB, ${warm.ms} ms`,
        'Chromium; localStorage codesmart-warm-up (resource timing, encoded bytes)',
      ],
      [
        'offline deep link to content',
        `median ${Math.round(times[2])} ms (min ${Math.round(times[0])}, max ${Math.round(times[4])})`,
        'Chromium offline, new tab on /courses/c/{id}, navigation start to title in DOM, 5 runs',
      ],
    ];
  } catch (err) {
    return [['offline deep link to content', 'failed', String(err).split('\n')[0]]];
  } finally {
    await browser.close();
    await site.stop();
  }
}
