/**
 * A part of the page whose code loads after the first paint (footer, floating buttons, Home below the
 * hero, the menu drawer, the offline banner's details). Its code may fail to arrive — the network gone,
 * no service worker yet — and React.lazy would throw that to the nearest error boundary, which for the
 * shell is none: the whole app would vanish. Here a failed load simply stays pending, and is tried
 * again each time the browser is back online, or the academy's server answers again after lie-fi
 * (server-probe.ts): meanwhile the part's Suspense boundary shows its fallback
 * (nothing), or, on a page the server rendered, keeps the server's HTML of the part on screen until its
 * code arrives and hydrates it (a footer that was there does not vanish because its code did not come).
 */
import { lazy, type ComponentType } from 'react';
import { SERVER_BACK_EVENT } from '../lib/server-back-event';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

function loadOnceOnline<P>(load: Loader<P>): Promise<{ default: ComponentType<P> }> {
  return load().catch(
    () =>
      new Promise((resolve) => {
        const retry = () => {
          load().then(
            (module) => {
              window.removeEventListener('online', retry);
              window.removeEventListener(SERVER_BACK_EVENT, retry);
              resolve(module);
            },
            () => undefined,
          ); // still missing: the next `online` or server answer tries again
        };
        window.addEventListener('online', retry);
        window.addEventListener(SERVER_BACK_EVENT, retry);
      }),
  );
}

export function lazyPart<P extends object>(load: Loader<P>): ComponentType<P> {
  return lazy(() => loadOnceOnline(load));
}
