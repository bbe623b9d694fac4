/**
 * The API's route table (SPEC §7), written once: the server mounts its routes from it, the client builds
 * its URLs from it and the service worker derives its cache rules from it. Plain data, no structs, so the
 * service worker can bundle it cheaply; writes.ts pairs each write with its structs and messages. Patterns use the server's
 * `:param` syntax; `pathTo` fills them for the client and `patternToRegExp` matches them in the worker.
 */

export const API_BASE = '/api';

export const REQUEST_TIMEOUT_MS = 10_000;

/** Which offline cache keeps a read's answers (the service worker names the caches). */
export type ReadCacheGroup = 'catalogue' | 'mentors' | 'testimonials' | 'sessions';

export interface ReadRoute {
  readonly pattern: string;
  readonly cache: ReadCacheGroup;
}

/** The public GETs; every one is cached for offline use by its group. */
export const READS = {
  courses: { pattern: '/courses/all', cache: 'catalogue' },
  course: { pattern: '/courses/:id', cache: 'catalogue' },
  mentors: { pattern: '/trainer/all-profile', cache: 'mentors' },
  mentor: { pattern: '/trainer/:id', cache: 'mentors' },
  testimonials: { pattern: '/feedback', cache: 'testimonials' },
  sessionCategories: { pattern: '/session-category', cache: 'sessions' },
  events: { pattern: '/event', cache: 'sessions' },
  event: { pattern: '/event/:id', cache: 'sessions' },
  webinars: { pattern: '/webinars', cache: 'sessions' },
  webinar: { pattern: '/webinars/:id', cache: 'sessions' },
  workshops: { pattern: '/workshops', cache: 'sessions' },
  workshop: { pattern: '/workshops/:id', cache: 'sessions' },
  internshipSessions: { pattern: '/internship-sessions', cache: 'sessions' },
  internshipSession: { pattern: '/internship-sessions/:id', cache: 'sessions' },
} as const satisfies Record<string, ReadRoute>;

/** Where each kind of form posts (the write registry in writes.ts adds its structs and messages). */
export const WRITE_PATHS = {
  contact: '/contact',
  registration: '/student/register',
  enrolment: '/enrollments/enroll',
  feedback: '/feedback',
  /** "Request a call back" (issue 39): not in SPEC §7, our own. */
  callback: '/callback-requests',
} as const;

export type SubmissionKind = keyof typeof WRITE_PATHS;

/** Logging in and out: not queued (they need the network), but shared by the client and the server. */
export const AUTH_PATHS = {
  otpSend: '/otp/send',
  otpVerify: '/otp/verify',
  me: '/auth/me',
  logout: '/auth/logout',
  /** Development only: the codes the console SMS sender would have texted. */
  devOtpInbox: '/dev/otp-inbox',
} as const;

/** A screen that failed in a browser reports itself here, for the server's log. */
export const CLIENT_ERRORS_PATH = '/client-errors';

/** `/courses/:id` with `{ id: 'x y' }` → `/courses/x%20y`. */
export function pathTo(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo: missing :${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** A pattern as a whole-path matcher: each `:param` is one non-empty path segment. */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The client's URLs, built from the table above. */
export const apiPaths = {
  courses: READS.courses.pattern,
  course: (id: string) => pathTo(READS.course.pattern, { id }),
  mentors: READS.mentors.pattern,
  mentor: (id: string) => pathTo(READS.mentor.pattern, { id }),
  testimonials: READS.testimonials.pattern,
  sessionCategories: READS.sessionCategories.pattern,
  events: READS.events.pattern,
  event: (id: string) => pathTo(READS.event.pattern, { id }),
  webinars: READS.webinars.pattern,
  webinar: (id: string) => pathTo(READS.webinar.pattern, { id }),
  workshops: READS.workshops.pattern,
  workshop: (id: string) => pathTo(READS.workshop.pattern, { id }),
  internshipSessions: READS.internshipSessions.pattern,
  internshipSession: (id: string) => pathTo(READS.internshipSession.pattern, { id }),
} as const;
