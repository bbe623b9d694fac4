/// <reference lib="webworker" />
/**
 * The service worker (injectManifest): the shell and every route chunk precached; navigations answered
 * with the precached index.html, so any deep link opens offline; API reads network-first with a short
 * timeout and the cache behind it; pictures cache-first; the outbox replayed on `sync`.
 */
import { cacheNames, clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { API_BASE } from '../src/contract/api-routes';
import { showAppBadge, waitingCount } from '../src/offline/app-badge';
import { Outbox } from '../src/offline/outbox';
import { DROP_UNLISTED, type DropUnlistedMessage } from '../src/offline/drop-message';
import { OUTBOX_SYNC_TAG } from '../src/offline/sync-tag';
import { CACHE_CODE } from '../src/offline/drop-message';
import { lightOnData } from '../src/lib/data-saving';
import { replayForSync } from './outbox-sync';
import { UPLOADS_ROOT } from '../src/contract/uploads';
import { openFromNotification, readReminder, sameOriginUrl } from './reminders';
import { routeCoursePack } from './course-pack';
import { withoutPackCode } from '../src/contract/pack-code';
import {
  cacheOfRead,
  codeUrls,
  type DetailRead,
  lightPrecache,
  precachedCodeRoutes,
  fallbackPictureFor,
  isDetailRead,
  MEDIA_ROOT,
  RUNTIME_CACHES,
  runtimeCacheFor,
  type RuntimeCache,
  unlistedDetails,
} from './routing';

declare const self: ServiceWorkerGlobalScope;

/** The static routing API (Chromium 123+), not in TypeScript's WebWorker library. */
interface InstallEventWithRoutes extends ExtendableEvent {
  addRoutes?: (rules: ReturnType<typeof precachedCodeRoutes>) => Promise<void>;
}

const DAY_SECONDS = 86_400;
/** A slow network should not keep a student waiting when a saved answer exists. */
const API_NETWORK_TIMEOUT_SECONDS = 3;

/**
 * On Save-Data or a 2G line the install keeps only the shell and the pictures; the page sends the code it
 * loaded (CACHE_CODE below) and the rest is kept as it is used (decision 125).
 */
const LIGHT = lightOnData(self.navigator as never);
const MANIFEST = self.__WB_MANIFEST; // once: the build puts the precache list here
// The PDF reader's code is never precached (issue 40): kept once a download or the reader fetches it.
precacheAndRoute(withoutPackCode(LIGHT ? lightPrecache(MANIFEST) : MANIFEST));
// Where the browser can (Chromium's static routing), the build's code is read from the precache without
// waking this worker for each of a screen's files: an offline start's chunks arrive at once. Not on a light
// install: its code is in a runtime cache, which only this worker's fetch handler reads.
self.addEventListener('install', (event) => {
  const install = event as InstallEventWithRoutes;
  if (install.addRoutes && !LIGHT) install.waitUntil(install.addRoutes(precachedCodeRoutes(cacheNames.precache)).catch(() => undefined));
});
cleanupOutdatedCaches();
// The first visit is taken over at once, so its warm-up already fills the caches. Updates still wait
// for the person's "Reload" (SKIP_WAITING below).
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [new RegExp(`^${API_BASE}/`), new RegExp(`^${UPLOADS_ROOT}`), new RegExp(`^${MEDIA_ROOT}`)],
  }),
);

const apiStrategy = (cacheName: RuntimeCache, maxEntries: number) =>
  new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true })],
  });

const strategies: Record<RuntimeCache, CacheFirst | NetworkFirst> = {
  [RUNTIME_CACHES.catalogue]: apiStrategy(RUNTIME_CACHES.catalogue, 100),
  [RUNTIME_CACHES.mentors]: apiStrategy(RUNTIME_CACHES.mentors, 100),
  [RUNTIME_CACHES.testimonials]: apiStrategy(RUNTIME_CACHES.testimonials, 10),
  [RUNTIME_CACHES.sessions]: apiStrategy(RUNTIME_CACHES.sessions, 200),
  [RUNTIME_CACHES.uploads]: new CacheFirst({
    cacheName: RUNTIME_CACHES.uploads,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
  // Chunk names carry their content's hash: a cached one never goes stale, older builds' just expire.
  [RUNTIME_CACHES.staffConsole]: new CacheFirst({
    cacheName: RUNTIME_CACHES.staffConsole,
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
  [RUNTIME_CACHES.code]: new CacheFirst({
    cacheName: RUNTIME_CACHES.code,
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
  // Hashed names, like the console's; never purged for room (the reader must open offline beside its downloads).
  [RUNTIME_CACHES.packCode]: new CacheFirst({
    cacheName: RUNTIME_CACHES.packCode,
    plugins: [new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 90 * DAY_SECONDS })],
  }),
  [RUNTIME_CACHES.media]: new CacheFirst({
    cacheName: RUNTIME_CACHES.media,
    plugins: [new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
};

// Downloaded notes, PDFs and lessons (issue 40): from their own cache, ranges included.
routeCoursePack();

registerRoute(
  ({ url, request }) => runtimeCacheFor(url, request.method, self.location.origin) !== null,
  (options) => strategies[runtimeCacheFor(options.url, options.request.method, self.location.origin)!].handle(options),
);

// A picture neither online nor saved: the precached stand-in instead of a broken image.
setCatchHandler(async ({ request, url }) => {
  if (request.destination === 'image') return (await matchPrecache(fallbackPictureFor(url))) ?? Response.error();
  return Response.error();
});

// Background Sync, where the browser has it: the same outbox the page uses sends what is queued.
/** The Background Sync event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayAndBadge());
});

/**
 * Rejects while anything waits, so that the browser tries again (sw/outbox-sync.ts). After a delivery with
 * no tab open, the app icon's number must follow what is still waiting. No timer of its own is left behind:
 * the browser's retry and the open pages take it from here.
 */
async function replayAndBadge(): Promise<void> {
  const outbox = new Outbox();
  try {
    await replayForSync(outbox);
  } finally {
    showAppBadge(waitingCount(await outbox.list().catch(() => [])), self.navigator);
    outbox.stop();
  }
}

// Reminders by Web Push (issue 21): show what the server sent; a click opens the session's page.
self.addEventListener('push', (event) => {
  const message = readReminder(event.data, 'CodeSmart Academy');
  const options: NotificationOptions = {
    body: message.body,
    tag: message.tag,
    data: { url: message.url },
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
  };
  event.waitUntil(self.registration.showNotification(message.title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(openFromNotification(self.clients, url, self.location.origin));
});

self.addEventListener('message', (event) => {
  const data = event.data as (Partial<Omit<DropUnlistedMessage, 'type'>> & { type?: string }) | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // A light install's page: the code it loaded before this worker took over, so that it opens offline.
  if (data?.type === CACHE_CODE) {
    const urls = codeUrls((data as { urls?: unknown }).urls, self.location.origin);
    event.waitUntil(caches.open(RUNTIME_CACHES.code).then((cache) => cache.addAll(urls).catch(() => undefined)));
  }
  if (data?.type === DROP_UNLISTED && isDetailRead(data.read) && Array.isArray(data.keep))
    event.waitUntil(
      dropUnlisted(
        data.read,
        data.keep.filter((id): id is string => typeof id === 'string'),
      ),
    );
});

/** The saved answers of records a fresh list no longer has: offline they would show an unpublished page. */
async function dropUnlisted(read: DetailRead, keep: string[]): Promise<void> {
  const cache = await caches.open(cacheOfRead(read));
  const urls = unlistedDetails(
    read,
    keep,
    (await cache.keys()).map((request) => request.url),
  );
  await Promise.all(urls.map((url) => cache.delete(url)));
}
