/**
 * What the device keeps of each course pack (decision 162), in IndexedDB apart from the outbox: the course,
 * its items and, per file, whether it is waiting, being fetched by the browser's Background Fetch, or kept
 * (the bytes themselves are in the pack cache, pack-cache.ts). Read and written by the page and by the
 * service worker (a Background Fetch ends there), each change in one transaction.
 */
import type { PackFile, PackItem } from '../../contract/course-pack';
import { Database, requestResult } from '../idb';

const DB_NAME = 'codesmart-downloads';
const STORE = 'courses';

/** `queued`: to fetch. `fetching`: a Background Fetch (`fetchId`) has it. `kept`: in the pack cache. */
export type KeptFileState = 'queued' | 'fetching' | 'kept';

export interface KeptFile extends PackFile {
  state: KeptFileState;
  fetchId?: string;
}

export interface KeptItem extends Pick<PackItem, 'id' | 'kind' | 'title' | 'duration'> {
  files: KeptFile[];
  /** The academy changed it since it was kept: the kept copy still opens, marked "updated". */
  updated?: boolean;
}

export interface KeptCourse {
  courseId: string;
  title: string;
  /** The person's own order of downloads, newest last (My learning lists them so). */
  addedAt: number;
  items: KeptItem[];
  /** Changed notes and files are fetched again by themselves (on Wi-Fi where the browser can tell). */
  autoUpdate: boolean;
  /** Fetch only on Wi-Fi (offered where the Network Information API can tell). */
  wifiOnly: boolean;
  /**
   * Why the last download stopped before its end, until the person downloads again: the browser refused to
   * store more (with the bytes it needed and had free, when it says), or the server refused a file.
   */
  stopped?: { reason: 'no-room'; needed: number; free: number | null } | { reason: 'refused' };
}

const database = new Database(DB_NAME, 1, (db) => {
  if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: 'courseId' });
});

export async function keptCourses(): Promise<KeptCourse[]> {
  const all = await database.transaction(STORE, 'readonly', (s) => requestResult(s.getAll() as IDBRequest<KeptCourse[]>));
  return all.sort((a, b) => a.addedAt - b.addedAt);
}

export async function keptCourse(courseId: string): Promise<KeptCourse | undefined> {
  return database.transaction(STORE, 'readonly', (s) => requestResult(s.get(courseId) as IDBRequest<KeptCourse | undefined>));
}

/**
 * Reads a course, lets `change` make the next record (null deletes it), and writes it, in one transaction:
 * the page and the service worker may change one course at the same moment.
 */
export async function changeKeptCourse(
  courseId: string,
  change: (course: KeptCourse | undefined) => KeptCourse | null | undefined,
): Promise<KeptCourse | null | undefined> {
  return database.transaction(STORE, 'readwrite', async (s) => {
    const next = change(await requestResult(s.get(courseId) as IDBRequest<KeptCourse | undefined>));
    if (next === null) s.delete(courseId);
    else if (next !== undefined) s.put(next);
    return next;
  });
}

/** Every file of every kept course, with its course. */
export function allFiles(courses: readonly KeptCourse[]): { course: KeptCourse; item: KeptItem; file: KeptFile }[] {
  return courses.flatMap((course) => course.items.flatMap((item) => item.files.map((file) => ({ course, item, file }))));
}

/** Sets the state of the files at `urls` in a course (a file another driver already finished stays kept). */
export function withFileStates(course: KeptCourse, urls: ReadonlySet<string>, state: KeptFileState, fetchId?: string): KeptCourse {
  return {
    ...course,
    items: course.items.map((item) => ({
      ...item,
      files: item.files.map((file) =>
        urls.has(file.url) && file.state !== 'kept' ? { ...file, state, ...(fetchId ? { fetchId } : { fetchId: undefined }) } : file,
      ),
    })),
  };
}

/** The file at `url` is in the pack cache, at `version`. */
export const fileKept = (course: KeptCourse, url: string, version: string): KeptCourse => ({
  ...course,
  items: course.items.map((item) => ({
    ...item,
    files: item.files.map((file) => (file.url === url ? { ...file, version, state: 'kept' as const, fetchId: undefined } : file)),
  })),
});

const wholeItem = (item: KeptItem) => item.files.every((f) => f.state === 'kept');

/**
 * The course without the items still coming (a download cancelled or stopped short): what is whole stays,
 * a note without its PDF does not. Null when nothing is left; `droppedUrls` are the bytes to delete.
 */
export function withoutWaiting(course: KeptCourse): { course: KeptCourse | null; droppedUrls: string[] } {
  const items = course.items.filter(wholeItem);
  const droppedUrls = course.items.filter((item) => !wholeItem(item)).flatMap((item) => item.files.map((f) => f.url));
  return { course: items.length ? { ...course, items } : null, droppedUrls };
}

/** The file is waiting in a course (neither kept nor dropped meanwhile). */
export const stillWaiting = (course: KeptCourse | undefined, url: string) =>
  course?.items.some((item) => item.files.some((f) => f.url === url && f.state !== 'kept')) ?? false;

/** A download ended short (no room, a refusal): what is whole stays, listed with why it stopped. */
export function stoppedShort(course: KeptCourse, stopped: NonNullable<KeptCourse['stopped']>) {
  const left = withoutWaiting(course);
  return { course: { ...(left.course ?? { ...course, items: [] }), stopped }, droppedUrls: left.droppedUrls };
}
