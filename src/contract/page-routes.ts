/**
 * The site's pages (SPEC §2), written once, as data: the path, the screen's module, what it reads and who
 * it is for. The router (src/app/routes.tsx), the server's renderer and its reads (src/api/route-reads.ts),
 * the build's map from a screen to its chunks (build/app-shell.ts), the first visit's preloads and the
 * service worker all read this table, and all match a path with the one matcher below, the router's own
 * (regexparam's `parse`, which wouter uses): a path is one page for all of them (decision 123).
 */
import { parse } from 'regexparam';
import type { PageFormKind } from './form-requests';

/** What the server loads before rendering a page (src/api/route-reads.ts has one plan per name). */
export type ReadPlan =
  | 'home'
  | 'courses'
  | 'course'
  | 'mentors'
  | 'mentor'
  | 'testimonials'
  | 'categories'
  | 'listing'
  | 'event'
  | 'webinar'
  | 'workshop'
  | 'internship'
  | 'about'
  | 'none';

export interface PageRoute {
  /** A wouter pattern: `:name` is one path segment; a trailing slash and any case match too. */
  readonly path: string;
  /** The screen's module under src/features/, without its extension. */
  readonly screen: string;
  /** Props the route gives its screen besides the path's params. */
  readonly props?: Readonly<Record<string, string>>;
  readonly reads: ReadPlan;
  /**
   * Whose page it is: `public` pages are rendered by the server with their data and saved for offline;
   * `device` pages show what this browser keeps, `student` and `staff` pages a signed-in person's own.
   */
  readonly audience: 'public' | 'device' | 'student' | 'staff';
  /** A dialog the page opens on arrival (SPEC: login is a modal; `/login` is Home with it open). */
  readonly opens?: 'login';
  /**
   * The write registry's kind of the form this page posts to the server before its app runs (decision 126):
   * the form works from the first paint; the server answers with the page, its messages or its outcome.
   */
  readonly form?: PageFormKind | 'login';
}

/** Home: in the first load of every page, never a chunk of its own. */
export const HOME_SCREEN = 'home/HomePage';
/** What a path no route matches shows. */
export const NOT_FOUND_SCREEN = 'not-found/NotFoundPage';

/** First match wins, as in the router's <Switch>. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', screen: HOME_SCREEN, reads: 'home', audience: 'public' },
  { path: '/login', screen: HOME_SCREEN, reads: 'home', audience: 'public', opens: 'login', form: 'login' },
  { path: '/courses', screen: 'courses/CoursesPage', reads: 'courses', audience: 'public' },
  { path: '/courses/c/:id', screen: 'courses/CourseDetailPage', reads: 'course', audience: 'public' },
  { path: '/courses/:id', screen: 'courses/CourseDetailPage', reads: 'course', audience: 'public' },
  // The course pack (issue 40): a note in the reader, a lesson in the player (the sample note is everyone's).
  { path: '/courses/c/:id/notes/:noteId', screen: 'course-pack/ReaderPage', reads: 'course', audience: 'public' },
  { path: '/courses/c/:id/lessons/:lessonId', screen: 'course-pack/PlayerPage', reads: 'course', audience: 'public' },
  { path: '/enroll', screen: 'courses/EnrolPage', reads: 'courses', audience: 'public' },
  { path: '/mentors', screen: 'mentors/MentorsPage', reads: 'mentors', audience: 'public' },
  { path: '/mentors/m/:id', screen: 'mentors/MentorProfilePage', reads: 'mentor', audience: 'public' },
  { path: '/testimonials', screen: 'testimonials/TestimonialsPage', reads: 'testimonials', audience: 'public' },
  { path: '/about', screen: 'about/AboutPage', reads: 'about', audience: 'public' },
  // The call back form offers the courses (issue 39).
  { path: '/contact', screen: 'contact/ContactPage', reads: 'courses', audience: 'public', form: 'contact' },
  { path: '/book', screen: 'sessions/BookPage', reads: 'categories', audience: 'public' },
  { path: '/book/workshop/:id', screen: 'sessions/WorkshopDetailPage', reads: 'workshop', audience: 'public' },
  { path: '/book/:slug/:id', screen: 'sessions/EventDetailPage', reads: 'event', audience: 'public' },
  { path: '/book/:slug', screen: 'sessions/ListingPage', reads: 'listing', audience: 'public' },
  { path: '/events', screen: 'sessions/ListingPage', props: { slug: 'event' }, reads: 'listing', audience: 'public' },
  { path: '/webinar/:id', screen: 'sessions/WebinarDetailPage', reads: 'webinar', audience: 'public' },
  { path: '/internship-session/:id', screen: 'sessions/InternshipDetailPage', reads: 'internship', audience: 'public' },
  { path: '/auth/register', screen: 'register/RegisterPage', reads: 'courses', audience: 'public', form: 'registration' },
  { path: '/auth/forgot-password', screen: 'register/ForgotPasswordPage', reads: 'none', audience: 'public' },
  { path: '/feedback', screen: 'feedback/FeedbackPage', reads: 'none', audience: 'public' },
  { path: '/pending', screen: 'outbox/PendingPage', reads: 'none', audience: 'device' },
  { path: '/my-learning', screen: 'my-learning/MyLearningPage', reads: 'none', audience: 'student' },
  { path: '/staff', screen: 'staff/StaffPage', reads: 'none', audience: 'staff' },
  { path: '/policies/terms-conditions', screen: 'policies/PolicyPage', props: { policy: 'terms' }, reads: 'none', audience: 'public' },
  { path: '/policies/refund', screen: 'policies/PolicyPage', props: { policy: 'refund' }, reads: 'none', audience: 'public' },
  { path: '/policies/privacy', screen: 'policies/PolicyPage', props: { policy: 'privacy' }, reads: 'none', audience: 'public' },
];

/** The router's parser: wouter is given this very function (src/app/routes.tsx), so nobody matches differently. */
export const parsePagePattern = parse;

const COMPILED = PAGE_ROUTES.map((route) => ({ route, ...parsePagePattern(route.path) }));

/** As wouter reads the address: decoded once (`decodeURI`), or left as it is when that fails. */
export function decodedPath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

export interface PageMatch {
  /** null: no route matches, the not-found screen shows. */
  route: PageRoute | null;
  /** The path's params and the route's own props, as the screen gets them. */
  props: Record<string, string>;
}

/** The page at `path` (no query string): the first route whose pattern matches, as the router decides. */
export function matchPage(path: string): PageMatch {
  const location = decodedPath(path);
  for (const { route, pattern, keys } of COMPILED) {
    const found = pattern.exec(location);
    if (!found) continue;
    const params = Object.fromEntries((keys || []).map((key, i) => [key, found[i + 1] ?? '']));
    return { route, props: { ...params, ...route.props } };
  }
  return { route: null, props: {} };
}

/** The screen module that shows at `path`. */
export const screenAt = (path: string): string => matchPage(path).route?.screen ?? NOT_FOUND_SCREEN;

/** Every screen module of the table once, and the not-found screen. */
export const SCREEN_MODULES: readonly string[] = [...new Set([...PAGE_ROUTES.map((r) => r.screen), NOT_FOUND_SCREEN])];

/**
 * Where the build puts the chunks only the staff console uses (decision 83): the service worker caches
 * them when staff open the console, and never precaches them for visitors.
 */
export const STAFF_CHUNKS = 'assets/staff';

/**
 * A chunk is the console's own when every module in it is the console's code, words or structs, or the
 * chart library only the console's funnel loads (issue 39).
 */
export function isStaffOnly(moduleIds: readonly string[]): boolean {
  const own =
    /[\\/]src[\\/](features[\\/]staff[\\/]|content[\\/](staff|leads)\.ts$|contract[\\/](staff|leads|working-hours)\.ts$)|[\\/]node_modules[\\/]uplot[\\/]/;
  return moduleIds.length > 0 && moduleIds.every((id) => own.test(id));
}
