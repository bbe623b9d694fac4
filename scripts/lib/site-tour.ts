/**
 * Every route of SPEC §2 as a student can open it on a running site, detail pages with the ids of the
 * site's own data: for the screenshots (`npm run screenshots`) and the browser tests that go through
 * every page (layout, accessibility).
 */
import type { Page } from 'playwright-core';

interface Listed {
  _id?: string;
  id?: string;
}

async function firstId(baseUrl: string, path: string): Promise<string> {
  const body = (await (await fetch(`${baseUrl}/api${path}`)).json()) as { data: Listed[] };
  const first = body.data[0];
  const id = first?._id ?? first?.id;
  if (!id) throw new Error(`${path} lists nothing: the site has no demo content`);
  return id;
}

/** Pages without data of their own. */
export const STATIC_ROUTES = [
  '/',
  '/courses',
  '/enroll',
  '/mentors',
  '/testimonials',
  '/about',
  '/contact',
  '/book',
  '/book/event',
  '/book/webinar',
  '/book/workshop',
  '/book/internship-session',
  '/auth/register',
  '/auth/forgot-password',
  '/feedback',
  '/pending',
  '/my-learning',
  '/staff',
  '/policies/terms-conditions',
  '/policies/refund',
  '/policies/privacy',
  '/events',
  '/no-such-page',
] as const;

/**
 * Every route, detail pages included (the first course, with its first note in the reader and first lesson in the
 * player, mentor, event, webinar, workshop and internship).
 */
export async function siteRoutes(baseUrl: string): Promise<string[]> {
  const [course, mentor, event, webinar, workshop, internship] = await Promise.all(
    ['/courses/all', '/trainer/all-profile', '/event', '/webinars', '/workshops', '/internship-sessions'].map((p) => firstId(baseUrl, p)),
  );
  const { notes, videolectures } = (
    (await (await fetch(`${baseUrl}/api/courses/${course}`)).json()) as { data: { notes: Listed[]; videolectures: Listed[] } }
  ).data;
  const [note, lesson] = [notes[0]?._id, videolectures[0]?._id];
  const details = [
    `/courses/c/${course}`,
    `/courses/c/${course}/notes/${note}`,
    `/courses/c/${course}/lessons/${lesson}`,
    `/mentors/m/${mentor}`,
    `/book/event/${event}`,
    `/webinar/${webinar}`,
    `/book/workshop/${workshop}`,
    `/internship-session/${internship}`,
  ];
  return [...STATIC_ROUTES, ...details];
}

/** A file name for a route's picture: `/` is "home", slashes become dashes. */
export function routeFileName(route: string): string {
  return route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '-');
}

/**
 * Scrolls through the page as a reader would, so scroll-reveal sections appear, then back to the top,
 * and waits for the animations that end (a blinking caret or a shimmer never does, and is not waited for).
 */
export async function readThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame, or a tenth of a second where the page draws none: a wait in the page never hangs on the browser's
    // frames (the layout tour stalled for its whole 300 s limit, now and then, in CI runs under load).
    const frame = () => new Promise<void>((resolve) => (requestAnimationFrame(() => resolve()), setTimeout(resolve, 100)));
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      // Two frames: the intersection observers see the new position and the reveal starts.
      await frame();
      await frame();
      // Then the slide-ins that started are brought to their end here, where they are rendered: one left
      // running would be frozen once scrolled away (content-visibility, decision 89) and pictured blank.
      for (const a of document.getAnimations()) if (a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
    }
    window.scrollTo(0, 0);
  });
  await animationsEnded(page);
}

/** Longer than any animation of the site that ends (a slide-in is 0.6 s, the hero's panel 1.05 s). */
const LONGEST_ANIMATION_MS = 5_000;

/**
 * Waits for the animations under way that end (a slide-in, a dialog's entrance) where they are rendered;
 * a check of colours during one would read a half-faded text. A blinking caret or a shimmer never ends.
 * Those under way when it starts, each looked at again every frame rather than awaited once: a section that stops
 * being rendered while its slide-in runs (scrolled away and skipped, decision 89; the page grown above it by a part
 * whose code came late) holds that slide-in where it is, and a wait for its end would never return. Never longer
 * than any of them can last.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(async (longestMs) => {
    // As in readThrough: a frame, or a tenth of a second where the page draws none.
    const frame = () => new Promise<void>((resolve) => (requestAnimationFrame(() => resolve()), setTimeout(resolve, 100)));
    // A section scrolled away waits for its rendering (content-visibility, decision 89), known a frame
    // later: its slide-ins are not serviced until the next time it shows.
    const rendered = (a: Animation) => {
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
      return !target || target.checkVisibility({ contentVisibilityAuto: true });
    };
    const ending = (a: Animation) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity && rendered(a);
    await frame();
    await frame();
    const underWay = document.getAnimations().filter(ending);
    const until = performance.now() + longestMs;
    while (underWay.some(ending) && performance.now() < until) await frame();
  }, LONGEST_ANIMATION_MS);
}

/**
 * The whole page as one picture, every section drawn: sections far from the viewport skip their rendering
 * (content-visibility, decision 89), which a full-page capture would show as blank bands; the picture is
 * taken with that turned off. Call after `readThrough`.
 */
export async function fullPagePicture(page: Page, path?: string): Promise<Buffer> {
  const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const picture = await page.screenshot({ fullPage: true, path });
  await style.evaluate((node) => (node as Element).remove());
  return picture;
}
