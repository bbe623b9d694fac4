// The page's one script, inlined into index.html by build/first-paint-head.ts (firstPaintHead, decisions 64 and 74):
// loads the app after the first paint. Inline, so that nothing but the page itself is fetched before that
// paint; the server allows it by its hash (server/http/inline-scripts.ts).
const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.content ?? '';
/** The chunks of this address's screen (build/screen-chunks.ts): asked for with the entry's, not after it. */
const screenModules = () => {
  const path = location.pathname;
  if (path === '/' || path === '/login') return [];
  try {
    const { files, routes, notFound } = JSON.parse(document.getElementById('app-screens').textContent);
    const matches = (pattern) => new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`).test(path);
    return (routes.find(([pattern]) => matches(pattern))?.[1] ?? notFound).map((i) => files[i]);
  } catch {
    return []; // an old page without the map: the screen's imports then load one level at a time
  }
};
/**
 * Each preload starts its fetch as it is added: a course page's two dozen at once took 6–14 ms of one task
 * on the bench machine, just after the first paint, where Lighthouse counts long tasks. A few per task instead.
 */
const PRELOADS_PER_TASK = 6;
const addInTurns = (links) => {
  document.head.append(...links.slice(0, PRELOADS_PER_TASK));
  if (links.length > PRELOADS_PER_TASK) setTimeout(() => addInTurns(links.slice(PRELOADS_PER_TASK)), 0);
};
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // The manifest and the icons: the browser fetches them as soon as it reads their links, which would
  // put them ahead of the first paint.
  const later = document.getElementById('after-paint');
  if (later instanceof HTMLTemplateElement) {
    for (const stand of document.querySelectorAll('[data-until-paint]')) stand.remove();
    document.head.append(later.content.cloneNode(true));
  }
  // A server-rendered page inlines only the rules its own HTML uses; the rest of the app needs them all.
  const rendered = Boolean(document.querySelector('style[data-subset]'));
  if (rendered) {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = meta('app-stylesheet');
    document.head.append(sheet);
  }
  const preloads = [...meta('app-modules').split(' ').filter(Boolean), ...screenModules()].map((href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    return link;
  });
  addInTurns(preloads);
  // React, then the libraries, then the app, each in a task of its own: on a rendered page these are three
  // shorter evaluations instead of one long one while the page is already on screen (build/first-paint-head.ts).
  void evaluateInTurns(rendered ? meta('app-vendor').split(' ').filter(Boolean) : []);
};
const evaluateInTurns = async (vendors) => {
  for (const vendor of vendors) {
    await import(vendor);
    await new Promise((next) => setTimeout(next, 0));
  }
  return import(meta('app-entry'));
};
// The service worker's app shell has nothing to show before the app runs; a hidden tab paints no frames.
if (!document.getElementById('root')?.firstElementChild || document.visibilityState === 'hidden') start();
document.addEventListener('visibilitychange', start, { once: true });
// Once the browser reports the first contentful paint: a frame callback may run before that frame is
// on screen, and a request made then is one the paint seems to have waited for.
try {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
} catch {
  requestAnimationFrame(() => setTimeout(start, 0));
}
// A page that never reports a paint still starts.
setTimeout(start, 1_500);
