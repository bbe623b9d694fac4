/**
 * Background Fetch (decision 162), where the browser has it (Chromium): the browser itself downloads a
 * course's files, shows its own progress, goes on with the tab closed and resumes after a lost connection;
 * the service worker keeps what came (sw/course-pack.ts). This page only starts it and follows its progress.
 */
import type { PackFile } from '../../contract/course-pack';
import { changeKeptCourse, keptCourses, withFileStates, type KeptCourse } from './kept-courses';
import { courseBytes, keptBytes } from './pack-plan';
import { announceChange, setActivity } from './downloads-store';
import { isQuotaError } from './storage-room';

interface BackgroundFetchRegistration extends EventTarget {
  readonly id: string;
  readonly downloaded: number;
  readonly downloadTotal: number;
  readonly result: '' | 'success' | 'failure';
  abort(): Promise<boolean>;
}

interface BackgroundFetchManager {
  fetch(
    id: string,
    requests: Request[],
    options: { title?: string; downloadTotal?: number; icons?: object[] },
  ): Promise<BackgroundFetchRegistration>;
  get(id: string): Promise<BackgroundFetchRegistration | undefined>;
  getIds(): Promise<string[]>;
}

/** A fetch's id names its course: `course-pack:<courseId>:<start time>` (the service worker reads it back). */
export const FETCH_PREFIX = 'course-pack:';
export const courseOfFetch = (id: string) => (id.startsWith(FETCH_PREFIX) ? id.slice(FETCH_PREFIX.length).split(':')[0]! : null);

async function manager(): Promise<BackgroundFetchManager | null> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller || !('BackgroundFetchManager' in self)) return null;
  const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { backgroundFetch?: BackgroundFetchManager };
  return registration.backgroundFetch ?? null;
}

export const hasBackgroundFetch = async () => (await manager()) !== null;

/** Follows a fetch's progress in the page's store while it runs. */
function follow(registration: BackgroundFetchRegistration, course: KeptCourse, own: readonly PackFile[]): void {
  const ownBytes = own.reduce((n, f) => n + f.bytes, 0);
  const before = keptBytes(course);
  const total = courseBytes(course);
  const show = () => {
    if (registration.result !== '') return;
    setActivity(course.courseId, {
      state: 'downloading',
      doneBytes: before + Math.min(registration.downloaded, ownBytes),
      totalBytes: total,
    });
  };
  registration.addEventListener('progress', show);
  show();
}

/**
 * Hands a course's waiting files to the browser. False when it cannot (no Background Fetch, or it refused
 * for another reason than room): the page's queue takes them. Throws a quota error as the browser gave it.
 */
export async function startBackgroundFetch(course: KeptCourse): Promise<boolean> {
  const bgFetch = await manager();
  // One request per URL: the browser refuses a fetch that asks twice (two lessons may play one video).
  const files = [
    ...new Map(
      course.items
        .flatMap((item) => item.files)
        .filter((f) => f.state === 'queued')
        .map((f) => [f.url, f]),
    ).values(),
  ];
  if (!bgFetch || files.length === 0) return false;
  const id = `${FETCH_PREFIX}${course.courseId}:${Date.now()}`;
  const urls = new Set(files.map((f) => f.url));
  await changeKeptCourse(course.courseId, (c) => c && withFileStates(c, urls, 'fetching', id));
  try {
    const requests = files.map((f) => new Request(f.url, { credentials: 'include', cache: 'no-store' }));
    const total = files.reduce((n, f) => n + f.bytes, 0);
    const icons = [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }];
    follow(await bgFetch.fetch(id, requests, { title: course.title, downloadTotal: total, icons }), course, files);
    return true;
  } catch (err) {
    await changeKeptCourse(course.courseId, (c) => c && withFileStates(c, urls, 'queued'));
    if (isQuotaError(err)) throw err;
    return false;
  } finally {
    await announceChange();
  }
}

/**
 * At a start: follows the fetches still running, and gives the page's queue back the files of a fetch
 * that ended without the service worker keeping them (a crash, a fetch the browser dropped).
 */
export async function followBackgroundFetches(): Promise<void> {
  const bgFetch = await manager();
  const running = new Set(bgFetch ? await bgFetch.getIds() : []);
  for (const course of await keptCourses()) {
    const lost = course.items.flatMap((item) => item.files).filter((f) => f.state === 'fetching' && !running.has(f.fetchId ?? ''));
    if (lost.length) await changeKeptCourse(course.courseId, (c) => c && withFileStates(c, new Set(lost.map((f) => f.url)), 'queued'));
    const ids = new Set(
      course.items.flatMap((item) => item.files).flatMap((f) => (f.state === 'fetching' && f.fetchId ? [f.fetchId] : [])),
    );
    for (const id of ids) {
      const registration = running.has(id) ? await bgFetch!.get(id) : undefined;
      if (registration)
        follow(
          registration,
          course,
          course.items.flatMap((item) => item.files).filter((f) => f.fetchId === id),
        );
    }
  }
  await announceChange();
}

/** Stops a course's running fetches (a cancel or a removal); the service worker hears `backgroundfetchabort`. */
export async function abortBackgroundFetches(courseId: string): Promise<void> {
  const bgFetch = await manager();
  if (!bgFetch) return;
  for (const id of await bgFetch.getIds()) {
    if (courseOfFetch(id) === courseId) await (await bgFetch.get(id))?.abort();
  }
}
