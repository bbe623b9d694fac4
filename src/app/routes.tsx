/**
 * The route table of SPEC §2. Home ships in the first bundle (it is the landing page); every other
 * screen is its own chunk, loaded when first visited.
 */
import { memo, Suspense, useDeferredValue, useEffect, type ComponentType, type ReactElement } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { patternToRegExp } from '../contract/api-routes';
import { saveDataOn } from '../lib/client-values';
import { whenIdle } from '../lib/idle';
import { SHELL } from '../content/copy';
import HomePage from '../features/home/HomePage';
import { useDialogs } from '../ui/dialogs-store';
import { StatusText } from '../ui/Section';
import { lazyScreen } from './lazy-screen';
import { ScreenBoundary } from './ScreenBoundary';
import { ScrollManager } from './ScrollManager';
import { preloadModulesFor } from './screen-modules';

const CoursesPage = lazyScreen(() => import('../features/courses/CoursesPage'));
const CourseDetailPage = lazyScreen(() => import('../features/courses/CourseDetailPage'));
const EnrolPage = lazyScreen(() => import('../features/courses/EnrolPage'));
const MentorsPage = lazyScreen(() => import('../features/mentors/MentorsPage'));
const MentorProfilePage = lazyScreen(() => import('../features/mentors/MentorProfilePage'));
const TestimonialsPage = lazyScreen(() => import('../features/testimonials/TestimonialsPage'));
const AboutPage = lazyScreen(() => import('../features/about/AboutPage'));
const ContactPage = lazyScreen(() => import('../features/contact/ContactPage'));
const PolicyPage = lazyScreen(() => import('../features/policies/PolicyPage'));
const BookPage = lazyScreen(() => import('../features/sessions/BookPage'));
const ListingPage = lazyScreen(() => import('../features/sessions/ListingPage'));
const EventDetailPage = lazyScreen(() => import('../features/sessions/EventDetailPage'));
const WebinarDetailPage = lazyScreen(() => import('../features/sessions/WebinarDetailPage'));
const WorkshopDetailPage = lazyScreen(() => import('../features/sessions/WorkshopDetailPage'));
const InternshipDetailPage = lazyScreen(() => import('../features/sessions/InternshipDetailPage'));
const RegisterPage = lazyScreen(() => import('../features/register/RegisterPage'));
const ForgotPasswordPage = lazyScreen(() => import('../features/register/ForgotPasswordPage'));
const FeedbackPage = lazyScreen(() => import('../features/feedback/FeedbackPage'));
const PendingPage = lazyScreen(() => import('../features/outbox/PendingPage'));
const MyLearningPage = lazyScreen(() => import('../features/my-learning/MyLearningPage'));
const StaffPage = lazyScreen(() => import('../features/staff/StaffPage'));
const NotFoundPage = lazyScreen(() => import('../features/not-found/NotFoundPage'));

type Params = Record<string, string | undefined>;

/** SPEC §2's routes after Home, first match wins: the router's table and the early fetch's (below). */
const SCREENS: { path: string; screen: { preload: () => Promise<void> }; view: (p: Params) => ReactElement }[] = [
  { path: '/courses', screen: CoursesPage, view: () => <CoursesPage /> },
  { path: '/courses/c/:id', screen: CourseDetailPage, view: (p) => <CourseDetailPage id={p.id!} /> },
  { path: '/courses/:id', screen: CourseDetailPage, view: (p) => <CourseDetailPage id={p.id!} /> },
  { path: '/enroll', screen: EnrolPage, view: () => <EnrolPage /> },
  { path: '/mentors', screen: MentorsPage, view: () => <MentorsPage /> },
  { path: '/mentors/m/:id', screen: MentorProfilePage, view: (p) => <MentorProfilePage id={p.id!} /> },
  { path: '/testimonials', screen: TestimonialsPage, view: () => <TestimonialsPage /> },
  { path: '/about', screen: AboutPage, view: () => <AboutPage /> },
  { path: '/contact', screen: ContactPage, view: () => <ContactPage /> },
  { path: '/book', screen: BookPage, view: () => <BookPage /> },
  { path: '/book/workshop/:id', screen: WorkshopDetailPage, view: (p) => <WorkshopDetailPage id={p.id!} /> },
  { path: '/book/:slug/:id', screen: EventDetailPage, view: (p) => <EventDetailPage id={p.id!} /> },
  { path: '/book/:slug', screen: ListingPage, view: (p) => <ListingPage slug={p.slug!} /> },
  { path: '/events', screen: ListingPage, view: () => <ListingPage slug="event" /> },
  { path: '/webinar/:id', screen: WebinarDetailPage, view: (p) => <WebinarDetailPage id={p.id!} /> },
  { path: '/internship-session/:id', screen: InternshipDetailPage, view: (p) => <InternshipDetailPage id={p.id!} /> },
  { path: '/auth/register', screen: RegisterPage, view: () => <RegisterPage /> },
  { path: '/auth/forgot-password', screen: ForgotPasswordPage, view: () => <ForgotPasswordPage /> },
  { path: '/feedback', screen: FeedbackPage, view: () => <FeedbackPage /> },
  { path: '/pending', screen: PendingPage, view: () => <PendingPage /> },
  { path: '/my-learning', screen: MyLearningPage, view: () => <MyLearningPage /> },
  { path: '/staff', screen: StaffPage, view: () => <StaffPage /> },
  { path: '/policies/terms-conditions', screen: PolicyPage, view: () => <PolicyPage policy="terms" /> },
  { path: '/policies/refund', screen: PolicyPage, view: () => <PolicyPage policy="refund" /> },
  { path: '/policies/privacy', screen: PolicyPage, view: () => <PolicyPage policy="privacy" /> },
];

/**
 * Fetches the code of the screen a visit opens on while the app is still starting (saved data being
 * read), so the first render has it; resolves when it is here, or failed to come.
 */
export function preloadScreenFor(path: string): Promise<void> {
  if (path === '/' || path === '/login') return Promise.resolve();
  return (SCREENS.find((s) => patternToRegExp(s.path).test(path))?.screen ?? NotFoundPage).preload();
}

/**
 * Once the service worker serves the app's code from its cache, every screen's code is read in idle
 * time, one screen per idle moment: a tap on any link then shows its screen without waiting for code.
 * Not on Save-Data, and not before the worker is in control (the network would pay for it).
 */
export function preloadAllScreens(): void {
  if (saveDataOn() || !navigator.serviceWorker?.controller) return;
  // The staff console is the staff's: a visitor's device neither reads nor keeps its code ahead.
  const queue = [...new Set(SCREENS.filter((s) => s.screen !== StaffPage).map((s) => s.screen)), NotFoundPage];
  const next = () => {
    const screen = queue.shift();
    if (screen) whenIdle(() => void screen.preload().then(next), { timeoutMs: 5_000, withoutIdleMs: 200 });
  };
  next();
}

/** `/login` is the home page with the login modal open over it (SPEC: login is a modal, not a screen). */
function LoginRoute() {
  const openLogin = useDialogs((s) => s.openLogin);
  useEffect(() => openLogin(), [openLogin]);
  return <HomePage />;
}

/**
 * Sets `data-app-ready` on <html> once the first screen is live: rendered by the browser, or hydrated
 * (a server-rendered screen shows before it answers clicks). Tests and measurements wait for it.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
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
  // Runs before the deferred render that imports the new screen, so its chunks come in one round trip.
  useEffect(() => preloadModulesFor(location), [location]);
  return (
    <>
      <ScrollManager location={shown} />
      {shown !== location && <div className="route-progress" role="progressbar" aria-label={SHELL.loading} />}
      <ScreenBoundary location={shown}>
        <Suspense fallback={<StatusText>{SHELL.loading}</StatusText>}>
          <AppReady />
          <ScreenSwitch location={shown} />
        </Suspense>
      </ScreenBoundary>
    </>
  );
});

/**
 * wouter's Switch and Route follow the address itself, not the `location` they are given: the click's
 * own (urgent) render reaches the matched route while the shown screen has not changed yet. Memoised,
 * that route hands React the same screen and params (wouter keeps equal params as one object), so the
 * screen on show is not rendered again before the new one (a whole home page, in the click's task).
 */
const ScreenView = memo(function ScreenView({ view, params }: { view: (p: Params) => ReactElement; params: Params }) {
  return view(params);
});
const viewOf = (Screen: ComponentType) => () => <Screen />;
const HOME_VIEW = viewOf(HomePage);
const LOGIN_VIEW = viewOf(LoginRoute);
const NOT_FOUND_VIEW = viewOf(NotFoundPage);

function ScreenSwitch({ location }: { location: string }) {
  return (
    <Switch location={location}>
      <Route path="/">{(params: Params) => <ScreenView view={HOME_VIEW} params={params} />}</Route>
      <Route path="/login">{(params: Params) => <ScreenView view={LOGIN_VIEW} params={params} />}</Route>
      {SCREENS.map((screen) => (
        <Route key={screen.path} path={screen.path}>
          {(params: Params) => <ScreenView view={screen.view} params={params} />}
        </Route>
      ))}
      <Route>{(params: Params) => <ScreenView view={NOT_FOUND_VIEW} params={params} />}</Route>
    </Switch>
  );
}
