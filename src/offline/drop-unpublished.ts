/**
 * Offline copies of pages the academy unpublished go on the next sync (issue 20, decision 82). Each list
 * the server sends names every record of its kind still published; a saved record of that kind the list
 * no longer names is removed from the saved answers, and the service worker drops its copy of the
 * record's read. Offline, that page then says it is not saved instead of showing what was withdrawn.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { coursesQuery, eventsQuery, internshipSessionsQuery, mentorsQuery, webinarsQuery, workshopsQuery } from '../api/queries';
import { DROP_UNLISTED, type DropUnlistedMessage } from './drop-message';

type Listed = { _id?: unknown; id?: unknown };

/** Each list by the root of its query key, the read of one of its records, and how to ask for it again. */
const LISTS = {
  courses: { read: 'course', ask: (qc: QueryClient) => qc.prefetchQuery({ ...coursesQuery(), staleTime: 0 }) },
  mentors: { read: 'mentor', ask: (qc: QueryClient) => qc.prefetchQuery({ ...mentorsQuery(), staleTime: 0 }) },
  events: { read: 'event', ask: (qc: QueryClient) => qc.prefetchQuery({ ...eventsQuery(), staleTime: 0 }) },
  webinars: {
    read: 'webinar',
    ask: (qc: QueryClient) => qc.prefetchQuery({ ...webinarsQuery(), staleTime: 0 }),
  },
  workshops: { read: 'workshop', ask: (qc: QueryClient) => qc.prefetchQuery({ ...workshopsQuery(), staleTime: 0 }) },
  'internship-sessions': {
    read: 'internshipSession',
    ask: (qc: QueryClient) => qc.prefetchQuery({ ...internshipSessionsQuery(), staleTime: 0 }),
  },
} as const;
type ListRoot = keyof typeof LISTS;

const isListRoot = (key: unknown): key is ListRoot => typeof key === 'string' && Object.hasOwn(LISTS, key);
const savedRecords = (queryClient: QueryClient, root: ListRoot): Query[] =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: [root] })
    .filter((q) => q.queryKey.length === 2);

/** Drops the saved records of `root` that `listed` (a list the server just sent) no longer names. */
export function dropUnlisted(queryClient: QueryClient, root: ListRoot, listed: readonly Listed[]): void {
  const { read } = LISTS[root];
  // A record's page is addressed by its `_id`, a webinar's by its `id` (SPEC §7): either keeps it.
  const keep = listed.flatMap((item) => [item._id, item.id]).filter((id): id is string => typeof id === 'string');
  const kept = new Set(keep);
  for (const query of savedRecords(queryClient, root)) {
    // A record being asked for the first time holds no copy, and its screen waits for the answer.
    if (kept.has(String(query.queryKey[1])) || query.state.data === undefined) continue;
    const filters = { queryKey: query.queryKey, exact: true };
    // On screen, the copy goes and the server is asked at once (its 404 is the page's "not found");
    // removing a watched query would leave its screen waiting for a query nobody fetches.
    if (query.getObserversCount() > 0) void queryClient.resetQueries(filters);
    else queryClient.removeQueries(filters);
  }
  const message: DropUnlistedMessage = { type: DROP_UNLISTED, read, keep };
  navigator.serviceWorker?.controller?.postMessage(message);
}

/**
 * From now on, every list answered by a fetch (not one restored from the device or set by hand) clears
 * what it no longer names. Offline the answer can only be a saved list, which names what it did.
 */
export function dropUnpublishedOnSync(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const [root, more] = event.query.queryKey;
    const data: unknown = event.query.state.data;
    if (more !== undefined || !isListRoot(root) || !Array.isArray(data) || !navigator.onLine) return;
    dropUnlisted(queryClient, root, data as Listed[]);
  });
}

/**
 * The sync of an online start: the lists behind the records this device keeps are asked again (the
 * server answers them from memory), so a page unpublished since the last visit leaves the device now,
 * not when its list's screen is next opened.
 */
export function syncSavedLists(queryClient: QueryClient): void {
  if (!navigator.onLine) return;
  for (const root of Object.keys(LISTS) as ListRoot[]) {
    if (savedRecords(queryClient, root).length > 0) void LISTS[root].ask(queryClient);
  }
}
