/**
 * The router: the pages of the route table (src/contract/page-routes.ts) in its order, first match wins,
 * matched by the table's own parser. Home ships in the first bundle (it is the landing page); every other
 * screen is its own chunk, loaded when first visited (src/app/screens.ts).
 */
import { markAppStarted } from '../lib/app-started';
import { lazy, memo, Suspense, useDeferredValue, useEffect, type ReactElement } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { HOME_SCREEN, NOT_FOUND_SCREEN, PAGE_ROUTES, parsePagePattern, type PageRoute } from '../contract/page-routes';
import { saveDataOn } from '../lib/client-values';
import { whenIdle } from '../lib/idle';
import { SHELL } from '../content/copy';
import HomePage from '../features/home/HomePage';
import { StatusText } from '../ui/Section';
import { LoadingBar } from '../ui/LoadingBar';
import { ScreenBoundary } from './ScreenBoundary';
import { ScrollManager } from './ScrollManager';
import { preloadScreenFor, screenComponent, type ScreenProps } from './screens';

type Params = Record<string, string | undefined>;

export { preloadScreenFor };

/**
 * Once the service worker serves the app's code from its cache, every screen's code is read in idle
 * time, one screen per idle moment: a tap on any link then shows its screen without waiting for code.
 * Not on Save-Data, and not before the worker is in control (the network would pay for it).
 */
export function preloadAllScreens(): void {
  if (saveDataOn() || !navigator.serviceWorker?.controller) return;
  // The staff console is the staff's: a visitor's device neither reads nor keeps its code ahead.
  const names = [...new Set(PAGE_ROUTES.filter((r) => r.audience !== 'staff').map((r) => r.screen)), NOT_FOUND_SCREEN];
  const queue = names.map(screenComponent);
  const next = () => {
    const screen = queue.shift();
    if (screen) whenIdle(() => void screen.preload().then(next), { timeoutMs: 5_000, withoutIdleMs: 200 });
  };
  next();
}

/**
 * `/login` is Home with the login dialog open over it (SPEC: login is a modal). The page arrives with it
 * open and working before the app runs (decision 126); its code comes with the page's hydration.
 */
const LoginOnArrival = lazy(() => import('../features/auth/LoginModal').then((m) => ({ default: m.LoginOnArrival })));

/**
 * Sets `data-app-ready` on <html> once the first screen is live: rendered by the browser, or hydrated
 * (a server-rendered screen shows before it answers clicks). Tests and measurements wait for it.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    markAppStarted();
  }, []);
  return null;
}

// memo: a re-render of the shell must not reach a server-rendered screen before it has hydrated (React
// would throw that screen's HTML away and render it again, with a flash of "Loading…").
export const AppRoutes = memo(function AppRoutes() {
  const [location] = useLocation();
  // The screen shown follows the address as a transition: while a new screen's code or data is on its
  // way the current one stays (marked busy), instead of a "Loading…" fallback that React would then
  // keep for at least 300 ms to avoid flicker (decision 65).
  const shown = useDeferredValue(location);
  return (
    <>
      <ScrollManager location={shown} />
      {shown !== location && <LoadingBar />}
      <ScreenBoundary location={shown}>
        <Suspense fallback={<StatusText>{SHELL.loading}</StatusText>}>
          <AppReady />
          <ScreenSwitch location={shown} />
        </Suspense>
      </ScreenBoundary>
    </>
  );
});

type View = (params: Params) => ReactElement;

/** A route's screen with its props: the path's named params and the route's own. */
function viewOf(route: PageRoute | null): View {
  const Screen = route?.screen === HOME_SCREEN ? HomePage : screenComponent(route?.screen ?? NOT_FOUND_SCREEN);
  const view: View = (params) => {
    const named = Object.fromEntries(Object.entries(params).filter(([key]) => Number.isNaN(Number(key)))) as ScreenProps;
    return <Screen {...named} {...route?.props} />;
  };
  return route?.opens === 'login'
    ? (params) => (
        <>
          {view(params)}
          <Suspense fallback={null}>
            <LoginOnArrival />
          </Suspense>
        </>
      )
    : view;
}

/** Made once: a route hands React the same view each time (see ScreenView). */
const ROUTE_VIEWS = PAGE_ROUTES.map((route) => ({ path: route.path, view: viewOf(route) }));
const NOT_FOUND_VIEW = viewOf(null);

/**
 * wouter's Switch and Route follow the address itself, not the `location` they are given: the click's
 * own (urgent) render reaches the matched route while the shown screen has not changed yet. Memoised,
 * that route hands React the same screen and params (wouter keeps equal params as one object), so the
 * screen on show is not rendered again before the new one (a whole home page, in the click's task).
 */
const ScreenView = memo(function ScreenView({ view, params }: { view: View; params: Params }) {
  return view(params);
});

function ScreenSwitch({ location }: { location: string }) {
  return (
    <Router parser={parsePagePattern}>
      <Switch location={location}>
        {ROUTE_VIEWS.map(({ path, view }) => (
          <Route key={path} path={path}>
            {(params: Params) => <ScreenView view={view} params={params} />}
          </Route>
        ))}
        <Route>{(params: Params) => <ScreenView view={NOT_FOUND_VIEW} params={params} />}</Route>
      </Switch>
    </Router>
  );
}
