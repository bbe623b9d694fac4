/**
 * What each route of routes.tsx reads, so the server can load a page's data before it renders it once
 * (src/server-render.tsx, decision 55). Same patterns, same order, same matching as the route table.
 *
 * A route missing here, or a screen that starts reading something new, still renders right: the server
 * sees the query its screen asked for, loads it and renders again, only slower. tests/api/pages.test.ts
 * renders every route and fails when one takes more than one pass.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  courseQuery,
  coursesQuery,
  eventQuery,
  eventsQuery,
  homeCoursesQuery,
  homeMentorsQuery,
  homeTestimonialsQuery,
  internshipSessionQuery,
  internshipSessionsQuery,
  mentorQuery,
  mentorsQuery,
  sessionCategoriesQuery,
  testimonialsQuery,
  webinarQuery,
  webinarsQuery,
  workshopQuery,
  workshopsQuery,
} from '../api/queries';
import type { SessionCategory } from '../contract';

type Params = Record<string, string>;
/** Loads a route's data into the client (never throws: a failed read stays failed in the client's cache). */
type Plan = (params: Params, client: QueryClient) => Promise<unknown>;
type Step = (client: QueryClient) => Promise<void>;

const prefetch =
  <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Step =>
  (client) =>
    client.prefetchQuery(options);

const reads =
  (...steps: ((params: Params) => Step)[]): Plan =>
  (params, client) =>
    Promise.all(steps.map((step) => step(params)(client)));

/** The list a listing page shows for a category (ListingPage's CategorySessions). */
function sessionsOf(type: SessionCategory['type']): Step {
  switch (type) {
    case 'event':
      return prefetch(eventsQuery());
    case 'webinar':
      return prefetch(webinarsQuery());
    case 'internship-session':
      return prefetch(internshipSessionsQuery());
    default:
      return prefetch(workshopsQuery());
  }
}

/** A listing reads the categories, then the sessions of the one its slug names (none for an unknown slug). */
const listing =
  (slugOf: (params: Params) => string): Plan =>
  async (params, client) => {
    await client.prefetchQuery(sessionCategoriesQuery());
    const category = client.getQueryData(sessionCategoriesQuery().queryKey)?.find((c) => c.slug === slugOf(params));
    if (category) await sessionsOf(category.type)(client);
  };

const home = reads(
  () => prefetch(homeCoursesQuery()),
  () => prefetch(homeMentorsQuery()),
  () => prefetch(homeTestimonialsQuery()),
);

/** A mentor's profile shows the testimonials about their courses once the mentor is known. */
const mentorProfile: Plan = async ({ id = '' }, client) => {
  await client.prefetchQuery(mentorQuery(id));
  if (client.getQueryData(mentorQuery(id).queryKey)) await client.prefetchQuery(testimonialsQuery());
};

const none: Plan = async () => undefined;

/** In the order of routes.tsx: the first pattern that matches decides, as in its <Switch>. */
const ROUTE_READS: [pattern: string, plan: Plan][] = [
  ['/', home],
  ['/login', home],
  ['/courses', reads(() => prefetch(coursesQuery()))],
  ['/courses/c/:id', reads(({ id = '' }) => prefetch(courseQuery(id)))],
  ['/courses/:id', reads(({ id = '' }) => prefetch(courseQuery(id)))],
  ['/enroll', reads(() => prefetch(coursesQuery()))],
  ['/mentors', reads(() => prefetch(mentorsQuery()))],
  ['/mentors/m/:id', mentorProfile],
  ['/testimonials', reads(() => prefetch(testimonialsQuery()))],
  ['/about', none],
  ['/contact', none],
  ['/book', reads(() => prefetch(sessionCategoriesQuery()))],
  ['/book/workshop/:id', reads(({ id = '' }) => prefetch(workshopQuery(id)))],
  ['/book/:slug/:id', reads(({ id = '' }) => prefetch(eventQuery(id)))],
  ['/book/:slug', listing(({ slug = '' }) => slug)],
  ['/events', listing(() => 'event')],
  ['/webinar/:id', reads(({ id = '' }) => prefetch(webinarQuery(id)))],
  ['/internship-session/:id', reads(({ id = '' }) => prefetch(internshipSessionQuery(id)))],
  ['/auth/register', reads(() => prefetch(coursesQuery()))],
  ['/auth/forgot-password', none],
  ['/feedback', none],
  ['/pending', none],
  ['/policies/terms-conditions', none],
  ['/policies/refund', none],
  ['/policies/privacy', none],
];

/** wouter's matching (regexparam): `:name` is one segment, a trailing slash is allowed, case is ignored. */
function matcher(pattern: string): { regexp: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(part.slice(1));
      return '([^/]+?)';
    })
    .join('/');
  return { regexp: new RegExp(`^${source}/?$`, 'i'), keys };
}

const MATCHERS = ROUTE_READS.map(([pattern, plan]) => ({ ...matcher(pattern), plan }));

/** wouter matches the decoded path (decodeURI, left as it is when malformed). */
function decodedPath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/** Loads what the screen at `path` will read into `client`; nothing for a route without data or an unknown one. */
export async function loadRouteReads(path: string, client: QueryClient): Promise<void> {
  const location = decodedPath(path);
  for (const { regexp, keys, plan } of MATCHERS) {
    const match = regexp.exec(location);
    if (!match) continue;
    await plan(Object.fromEntries(keys.map((key, i) => [key, match[i + 1] ?? ''])), client);
    return;
  }
}

/** Every route of the table with a sample path, for tests and for loading every screen's code once. */
export const ROUTE_PATTERNS: readonly string[] = ROUTE_READS.map(([pattern]) => pattern);
