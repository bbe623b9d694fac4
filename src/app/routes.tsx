/**
 * The route table of SPEC §2. Home ships in the first bundle (it is the landing page); every other
 * screen is its own chunk, loaded when first visited.
 */
import { lazy, memo, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import HomePage from '../features/home/HomePage';
import { useDialogs } from '../ui/dialogs-store';
import { StatusText } from '../ui/Section';

const CoursesPage = lazy(() => import('../features/courses/CoursesPage'));
const CourseDetailPage = lazy(() => import('../features/courses/CourseDetailPage'));
const EnrollPage = lazy(() => import('../features/courses/EnrollPage'));
const MentorsPage = lazy(() => import('../features/mentors/MentorsPage'));
const MentorProfilePage = lazy(() => import('../features/mentors/MentorProfilePage'));
const TestimonialsPage = lazy(() => import('../features/testimonials/TestimonialsPage'));
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const PolicyPage = lazy(() => import('../features/policies/PolicyPage'));
const BookPage = lazy(() => import('../features/sessions/BookPage'));
const ListingPage = lazy(() => import('../features/sessions/ListingPage'));
const EventDetailPage = lazy(() => import('../features/sessions/EventDetailPage'));
const WebinarDetailPage = lazy(() => import('../features/sessions/WebinarDetailPage'));
const WorkshopDetailPage = lazy(() => import('../features/sessions/WorkshopDetailPage'));
const InternshipDetailPage = lazy(() => import('../features/sessions/InternshipDetailPage'));
const RegisterPage = lazy(() => import('../features/register/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/register/ForgotPasswordPage'));
const FeedbackPage = lazy(() => import('../features/feedback/FeedbackPage'));
const PendingPage = lazy(() => import('../features/outbox/PendingPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

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
  return (
    <Suspense fallback={<StatusText>Loading…</StatusText>}>
      <AppReady />
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/login" component={LoginRoute} />
        <Route path="/courses" component={CoursesPage} />
        <Route path="/courses/c/:id">{(p) => <CourseDetailPage id={p.id} />}</Route>
        <Route path="/courses/:id">{(p) => <CourseDetailPage id={p.id} />}</Route>
        <Route path="/enroll" component={EnrollPage} />
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
    </Suspense>
  );
});
