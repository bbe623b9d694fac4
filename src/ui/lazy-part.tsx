/**
 * A part of the page the server renders whose code loads after the first paint (footer, floating buttons, Home
 * below the hero, the install button); the dialogs and the parts only the browser mounts are `loadedPart`s, below.
 * Its code may fail to arrive — the network gone, a connection cut mid-file, no service worker yet — and
 * React.lazy would throw that to the nearest error boundary, which for the shell is none: the whole app
 * would vanish. Here a failed load simply stays pending, and is tried again each time the browser is back
 * online, the academy's server answers again after lie-fi (server-probe.ts), or the person taps or types
 * again (on lie-fi nothing else says the line is back: a Login tapped again brings its dialog), and on a
 * clock that slows down to once a minute: meanwhile
 * the part's Suspense boundary shows its fallback (nothing), or, on a page the server rendered, keeps the
 * server's HTML of the part on screen until its code arrives and hydrates it (a footer that was there does
 * not vanish because its code did not come).
 */
import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenAppStarted } from '../lib/app-started';
import { SERVER_BACK_EVENT } from '../lib/server-back-event';
import { partStylesApplied, type PartRules } from './site-styles';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** What may mean the code can arrive now. */
const TRY_AGAIN_ON = ['online', SERVER_BACK_EVENT, 'pointerdown', 'keydown'] as const;

/**
 * And the clock: the part that hears the server come back (the outbox's wiring, server-probe.ts) may be the
 * one missing, and a person may not touch the page. First after 5 s, then twice as long each time, to a minute.
 */
export const RETRY_PART_MS = { first: 5_000, max: 60_000 } as const;

/** `waiting` is told true when a try has failed and the next waits for one of TRY_AGAIN_ON, false when it starts. */
function loadWhenItCan<P>(load: Loader<P>, waiting: (yes: boolean) => void = () => {}): Promise<{ default: ComponentType<P> }> {
  return load().catch(
    () =>
      new Promise((resolve) => {
        let trying = false;
        let timer: ReturnType<typeof setTimeout> | undefined;
        let delay: number = RETRY_PART_MS.first;
        const later = () => {
          timer = setTimeout(retry, delay);
          delay = Math.min(delay * 2, RETRY_PART_MS.max);
        };
        waiting(true);
        const retry = () => {
          if (trying) return;
          trying = true;
          clearTimeout(timer);
          waiting(false);
          load().then(
            (module) => {
              for (const type of TRY_AGAIN_ON) window.removeEventListener(type, retry);
              resolve(module);
            },
            () => {
              trying = false; // still missing: the next of those tries again
              waiting(true);
              later();
            },
          );
        };
        for (const type of TRY_AGAIN_ON) window.addEventListener(type, retry);
        later();
      }),
  );
}

/**
 * A part shown on a person's request (a dialog), or one only the browser mounts (a signed-in student's: the server
 * renders every page signed out), rendered straight from its module once that has arrived, with no Suspense.
 * React.lazy suspends once even for code already here, and React holds back what comes next until 300 ms after
 * a fallback showed (its anti-flicker pause): a dialog whose code had come opened a third of a second after the
 * tap, and a fallback shown as the page hydrates held back the hydration of every section the server rendered
 * (decision 196). `preload` imports the code ahead; `whileLoading` shows while the code is on its way, and not
 * while a failed try waits for the next chance (it would say "Loading…" when nothing is).
 */
export function loadedPart<P extends object = object>(load: Loader<P>, rules?: PartRules) {
  let ready: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  let waitingNow = false;
  const watchers = new Set<(waiting: boolean) => void>();
  const setWaiting = (yes: boolean) => {
    waitingNow = yes;
    for (const watcher of watchers) watcher(yes);
  };
  // Its rules may not be on the page the server sent: it shows once the site's stylesheet applies (decision 197). At
  // once where the page carries a dialog's, or for a part with no rules of its own (`rules`, decision 198).
  const fetchPart = () =>
    (loading ??= Promise.all([loadWhenItCan(load, setWaiting), partStylesApplied(rules)]).then(([module]) => (ready = module.default)));

  function Part({ whileLoading = null, ...props }: P & { whileLoading?: ReactNode }) {
    const [Loaded, setLoaded] = useState(() => ready);
    const [waiting, setWaitingHere] = useState(waitingNow);
    useEffect(() => {
      if (Loaded) return;
      let mounted = true;
      watchers.add(setWaitingHere);
      setWaitingHere(waitingNow);
      void fetchPart().then((component) => mounted && setLoaded(() => component));
      return () => {
        mounted = false;
        watchers.delete(setWaitingHere);
      };
    }, [Loaded]);
    if (Loaded) return <Loaded {...(props as P)} />;
    return waiting ? null : whileLoading;
  }
  return Object.assign(Part, { preload: (): void => void fetchPart() });
}

export function lazyPart<P extends object>(load: Loader<P>): ComponentType<P> {
  return lazy(() => loadWhenItCan(load));
}

/**
 * A part no first tap needs: its code is asked for once the app has started (decision 207);
 * until then a page the server rendered keeps the part's HTML on screen.
 */
export const lazyPartAfterStart = <P extends object>(load: Loader<P>): ComponentType<P> => lazyPart(() => whenAppStarted().then(load));
