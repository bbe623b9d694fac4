/**
 * Which runtime cache answers a request: the service worker's routing decisions as a pure function,
 * so they can be tested without a worker. Only GETs are cached; writes go through the outbox.
 */
import { API_BASE, patternToRegExp, READS, type ReadCacheGroup } from '../src/contract/api-routes';
import { PACK_CODE } from '../src/contract/pack-code';
import { STAFF_CHUNKS } from '../src/contract/page-routes';
import { UPLOADS, UPLOADS_ROOT } from '../src/contract/uploads';

/** Static media of the site (the /courses hero video, streamed, never cached; a still picture put there would be cached), served from the build. */
export const MEDIA_ROOT = '/media/';

export const RUNTIME_CACHES = {
  catalogue: 'api-catalogue',
  mentors: 'api-mentors',
  testimonials: 'api-testimonials',
  sessions: 'api-sessions',
  uploads: 'uploads',
  media: 'media',
  staffConsole: 'staff-console',
  /** The app's code not precached: on Save-Data or 2G the install keeps only the shell (decision 125). */
  code: 'code',
  /** The PDF reader's code (pdf.js), never precached: kept once fetched (a download fetches it, issue 40). */
  packCode: 'course-pack-code',
} as const;

export type RuntimeCache = (typeof RUNTIME_CACHES)[keyof typeof RUNTIME_CACHES];

const CACHE_OF_GROUP: Record<ReadCacheGroup, RuntimeCache> = {
  catalogue: RUNTIME_CACHES.catalogue,
  mentors: RUNTIME_CACHES.mentors,
  testimonials: RUNTIME_CACHES.testimonials,
  sessions: RUNTIME_CACHES.sessions,
};

/** Every public read of the contract's route table, as a matcher and the cache that keeps it. */
const API_READS: [RegExp, RuntimeCache][] = Object.values(READS).map((read) => [patternToRegExp(read.pattern), CACHE_OF_GROUP[read.cache]]);

export function runtimeCacheFor(url: URL, method: string, origin: string): RuntimeCache | null {
  if (method !== 'GET' || url.origin !== origin) return null;
  const path = url.pathname;
  if (path.startsWith(API_BASE + '/')) {
    const rest = path.slice(API_BASE.length);
    // Session, login, admin and dev endpoints are per person or secret: never cached.
    return API_READS.find(([re]) => re.test(rest))?.[1] ?? null;
  }
  if (path.startsWith(UPLOADS_ROOT)) return RUNTIME_CACHES.uploads;
  if (path.startsWith(MEDIA_ROOT) && !path.endsWith('.webm')) return RUNTIME_CACHES.media;
  // Not precached (visitors never need it): kept once staff open the console, so offline it can say it needs a connection.
  if (path.startsWith(`/${STAFF_CHUNKS}/`)) return RUNTIME_CACHES.staffConsole;
  if (path.startsWith(`/${PACK_CODE}/`)) return RUNTIME_CACHES.packCode;
  // Precached code never gets here (the precache answers first); on a light install, code is kept as it is used.
  if (path.startsWith('/assets/')) return RUNTIME_CACHES.code;
  return null;
}

/**
 * Static routes (install event's addRoutes): the build's hashed files under /assets/ straight from the
 * precache, a miss going to the network as it would through the worker. The staff console's chunks and
 * the PDF reader's are not precached and keep their own caches, so they still go through the worker's fetch handler.
 */
export function precachedCodeRoutes(precacheName: string) {
  return [
    { condition: { urlPattern: `/${STAFF_CHUNKS}/*`, requestMethod: 'GET' }, source: 'fetch-event' as const },
    { condition: { urlPattern: `/${PACK_CODE}/*`, requestMethod: 'GET' }, source: 'fetch-event' as const },
    { condition: { urlPattern: '/assets/*', requestMethod: 'GET' }, source: { cacheName: precacheName } },
  ];
}

/** What a light install precaches (Save-Data, 2G; decision 125): the shell and the site's pictures, not the code. */
export function lightPrecache<T extends string | { url: string }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => !(typeof entry === 'string' ? entry : entry.url).replace(/^\//, '').startsWith('assets/'));
}

/** The code a page says it has loaded: the site's own /assets/ files only. */
export function codeUrls(urls: unknown, origin: string): string[] {
  if (!Array.isArray(urls)) return [];
  return urls.filter((u): u is string => {
    if (typeof u !== 'string') return false;
    try {
      const url = new URL(u, origin);
      return url.origin === origin && url.pathname.startsWith('/assets/') && !url.pathname.startsWith(`/${STAFF_CHUNKS}/`);
    } catch {
      return false;
    }
  });
}

/** Precached pictures that stand in for one that cannot be had offline. */
export const FALLBACK_PICTURES = { person: '/images/default-avatar.svg', other: '/images/no-image.svg' } as const;

const PEOPLE_FOLDERS = [UPLOADS.trainerPhoto, UPLOADS.webinarSpeaker, UPLOADS.studentPhoto, UPLOADS.feedbackProfile];

/** People (trainers, speakers, students) get a face; everything else the "no image" picture. */
export function fallbackPictureFor(url: URL): string {
  const person = PEOPLE_FOLDERS.some((folder) => url.pathname.startsWith(folder));
  return person ? FALLBACK_PICTURES.person : FALLBACK_PICTURES.other;
}

/** The reads of one record by id (`/courses/:id`…), as the page names them when it asks for a clean-up. */
export type DetailRead = { [K in keyof typeof READS]: (typeof READS)[K]['pattern'] extends `${string}:id` ? K : never }[keyof typeof READS];

/** Whole lists (`/courses/all` also has the shape of `/courses/:id`): never taken for a record. */
const LIST_READS = Object.values(READS)
  .filter((read) => !read.pattern.includes(':'))
  .map((read) => patternToRegExp(read.pattern));

/**
 * Which saved answers of a detail read belong to records no longer published (issue 20: an unpublished
 * page's offline copy goes on the next sync): those whose id is not among `keep`, the ids of the list
 * the server has just sent.
 */
export function unlistedDetails(read: DetailRead, keep: readonly string[], savedUrls: readonly string[]): string[] {
  const matcher = patternToRegExp(READS[read].pattern);
  const kept = new Set(keep);
  return savedUrls.filter((saved) => {
    const rest = new URL(saved).pathname.slice(API_BASE.length);
    if (!matcher.test(rest) || LIST_READS.some((list) => list.test(rest))) return false;
    return !kept.has(decodeURIComponent(rest.slice(rest.lastIndexOf('/') + 1)));
  });
}

export const cacheOfRead = (read: keyof typeof READS): RuntimeCache => CACHE_OF_GROUP[READS[read].cache];

export function isDetailRead(value: unknown): value is DetailRead {
  return typeof value === 'string' && Object.hasOwn(READS, value) && READS[value as keyof typeof READS].pattern.endsWith('/:id');
}
