/**
 * Downloads for offline (issue 40, decision 162): what the screens call. A download writes its plan to
 * IndexedDB first (the queue is that record), then hands the files to Background Fetch where the browser has
 * it, or to the page's queue; both keep what comes in the pack cache. Nothing here runs before the person
 * downloads something or the device already keeps a download.
 */
import { dropUnused } from './drop-unused';
import type { CoursePack } from '../../contract/course-pack';
import { requestPersistentStorage } from '../persistent-storage';
import { abortBackgroundFetches, followBackgroundFetches, startBackgroundFetch } from './background-fetch';
import { announceChange, downloadsStore, onChangedElsewhere, reloadKept, setActivity } from './downloads-store';
import { changeKeptCourse, keptCourse, keptCourses, withoutWaiting } from './kept-courses';
import { PACK_CACHE } from './pack-cache';
import { planDownload, type DownloadChoice } from './pack-plan';
import { abortCourse, kickQueue, stopCourse, waitsForWifi } from './page-queue';
import { markDownloads } from './presence';
import { isQuotaError, NoRoomError, roomLeft, storageUse } from './storage-room';

export { downloadsStore } from './downloads-store';
export type { DownloadChoice } from './pack-plan';

let started = false;

/** Once per page: the records into the store, running fetches followed, waiting files fetched. */
export async function startDownloads(): Promise<void> {
  if (started) return;
  started = true;
  onChangedElsewhere(settle);
  await reloadKept();
  await followBackgroundFetches().catch(() => undefined);
  kickQueue();
}

/** After a change elsewhere (the end of a Background Fetch): a course with nothing on its way is done. */
function settle(): void {
  void reloadKept().then((courses) => {
    const activity = downloadsStore.getState().activity;
    for (const course of courses) {
      const files = course.items.flatMap((item) => item.files);
      if (activity[course.courseId]?.state === 'downloading' && !files.some((f) => f.state === 'fetching'))
        setActivity(course.courseId, null);
      if (files.some((f) => f.state === 'queued')) kickQueue();
    }
  });
}

/**
 * Downloads a course's pack, or the chosen items of it. Throws NoRoomError before anything is written when
 * the device has no room for it (the browser's estimate, less what the catalogue and the outbox keep).
 */
export async function download(pack: CoursePack, choice: DownloadChoice): Promise<void> {
  await startDownloads();
  const plan = planDownload(pack, await keptCourse(pack.courseId), choice, Date.now());
  const free = roomLeft(await storageUse());
  if (free !== null && plan.queuedBytes > free) throw new NoRoomError(plan.queuedBytes, free);
  // The first download is worth keeping through storage pressure (decision 49's rule: asked after the person's action).
  void requestPersistentStorage();
  await changeKeptCourse(pack.courseId, () => plan.course);
  await dropUnused(plan.obsoleteUrls);
  markDownloads(true);
  await announceChange();
  if (waitsForWifi(plan.course)) return kickQueue();
  try {
    if (!(await startBackgroundFetch(plan.course))) kickQueue();
  } catch (err) {
    if (!isQuotaError(err)) throw err;
    await stopCourse(pack.courseId, { reason: 'no-room', needed: plan.queuedBytes, free });
  }
}

/** Stops a course's download: whole items stay, the rest is dropped. */
export async function cancelDownload(courseId: string): Promise<void> {
  abortCourse(courseId);
  await abortBackgroundFetches(courseId);
  let dropped: string[] = [];
  await changeKeptCourse(courseId, (c) => {
    if (!c) return undefined;
    const left = withoutWaiting(c);
    dropped = left.droppedUrls;
    return left.course;
  });
  await dropUnused(dropped);
  setActivity(courseId, null);
  await forgetIfEmpty();
}

/** Removes a course, or one of its items, from the device. */
export async function removeDownload(courseId: string, itemId?: string): Promise<void> {
  if (!itemId) {
    abortCourse(courseId);
    await abortBackgroundFetches(courseId);
  }
  let dropped: string[] = [];
  await changeKeptCourse(courseId, (c) => {
    if (!c) return undefined;
    const gone = c.items.filter((item) => !itemId || item.id === itemId);
    dropped = gone.flatMap((item) => item.files.map((f) => f.url));
    const items = c.items.filter((item) => !gone.includes(item));
    // A removal makes room: a download stopped for lack of it may be tried again.
    return items.length ? { ...c, items, stopped: undefined } : null;
  });
  await dropUnused(dropped);
  if (!itemId) setActivity(courseId, null);
  await forgetIfEmpty();
}

/** Everything downloaded, gone from the device (a logout). */
export async function removeAllDownloads(): Promise<void> {
  for (const course of await keptCourses()) await removeDownload(course.courseId);
  if (typeof caches !== 'undefined') await caches.delete(PACK_CACHE);
  markDownloads(false);
}

async function forgetIfEmpty(): Promise<void> {
  const courses = await keptCourses();
  if (courses.length === 0) markDownloads(false);
  await announceChange();
}
