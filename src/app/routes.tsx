/**
 * The route table of SPEC §2. Home ships in the first bundle (it is the landing page); every other
 * screen is its own chunk, loaded when first visited.
 */
import { memo, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { SHELL } from '../content/copy';
import HomePage from '../features/home/HomePage';
import { useDialogs } from '../ui/dialogs-store';
import { StatusText } from '../ui/Section';
import { lazyScreen } from './lazy-screen';
import { ScreenBoundary } from './ScreenBoundary';

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
const NotFoundPage = lazyScreen(() => import('../features/not-found/NotFoundPage'));

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
  return (
    <ScreenBoundary location={location}>
      <Suspense fallback={<StatusText>{SHELL.loading}</StatusText>}>
        <AppReady />
        <ScreenSwitch />
      </Suspense>
    </ScreenBoundary>
  );
});

function ScreenSwitch() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/login" component={LoginRoute} />
      <Route path="/courses" component={CoursesPage} />
      <Route path="/courses/c/:id">{(p) => <CourseDetailPage id={p.id} />}</Route>
      <Route path="/courses/:id">{(p) => <CourseDetailPage id={p.id} />}</Route>
      <Route path="/enroll" component={EnrolPage} />
      <Route path="/mentors" component={MentorsPage} />
      <Route path="/mentors/m/:id">{(p) => <MentorProfilePage id={p.id} />}</Route>
      <Route path="/testimonials" component={TestimonialsPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/book" component={BookPage} />
      <Route path="/book/workshop/:id">{(p) => <WorkshopDetailPage id={p.id} />}</Route>
      <Route path="/book/:slug/:id">{(p) => <EventDetailPage id={p.id} />}</Route>
      <Route path="/book/:slug">{(p) => <ListingPage slug={p.slug} />}</Route>
      <Route path="/events">{() => <ListingPage slug="event" />}</Route>
      <Route path="/webinar/:id">{(p) => <WebinarDetailPage id={p.id} />}</Route>
      <Route path="/internship-session/:id">{(p) => <InternshipDetailPage id={p.id} />}</Route>
      <Route path="/auth/register" component={RegisterPage} />
      <Route path="/auth/forgot-password" component={ForgotPasswordPage} />
      <Route path="/feedback" component={FeedbackPage} />
      <Route path="/pending" component={PendingPage} />
      <Route path="/policies/terms-conditions">{() => <PolicyPage policy="terms" />}</Route>
      <Route path="/policies/refund">{() => <PolicyPage policy="refund" />}</Route>
      <Route path="/policies/privacy">{() => <PolicyPage policy="privacy" />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
