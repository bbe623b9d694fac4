// The page's one script tag: loads the app after the first paint (vite.config.ts firstPaintHead, decision 64).
const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.content ?? '';
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // A server-rendered page inlines only the rules its own HTML uses; the rest of the app needs them all.
  if (document.querySelector('style[data-subset]')) {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = meta('app-stylesheet');
    document.head.append(sheet);
  }
  for (const href of meta('app-modules').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import(meta('app-entry'));
};
// The service worker's app shell has nothing to show before the app runs; a hidden tab paints no frames.
if (!document.getElementById('root')?.firstElementChild) start();
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
