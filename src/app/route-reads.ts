/**
 * What each page reads, so the server can load a page's data before it renders it once
 * (src/server-render.tsx, decision 55): one plan per `reads` name of the route table
 * (src/contract/page-routes.ts), found with the table's own matcher.
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
import { matchPage, PAGE_ROUTES, type ReadPlan } from '../contract/page-routes';

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

/** Each plan of the route table's `reads`: a listing's slug and an id come from the page's props. */
const PLANS: Record<ReadPlan, Plan> = {
  home,
  courses: reads(() => prefetch(coursesQuery())),
  course: reads(({ id = '' }) => prefetch(courseQuery(id))),
  mentors: reads(() => prefetch(mentorsQuery())),
  mentor: mentorProfile,
  testimonials: reads(() => prefetch(testimonialsQuery())),
  categories: reads(() => prefetch(sessionCategoriesQuery())),
  listing: listing(({ slug = '' }) => slug),
  event: reads(({ id = '' }) => prefetch(eventQuery(id))),
  webinar: reads(({ id = '' }) => prefetch(webinarQuery(id))),
  workshop: reads(({ id = '' }) => prefetch(workshopQuery(id))),
  internship: reads(({ id = '' }) => prefetch(internshipSessionQuery(id))),
  /** About shows the first mentors (the home page's read). */
  about: reads(() => prefetch(homeMentorsQuery())),
  none,
};

/** Loads what the screen at `path` will read into `client`; nothing for a route without data or an unknown one. */
export async function loadRouteReads(path: string, client: QueryClient): Promise<void> {
  const { route, props } = matchPage(path);
  if (route) await PLANS[route.reads](props, client);
}

/** Every route's pattern, for rendering each screen once (its code then loaded) and for tests. */
export const ROUTE_PATTERNS: readonly string[] = PAGE_ROUTES.map((route) => route.path);
