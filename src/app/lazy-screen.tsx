/**
 * A route's screen, loaded with its first visit, that survives failing to load. React.lazy keeps a
 * failed import for good, so a screen opened offline without a service worker (a first visit, or a
 * browser that blocks them) would stay broken after the network returned. Here a failed import
 * resolves to a stand-in that says why, offers Try again and tries again by itself on `online`; once
 * the code arrives the real screen renders in its place, with the same props.
 */
import { lazy, useCallback, useState, type ComponentType } from 'react';
import { useBrowserOnline, useWhenBackOnline } from '../lib/browser-online';
import { reportClientError } from '../api/report-error';
import { SCREEN_PROBLEM } from '../content/resilience';
import { ScreenProblem } from './ScreenProblem';
import { siteStylesApplied } from '../ui/site-styles';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Vite resolves a failed import to nothing when a `vite:preloadError` listener prevents its default (ours does not: stale-build.ts). */
const loaded = <P,>(module: { default: ComponentType<P> } | undefined) =>
  module?.default ? module : Promise.reject(new Error('The screen’s code did not arrive'));

export function lazyScreen<P extends object>(load: Loader<P>) {
  let ready: ComponentType<P> | null = null;
  const fetchScreen = () =>
    load()
      .then(loaded)
      .then((module) => {
        ready = module.default;
        return module;
      });
  // A screen moved to, not the one the server rendered (that one is fetched ahead, and renders directly below):
  // its rules come with the site's stylesheet, which it waits for (decision 197).
  const Lazy = lazy(() =>
    Promise.all([fetchScreen(), siteStylesApplied()])
      .then(([module]) => module)
      .catch((error: unknown) => {
        if (navigator.onLine) reportClientError('chunk', error);
        return { default: (props: P) => <LoadAgain load={load} props={props} /> };
      }),
  );
  /**
   * Code fetched ahead (`preload`) renders at once: React.lazy would suspend once even for code already
   * here, show "Loading…", and then hold the screen back for its 300 ms anti-flicker pause.
   */
  function Screen(props: P) {
    // Decided once per mounting: switching paths later would mount the screen afresh.
    const [Direct] = useState(() => ready);
    return Direct ? <Direct {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, {
    /** Fetches the code; resolves either way (a screen that fails to load says so when it renders). */
    preload: (): Promise<void> =>
      fetchScreen().then(
        () => undefined,
        () => undefined,
      ),
  });
}

function LoadAgain<P extends object>({ load, props }: { load: Loader<P>; props: P }) {
  const [Screen, setScreen] = useState<ComponentType<P> | null>(null);
  const online = useBrowserOnline();
  const retry = useCallback(() => {
    load()
      .then(loaded)
      .then(
        (module) => setScreen(() => module.default),
        () => undefined, // still missing: this stand-in stays, with Try again
      );
  }, [load]);
  useWhenBackOnline(retry);
  if (Screen) return <Screen {...props} />;
  return (
    <ScreenProblem
      message={SCREEN_PROBLEM.notLoaded}
      lead={online ? SCREEN_PROBLEM.notLoadedOnline : SCREEN_PROBLEM.notLoadedOffline}
      onRetry={retry}
    />
  );
}
