/**
 * A course's pack as the person asking may have it (decision 160): every note and lesson by title (the
 * syllabus), and for each one they may read, the files the device keeps with their sizes and versions.
 */
import { and, asc, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { API_BASE, pathTo, UPLOADS_ROOT } from '../../src/contract';
import {
  lessonFileName,
  PACK_FILE_KINDS,
  PACK_PATHS,
  packFileType,
  packFileUrl,
  SAMPLE_NOTE_INDEX,
  type CoursePack,
  type PackAccess,
  type PackFile,
  type PackFileKind,
  type PackItem,
  type PackNote,
} from '../../src/contract/course-pack';
import type { Db } from '../db/client';
import { courseNotes, courses, videoLectures } from '../db/schema';
import { fileFacts } from './file-facts';

type NoteRow = typeof courseNotes.$inferSelect;
type LectureRow = typeof videoLectures.$inferSelect;

export interface CourseMaterials {
  courseId: string;
  title: string;
  notes: NoteRow[];
  lectures: LectureRow[];
}

/** A published course's notes and lectures in their order, or null. */
export async function courseMaterials(db: Db, courseId: string): Promise<CourseMaterials | null> {
  const [course] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.published, true)));
  if (!course) return null;
  const [notes, lectures] = await Promise.all([
    db.select().from(courseNotes).where(eq(courseNotes.courseId, courseId)).orderBy(asc(courseNotes.position)),
    db.select().from(videoLectures).where(eq(videoLectures.courseId, courseId)).orderBy(asc(videoLectures.position)),
  ]);
  return { courseId: course.id, title: course.title, notes, lectures };
}

export const packNoteUrl = (courseId: string, noteId: string) => API_BASE + pathTo(PACK_PATHS.note, { id: courseId, noteId });

/** Whether a note may be read by someone with `access` (the sample is everyone's). */
export function noteOpen(materials: CourseMaterials, noteId: string, access: PackAccess): boolean {
  const index = materials.notes.findIndex((n) => n.id === noteId);
  return index >= 0 && (access === 'full' || index === SAMPLE_NOTE_INDEX);
}

/** The exact answer of a note's pack path: its bytes are what the pack's size and version count. */
export function noteAnswer(courseId: string, note: NoteRow): string {
  const data: PackNote = {
    _id: note.id,
    title: note.title,
    content: note.content,
    fileUrl: note.file ? packFileUrl(courseId, 'notes', note.file) : null,
  };
  return JSON.stringify({ success: true, data });
}

/** A version of some text: the first 27 characters of its SHA-256 (as a file's, file-facts.ts). */
export const versionOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 27);

async function uploaded(uploadsDir: string, courseId: string, kind: PackFileKind, name: string): Promise<PackFile | null> {
  const facts = await fileFacts(join(uploadsDir, PACK_FILE_KINDS[kind].slice(UPLOADS_ROOT.length), name));
  if (!facts) return null;
  return {
    url: packFileUrl(courseId, kind, name),
    kind: kind === 'notes' ? 'pdf' : 'video',
    bytes: facts.bytes,
    version: facts.version,
    contentType: packFileType(kind, name),
  };
}

async function noteItem(m: CourseMaterials, note: NoteRow, locked: boolean, uploadsDir: string): Promise<PackItem> {
  if (locked) return { id: note.id, kind: 'note', title: note.title, files: [], locked };
  const answer = noteAnswer(m.courseId, note);
  const text: PackFile = {
    url: packNoteUrl(m.courseId, note.id),
    kind: 'text',
    bytes: Buffer.byteLength(answer),
    version: versionOf(answer),
    contentType: 'application/json',
  };
  const pdf = note.file ? await uploaded(uploadsDir, m.courseId, 'notes', note.file) : null;
  return { id: note.id, kind: 'note', title: note.title, files: pdf ? [text, pdf] : [text], locked };
}

async function lessonItem(m: CourseMaterials, lecture: LectureRow, locked: boolean, uploadsDir: string): Promise<PackItem> {
  const base = { id: lecture.id, kind: 'lesson' as const, title: lecture.title, duration: lecture.duration, locked };
  const name = lessonFileName(lecture.contentUrl);
  if (!name) return { ...base, files: [], externalUrl: lecture.contentUrl };
  if (locked) return { ...base, files: [] };
  const video = await uploaded(uploadsDir, m.courseId, 'lectures', name);
  return { ...base, files: video ? [video] : [] };
}

export async function coursePack(m: CourseMaterials, access: PackAccess, signedIn: boolean, uploadsDir: string): Promise<CoursePack> {
  const notes = m.notes.map((note, i) => noteItem(m, note, access === 'sample' && i !== SAMPLE_NOTE_INDEX, uploadsDir));
  const lessons = m.lectures.map((lecture) => lessonItem(m, lecture, access === 'sample', uploadsDir));
  return { courseId: m.courseId, title: m.title, access, signedIn, items: await Promise.all([...notes, ...lessons]) };
}

/** The file a pack path names, if it belongs to this course and `access` may have it. */
export function packFileAllowed(m: CourseMaterials, kind: PackFileKind, name: string, access: PackAccess): boolean {
  if (kind === 'notes') return m.notes.some((note, i) => note.file === name && (access === 'full' || i === SAMPLE_NOTE_INDEX));
  return access === 'full' && m.lectures.some((lecture) => lessonFileName(lecture.contentUrl) === name);
}
