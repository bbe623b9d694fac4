/// <reference lib="webworker" />
/**
 * The course pack in the service worker (decision 162): the pack's paths answered from the downloads' own
 * cache first, ranges included (Workbox's range-requests module: a kept lesson seeks offline), the network
 * when the device has no copy; and the end of a Background Fetch, whose answers it keeps.
 */
import { dropUnused } from '../src/offline/course-pack/drop-unused';
import { registerRoute } from 'workbox-routing';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { CacheOnly } from 'workbox-strategies';
import { PACK_URL_PATTERN } from '../src/contract/course-pack';
import { courseOfFetch } from '../src/offline/course-pack/background-fetch';
import { CHANNEL } from '../src/offline/course-pack/downloads-store';
import {
  changeKeptCourse,
  fileKept,
  stillWaiting,
  stoppedShort,
  withFileStates,
  withoutWaiting,
} from '../src/offline/course-pack/kept-courses';
import { waitingBytes } from '../src/offline/course-pack/pack-plan';
import { PACK_CACHE, putPackResponse } from '../src/offline/course-pack/pack-cache';
import { isQuotaError, roomLeft, storageUse } from '../src/offline/course-pack/storage-room';

declare const self: ServiceWorkerGlobalScope;

const fromDevice = new CacheOnly({ cacheName: PACK_CACHE, plugins: [new RangeRequestsPlugin()] });

export function routeCoursePack(): void {
  registerRoute(
    // A download asks the server itself (`cache: 'no-store'`): the device's copy may be the older version.
    ({ url, request }) => url.origin === self.location.origin && PACK_URL_PATTERN.test(url.pathname) && request.cache !== 'no-store',
    async (options) => {
      try {
        return await fromDevice.handle(options);
      } catch {
        return fetch(options.request);
      }
    },
  );
  self.addEventListener('backgroundfetchsuccess', (event) =>
    (event as BackgroundFetchEvent).waitUntil(keepAnswers(event as BackgroundFetchEvent)),
  );
  self.addEventListener('backgroundfetchfail', (event) =>
    (event as BackgroundFetchEvent).waitUntil(keepAnswers(event as BackgroundFetchEvent)),
  );
  self.addEventListener('backgroundfetchabort', (event) =>
    (event as BackgroundFetchEvent).waitUntil(forget(event as BackgroundFetchEvent)),
  );
  self.addEventListener('backgroundfetchclick', (event) =>
    (event as BackgroundFetchEvent).waitUntil(self.clients.openWindow('/my-learning#downloads').then(() => undefined)),
  );
}

/** The Background Fetch events (not in TypeScript's WebWorker library). */
interface BackgroundFetchRecord {
  readonly request: Request;
  readonly responseReady: Promise<Response>;
}
interface BackgroundFetchEvent extends ExtendableEvent {
  readonly registration: { id: string; matchAll(): Promise<BackgroundFetchRecord[]> };
  updateUI?(options: { title?: string }): Promise<void>;
}

const announce = () => new BroadcastChannel(CHANNEL).postMessage({ type: 'changed' });
const versionOf = (response: Response) => response.headers.get('ETag')?.replace(/^W\//, '').replace(/"/g, '') ?? '';

/** Keeps every answer that came whole; what did not goes back to the page's queue. */
async function keepAnswers(event: BackgroundFetchEvent): Promise<void> {
  const courseId = courseOfFetch(event.registration.id);
  if (!courseId) return;
  let title = '';
  for (const record of await event.registration.matchAll()) {
    const response = await record.responseReady.catch(() => null);
    if (!response || response.status !== 200) continue;
    const path = new URL(record.request.url).pathname;
    try {
      await putPackResponse(path, response);
    } catch (err) {
      if (!isQuotaError(err)) throw err;
      await stopForRoom(courseId);
      break;
    }
    const after = await changeKeptCourse(courseId, (c) => (stillWaiting(c, path) ? fileKept(c!, path, versionOf(response)) : undefined));
    if (!after) await dropUnused([path]);
    title = after?.title ?? title;
  }
  await changeKeptCourse(courseId, (c) => c && withFileStates(c, fetchedBy(c, event.registration.id), 'queued'));
  if (title && event.updateUI) await event.updateUI({ title }).catch(() => undefined);
  announce();
}

const fetchedBy = (course: { items: { files: { url: string; fetchId?: string; state: string }[] }[] }, id: string) =>
  new Set(
    course.items
      .flatMap((item) => item.files)
      .filter((f) => f.fetchId === id && f.state === 'fetching')
      .map((f) => f.url),
  );

/** The browser refused to store more: what is whole stays, the rest goes, and the record says why. */
async function stopForRoom(courseId: string): Promise<void> {
  const free = roomLeft(await storageUse());
  let dropped: string[] = [];
  await changeKeptCourse(courseId, (c) => {
    if (!c) return undefined;
    const short = stoppedShort(c, { reason: 'no-room', needed: waitingBytes(c), free });
    dropped = short.droppedUrls;
    return short.course;
  });
  await dropUnused(dropped);
}

/** A cancelled fetch: its files are no longer wanted (the page has already updated the record). */
async function forget(event: BackgroundFetchEvent): Promise<void> {
  const courseId = courseOfFetch(event.registration.id);
  if (!courseId) return;
  let dropped: string[] = [];
  await changeKeptCourse(courseId, (c) => {
    if (!c || fetchedBy(c, event.registration.id).size === 0) return undefined;
    const left = withoutWaiting(c);
    dropped = left.droppedUrls;
    return left.course;
  });
  await dropUnused(dropped);
  announce();
}
