/**
 * What each page reads: one plan per `reads` name of the route table (src/contract/page-routes.ts), found
 * with the table's own matcher. Two walk the plans, each with its own way of reading a query:
 *
 * - the server loads a page's data before it renders it once (src/server-render.tsx, decision 55); a route
 *   missing here, or a screen that starts reading something new, still renders right, only slower
 *   (tests/api/pages.test.ts renders every route and fails when one takes more than one pass);
 * - the offline warm-up (src/offline/warm-up.ts) reads every public page: each plan names the list whose
 *   items are its pages (`each`), so a new route with reads is warmed without a word in the warm-up.
 */
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { SessionCategory } from '../contract';
import { matchPage, PAGE_ROUTES, type ReadPlan } from '../contract/page-routes';
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
} from './queries';

type Params = Readonly<Record<string, string>>;
type Options<T, K extends QueryKey> = FetchQueryOptions<T, Error, T, K>;

/** Reads one query and answers its data, or undefined when it could not be had (never throws). */
export type ReadQuery = <T, K extends QueryKey>(options: Options<T, K>) => Promise<T | undefined>;

interface Plan {
  /** Reads what the page with these params (its path's and its route's props) shows. */
  read: (params: Params, read: ReadQuery) => Promise<unknown>;
  /** For a param the path names: the values it takes, one per item of the list that shows them. */
  each?: Readonly<Record<string, (read: ReadQuery) => Promise<string[]>>>;
}

const one =
  <T, K extends QueryKey>(options: () => Options<T, K>): Plan['read'] =>
  (_, read) =>
    read(options());

/** A page of one entity: its detail by `:id`, one page for each item of `list`. */
const byId = <T, K extends QueryKey, L, LK extends QueryKey>(
  detail: (id: string) => Options<T, K>,
  list: () => Options<L[], LK>,
  idOf: (item: L) => string,
): Plan => ({
  read: ({ id = '' }, read) => read(detail(id)),
  each: { id: async (read) => ((await read(list())) ?? []).map(idOf) },
});

/** The list a listing page shows for a category (ListingPage's CategorySessions). */
function sessionsOf(type: SessionCategory['type'], read: ReadQuery): Promise<unknown> {
  switch (type) {
    case 'event':
      return read(eventsQuery());
    case 'webinar':
      return read(webinarsQuery());
    case 'internship-session':
      return read(internshipSessionsQuery());
    default:
      return read(workshopsQuery());
  }
}

/** A listing reads the categories, then the sessions of the one its slug names (none for an unknown slug). */
const listing: Plan = {
  read: async ({ slug = '' }, read) => {
    const category = (await read(sessionCategoriesQuery()))?.find((c) => c.slug === slug);
    if (category) await sessionsOf(category.type, read);
  },
  each: { slug: async (read) => ((await read(sessionCategoriesQuery())) ?? []).map((c) => c.slug) },
};

/** A mentor's profile shows the testimonials about their courses once the mentor is known. */
const mentorProfile: Plan = {
  read: async ({ id = '' }, read) => {
    if (await read(mentorQuery(id))) await read(testimonialsQuery());
  },
  each: byId(mentorQuery, mentorsQuery, (m) => m._id).each,
};

const PLANS: Record<ReadPlan, Plan> = {
  home: { read: (_, read) => Promise.all([read(homeCoursesQuery()), read(homeMentorsQuery()), read(homeTestimonialsQuery())]) },
  courses: { read: one(coursesQuery) },
  course: byId(courseQuery, coursesQuery, (c) => c._id),
  mentors: { read: one(mentorsQuery) },
  mentor: mentorProfile,
  testimonials: { read: one(testimonialsQuery) },
  categories: { read: one(sessionCategoriesQuery) },
  listing,
  event: byId(eventQuery, eventsQuery, (e) => e._id),
  webinar: byId(webinarQuery, webinarsQuery, (w) => w.id),
  workshop: byId(workshopQuery, workshopsQuery, (w) => w._id),
  internship: byId(internshipSessionQuery, internshipSessionsQuery, (i) => i._id),
  /** About shows the first mentors (the home page's read). */
  about: { read: one(homeMentorsQuery) },
  none: { read: async () => undefined },
};

/** Reads into a query client: what the server's renderer then renders from. */
const into =
  (client: QueryClient): ReadQuery =>
  async (options) => {
    await client.prefetchQuery(options);
    return client.getQueryData(options.queryKey);
  };

/** Loads what the screen at `path` will read into `client`; nothing for a route without data or an unknown one. */
export async function loadRouteReads(path: string, client: QueryClient): Promise<void> {
  const { route, props } = matchPage(path);
  if (route) await PLANS[route.reads].read(props, into(client));
}

/** Every route's pattern, for rendering each screen once (its code then loaded) and for tests. */
export const ROUTE_PATTERNS: readonly string[] = PAGE_ROUTES.map((route) => route.path);

/**
 * Home's and About's reads are the first few items of three lists (decision 74), asked at the addresses of the
 * whole lists, which the walk reads anyway: it reads those instead, so the warm-up saves each address once.
 */
const WHOLE_LISTS = new Map<string, Plan['read']>([
  [JSON.stringify(homeCoursesQuery().queryKey), one(coursesQuery)],
  [JSON.stringify(homeMentorsQuery().queryKey), one(mentorsQuery)],
  [JSON.stringify(homeTestimonialsQuery().queryKey), one(testimonialsQuery)],
]);

const wholeListsFor =
  (read: ReadQuery): ReadQuery =>
  (options) => {
    const whole = WHOLE_LISTS.get(JSON.stringify(options.queryKey));
    // The plans only ask whether a slice was had, never for its items: the whole list answers that.
    return whole ? (whole({}, read) as Promise<never>) : read(options);
  };

/** One page's reads, to run later (a few at a time). */
export interface PageReads {
  /** The plan and its params: two routes that read the same are one page here. */
  readonly id: string;
  readonly run: (read: ReadQuery) => Promise<unknown>;
}

/** A route's pages: its own props, and one page per value of each param its plan lists (read now). */
async function pagesOf(reads: ReadPlan, props: Params, read: ReadQuery): Promise<PageReads[]> {
  const plan = PLANS[reads];
  let pages: Params[] = [Object.fromEntries(Object.keys(plan.each ?? {}).flatMap((key) => (key in props ? [[key, props[key]!]] : [])))];
  for (const [key, valuesOf] of Object.entries(plan.each ?? {}))
    if (!(key in props)) {
      const values = await valuesOf(read);
      pages = pages.flatMap((params) => values.map((value) => ({ ...params, [key]: value })));
    }
  return pages.map((params) => ({ id: `${reads} ${JSON.stringify(params)}`, run: (r) => plan.read(params, wholeListsFor(r)) }));
}

/**
 * Every public page of the route table, for the warm-up: a page whose address names nothing is read at once
 * through `read`; the lists that name the others are read too, and those pages are answered, one per item,
 * for the caller to read when it chooses. Pages are told apart by plan and params, so each is read once.
 */
export async function readPublicPages(readQuery: ReadQuery): Promise<PageReads[]> {
  const read = wholeListsFor(readQuery);
  const seen = new Set<string>();
  const routes = PAGE_ROUTES.filter((route) => route.audience === 'public');
  const named = await Promise.all(
    routes.map(async ({ reads, props = {} }) => {
      const fixed = !Object.keys(PLANS[reads].each ?? {}).some((key) => !(key in props));
      const pages = (await pagesOf(reads, props, read)).filter((page) => !seen.has(page.id) && seen.add(page.id));
      if (!fixed) return pages;
      await Promise.all(pages.map((page) => page.run(read)));
      return [];
    }),
  );
  return named.flat();
}
