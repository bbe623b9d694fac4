/**
 * What a download or a sync changes in the device's record of a course (decisions 162, 163), as pure functions
 * of the record and the server's pack: which files to fetch, which kept copies are out of date, and which to
 * drop. The drivers (page-queue.ts, background-fetch.ts) and the cache follow what these say.
 */
import type { CoursePack, PackFile, PackItem } from '../../contract/course-pack';
import type { KeptCourse, KeptFile, KeptItem } from './kept-courses';

export interface DownloadChoice {
  /** The items to download; all the pack unlocks when absent. */
  itemIds?: readonly string[];
  wifiOnly: boolean;
  autoUpdate: boolean;
}

const sameFile = (a: PackFile, b: PackFile) => a.url === b.url && a.version === b.version;

/** The item as the device will keep it: files already kept at this version stay kept, the rest wait. */
function keptItemFor(item: PackItem, before: KeptItem | undefined): KeptItem {
  const files: KeptFile[] = item.files.map((file) => {
    const old = before?.files.find((f) => sameFile(f, file) && f.state === 'kept');
    return old ? { ...file, state: 'kept' } : { ...file, state: 'queued' };
  });
  return { id: item.id, kind: item.kind, title: item.title, ...(item.duration ? { duration: item.duration } : {}), files };
}

export const downloadable = (pack: CoursePack) => pack.items.filter((item) => !item.locked && item.files.length > 0);

/**
 * The record after choosing to download (again): the chosen items added or brought up to date, the others
 * as they were. `queuedBytes` is what has to come over the network (the size shown first).
 */
export function planDownload(pack: CoursePack, before: KeptCourse | undefined, choice: DownloadChoice, now: number) {
  const chosen = new Set(choice.itemIds ?? downloadable(pack).map((item) => item.id));
  const items = new Map((before?.items ?? []).map((item) => [item.id, item]));
  for (const item of downloadable(pack)) if (chosen.has(item.id)) items.set(item.id, keptItemFor(item, items.get(item.id)));
  const order = new Map(pack.items.map((item, i) => [item.id, i]));
  const course: KeptCourse = {
    courseId: pack.courseId,
    title: pack.title,
    addedAt: before?.addedAt ?? now,
    items: [...items.values()].sort((a, b) => (order.get(a.id) ?? 1e9) - (order.get(b.id) ?? 1e9)),
    autoUpdate: choice.autoUpdate,
    wifiOnly: choice.wifiOnly,
  };
  return { course, queuedBytes: waitingBytes(course), obsoleteUrls: obsoleteUrls(before, course) };
}

/** The bytes of the course's files that pass `which`, each URL once (two lessons may play one video). */
function bytesOf(course: KeptCourse, which: (file: KeptFile) => boolean): number {
  const byUrl = new Map(course.items.flatMap((item) => item.files.filter(which).map((f) => [f.url, f.bytes] as const)));
  return [...byUrl.values()].reduce((n, bytes) => n + bytes, 0);
}

/** Bytes of the files still to fetch. */
export const waitingBytes = (course: KeptCourse) => bytesOf(course, (f) => f.state !== 'kept');

/** Bytes of every file the record names, kept or not: what the course will take on the device. */
export const courseBytes = (course: KeptCourse) => bytesOf(course, () => true);

export const keptBytes = (course: KeptCourse) => bytesOf(course, (f) => f.state === 'kept');

/** URLs `before` kept that `after` no longer names: their bytes can go. */
export function obsoleteUrls(before: KeptCourse | undefined, after: KeptCourse | null): string[] {
  const still = new Set(after?.items.flatMap((item) => item.files.map((f) => f.url)) ?? []);
  return (before?.items ?? []).flatMap((item) => item.files.map((f) => f.url)).filter((url) => !still.has(url));
}

/**
 * The record after the server's pack was read again (the next sync): items gone from the pack, or locked
 * (no longer enrolled), are dropped; a kept item whose files changed is marked `updated` — or, when
 * `refresh` (the person chose automatic updates and the network allows it), queued again.
 */
export function syncWithPack(before: KeptCourse, pack: CoursePack | null, refresh: boolean) {
  if (!pack) return { course: null, removedUrls: obsoleteUrls(before, null), updatedIds: [] as string[] };
  const current = new Map(downloadable(pack).map((item) => [item.id, item]));
  const updatedIds: string[] = [];
  const items: KeptItem[] = [];
  for (const kept of before.items) {
    const item = current.get(kept.id);
    if (!item) continue;
    const changed = item.files.length !== kept.files.length || item.files.some((file, i) => !sameFile(file, kept.files[i]!));
    if (!changed) items.push({ ...kept, title: item.title });
    else if (refresh) items.push(keptItemFor(item, kept));
    else {
      updatedIds.push(kept.id);
      items.push({ ...kept, title: item.title, updated: true });
    }
  }
  const course = items.length ? { ...before, title: pack.title, items } : null;
  return { course, removedUrls: obsoleteUrls(before, course), updatedIds };
}
