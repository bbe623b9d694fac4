/**
 * The in-page download queue (decision 162), where the browser has no Background Fetch (or it refused):
 * one file at a time, in the order the person chose, kept in the pack cache as soon as it is whole. It runs
 * as long as any page of the app is open, whatever screen it shows; its work is in IndexedDB, so a closed
 * tab, a lost connection or a reload goes on from the file (and the byte) it reached.
 */
import { dropUnused } from './drop-unused';
import { SERVER_BACK_EVENT } from '../../lib/server-back-event';
import { dropPartial, fetchFile, FileNotReached, FileRefused } from './fetch-file';
import { changeKeptCourse, fileKept, stillWaiting, stoppedShort, type KeptCourse, type KeptFile } from './kept-courses';
import { canTellWifi, onNetworkChange, onWifi } from './network-kind';
import { putPackFile } from './pack-cache';
import { courseBytes, keptBytes, waitingBytes } from './pack-plan';
import { announceChange, reloadKept, setActivity } from './downloads-store';
import { isQuotaError, roomLeft, storageUse } from './storage-room';

let running: Promise<void> | null = null;
let current: { courseId: string; controller: AbortController } | null = null;
let wake: (() => void) | null = null;

/** Starts the queue if it is not running (a new download, a start, the network back). */
export function kickQueue(): void {
  wake?.();
  running ??= run().finally(() => {
    running = null;
  });
}

/** Stops the file being fetched if it is this course's (a cancel or a removal). */
export function abortCourse(courseId: string): void {
  if (current?.courseId === courseId) current.controller.abort();
}

export const waitsForWifi = (course: KeptCourse) => course.wifiOnly && canTellWifi() && !onWifi();

type Next = { course: KeptCourse; file: KeptFile };

/** The next file to fetch: the oldest download first; a stopped course, or one waiting for Wi-Fi, is passed over. */
function nextFile(courses: KeptCourse[]): Next | null {
  for (const course of courses) {
    if (course.stopped) continue;
    const file = course.items.flatMap((item) => item.files).find((f) => f.state === 'queued');
    if (!file) continue;
    if (waitsForWifi(course)) {
      setActivity(course.courseId, { state: 'waiting-wifi', doneBytes: keptBytes(course), totalBytes: courseBytes(course) });
      continue;
    }
    return { course, file };
  }
  return null;
}

const RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

async function run(): Promise<void> {
  let failures = 0;
  for (;;) {
    const next = nextFile(await reloadKept());
    if (!next) {
      // Nothing to fetch now; a course waiting for Wi-Fi goes on when the network changes.
      if ((await reloadKept()).some((c) => !c.stopped && waitsForWifi(c))) await until(null);
      else return;
      continue;
    }
    const outcome = await fetchOne(next);
    failures = outcome === 'not-reached' ? failures + 1 : 0;
    if (outcome === 'not-reached') await until(RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)]!);
  }
}

/** Waits for the connection to come back, the network to change, a new download, or `ms`. */
function until(ms: number | null): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      window.removeEventListener(SERVER_BACK_EVENT, done);
      stopWatching();
      if (timer) clearTimeout(timer);
      wake = null;
      resolve();
    };
    window.addEventListener('online', done);
    window.addEventListener(SERVER_BACK_EVENT, done);
    const stopWatching = onNetworkChange(done);
    const timer = ms === null ? null : setTimeout(done, ms);
    wake = done;
  });
}

type Outcome = 'kept' | 'not-reached' | 'dropped';

async function fetchOne({ course, file }: Next): Promise<Outcome> {
  const controller = new AbortController();
  current = { courseId: course.courseId, controller };
  const done = keptBytes(course);
  const total = courseBytes(course);
  const progress = (n: number) => setActivity(course.courseId, { state: 'downloading', doneBytes: done + n, totalBytes: total });
  progress(0);
  try {
    const { body, version } = await fetchFile(file, controller.signal, progress);
    await putPackFile(file.url, body, file.contentType, version);
    const after = await changeKeptCourse(course.courseId, (c) => (stillWaiting(c, file.url) ? fileKept(c!, file.url, version) : undefined));
    // Cancelled or removed while it came: its bytes go.
    if (!after) await dropUnused([file.url]);
    if (after && !after.items.some((item) => item.files.some((f) => f.state !== 'kept'))) setActivity(course.courseId, null);
    await announceChange();
    return 'kept';
  } catch (err) {
    return failed(course, file, err, controller.signal.aborted);
  } finally {
    current = null;
  }
}

async function failed(course: KeptCourse, file: KeptFile, err: unknown, aborted: boolean): Promise<Outcome> {
  if (aborted) {
    dropPartial(file.url);
    return 'dropped';
  }
  if (err instanceof FileNotReached) {
    setActivity(course.courseId, { state: 'waiting-network', doneBytes: keptBytes(course), totalBytes: courseBytes(course) });
    return 'not-reached';
  }
  dropPartial(file.url);
  if (!(err instanceof FileRefused) && !isQuotaError(err)) throw err;
  const stopped: NonNullable<KeptCourse['stopped']> = isQuotaError(err)
    ? { reason: 'no-room', needed: waitingBytes(course), free: roomLeft(await storageUse()) }
    : { reason: 'refused' };
  await stopCourse(course.courseId, stopped);
  return 'dropped';
}

/** Ends a course's download short: what is whole stays, the rest goes, and the record says why. */
export async function stopCourse(courseId: string, stopped: NonNullable<KeptCourse['stopped']>): Promise<void> {
  let dropped: string[] = [];
  await changeKeptCourse(courseId, (c) => {
    if (!c) return undefined;
    const short = stoppedShort(c, stopped);
    dropped = short.droppedUrls;
    return short.course;
  });
  dropped.forEach(dropPartial);
  await dropUnused(dropped);
  setActivity(courseId, null);
  await announceChange();
}
