/**
 * A part of the page whose code loads after the first paint (footer, floating buttons, Home below the
 * hero, the menu drawer, the offline banner's details, the dialogs, the toaster). Its code may fail to
 * arrive — the network gone, a connection cut mid-file, no service worker yet — and React.lazy would throw
 * that to the nearest error boundary, which for the shell is none: the whole app would vanish. Here a
 * failed load simply stays pending, and is tried again each time the browser is back online, the
 * academy's server answers again after lie-fi (server-probe.ts), or the person taps or types again (on
 * lie-fi nothing else says the line is back: a Login tapped again brings its dialog): meanwhile the part's
 * Suspense boundary shows its fallback
 * (nothing), or, on a page the server rendered, keeps the server's HTML of the part on screen until its
 * code arrives and hydrates it (a footer that was there does not vanish because its code did not come).
 */
import { lazy, type ComponentType } from 'react';
import { SERVER_BACK_EVENT } from '../lib/server-back-event';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** What may mean the code can arrive now. */
const TRY_AGAIN_ON = ['online', SERVER_BACK_EVENT, 'pointerdown', 'keydown'] as const;

function loadWhenItCan<P>(load: Loader<P>): Promise<{ default: ComponentType<P> }> {
  return load().catch(
    () =>
      new Promise((resolve) => {
        let trying = false;
        const retry = () => {
          if (trying) return;
          trying = true;
          load().then(
            (module) => {
              for (const type of TRY_AGAIN_ON) window.removeEventListener(type, retry);
              resolve(module);
            },
            () => {
              trying = false; // still missing: the next of those tries again
            },
          );
        };
        for (const type of TRY_AGAIN_ON) window.addEventListener(type, retry);
      }),
  );
}

export function lazyPart<P extends object>(load: Loader<P>): ComponentType<P> {
  return lazy(() => loadWhenItCan(load));
}
