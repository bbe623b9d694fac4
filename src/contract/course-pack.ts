/**
 * The course pack (issue 40): what a student can keep on the device to learn offline — each note's text, its
 * PDF and each lesson's video — and who may have it (decision 160). The server answers a pack for the
 * person asking; the PWA keeps what it downloads in a cache of its own and in IndexedDB (src/offline/course-pack/).
 * Plain data: the service worker bundles these paths.
 */
import { API_BASE, pathTo } from './api-routes';
import { UPLOADS } from './uploads';

/** Under /api. `:kind` of a file is `notes` (a note's PDF) or `lectures` (a lesson's video). */
export const PACK_PATHS = {
  pack: '/courses/:id/pack',
  note: '/courses/:id/pack/notes/:noteId',
  file: '/courses/:id/pack/files/:kind/:name',
} as const;

/** Every pack path starts like this, whatever the course: the service worker's rule for the downloads cache. */
export const PACK_URL_PATTERN = /^\/api\/courses\/[^/]+\/pack\/(notes|files)\//;

export const PACK_FILE_KINDS = { notes: UPLOADS.courseNotes, lectures: UPLOADS.courseLectures } as const;
export type PackFileKind = keyof typeof PACK_FILE_KINDS;

/**
 * What anyone may read of a course without being enrolled: its syllabus (every title) and its first note
 * (text and PDF), the sample (decision 160). The public course read carries only this much of the other notes.
 */
export const SAMPLE_NOTE_INDEX = 0;
export { NOTE_PREVIEW_CHARS } from './preview';

/** Lesson videos staff may upload (MP4 or WebM, read from the bytes): short clips, not whole lectures. */
export const LESSON_VIDEO_MAX_BYTES = 25 * 1024 * 1024;

/** `full`: enrolled (or staff). `sample`: a visitor or a student not enrolled in this course. */
export type PackAccess = 'full' | 'sample';

export interface PackFile {
  /** Same-origin path under /api (a pack path above): the key of the device's copy. */
  url: string;
  kind: 'text' | 'pdf' | 'video';
  bytes: number;
  /** Changes when the content does (a hash): a kept copy with another version is out of date. */
  version: string;
  contentType: string;
}

export interface PackItem {
  /** The note's or lecture's id: stable while staff edit it (server/staff/content-kinds.ts). */
  id: string;
  kind: 'note' | 'lesson';
  title: string;
  /** A lesson's length as staff wrote it ("48 min"). */
  duration?: string;
  /** What the device keeps; empty when locked, or for a lesson hosted elsewhere. */
  files: PackFile[];
  /** A lesson on another site (YouTube…): watched there, so it needs a connection. */
  externalUrl?: string;
  /** Only for enrolled students: listed (the syllabus), not readable. */
  locked: boolean;
}

export interface CoursePack {
  courseId: string;
  title: string;
  access: PackAccess;
  /**
   * Whether the request came with a live session: a device whose session ended (72 hours unused) learns
   * nothing about its downloads from a visitor's answer, and keeps them until the person logs in again.
   */
  signedIn: boolean;
  items: PackItem[];
}

/** GET /courses/:id/pack/notes/:noteId: the whole note. */
export interface PackNote {
  _id: string;
  title: string;
  content: string;
  /** The PDF's pack URL, or null when the note has none. */
  fileUrl: string | null;
}

/** The bytes a pack's unlocked files take, which the device must find room for. */
export function packBytes(items: readonly PackItem[]): number {
  return items.reduce((sum, item) => sum + item.files.reduce((n, f) => n + f.bytes, 0), 0);
}

/** A pack file's path, as the device keeps it and the server answers it. */
export const packFileUrl = (courseId: string, kind: PackFileKind, name: string) =>
  API_BASE + pathTo(PACK_PATHS.file, { id: courseId, kind, name });

/** What a pack file is, by its folder and name (uploads are named by the type read from their bytes). */
export const packFileType = (kind: PackFileKind, name: string) =>
  kind === 'notes' ? 'application/pdf' : name.toLowerCase().endsWith('.mp4') ? 'video/mp4' : 'video/webm';

/** The uploaded video a lecture plays (its file name), or null for a lesson hosted elsewhere. */
export function lessonFileName(contentUrl: string): string | null {
  const folder = PACK_FILE_KINDS.lectures;
  if (!contentUrl.startsWith(folder)) return null;
  const name = contentUrl.slice(folder.length);
  try {
    return name && !name.includes('/') ? decodeURIComponent(name) : null;
  } catch {
    return null;
  }
}
