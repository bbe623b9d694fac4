/**
 * The course pack (issue 40, decision 160): GET /api/courses/:id/pack lists what the person asking may keep
 * for offline use; the note and file paths answer only what that list unlocks. Every answer depends on the
 * session: private, revalidated, never in a shared cache.
 */
import type { Context, Hono } from 'hono';
import { join } from 'node:path';
import { UPLOADS_ROOT } from '../../src/contract';
import { PACK_FILE_KINDS, PACK_PATHS, packFileType, type PackAccess, type PackFileKind } from '../../src/contract/course-pack';
import { packAccessOf } from '../course-pack/access';
import { fileAnswer } from '../course-pack/file-answer';
import { fileFacts } from '../course-pack/file-facts';
import { courseMaterials, coursePack, noteAnswer, noteOpen, packFileAllowed, versionOf, type CourseMaterials } from '../course-pack/pack';
import type { Db } from '../db/client';
import type { Env } from '../http/json-post';
import { fail, isId, ok } from '../http/respond';

export interface CoursePackDeps {
  db: Db;
  clock: () => Date;
  uploadsDir: string;
}

const LOCKED = {
  sample: 'Log in with the mobile number you enrolled with to open this.',
  notEnrolled: 'This is for students enrolled in the course. Enroll to open it.',
};

/** The course of `:id` and what the person may have of it, or the answer that ends the request. */
async function withCourse(
  c: Context<Env>,
  deps: CoursePackDeps,
  work: (m: CourseMaterials, access: PackAccess, signedIn: boolean) => Promise<Response> | Response,
): Promise<Response> {
  const id = c.req.param('id') ?? '';
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Cookie');
  if (!isId(id)) return fail(c, 400, 'Invalid course id');
  const materials = await courseMaterials(deps.db, id);
  if (!materials) return fail(c, 404, 'Course not found');
  const { access, signedIn } = await packAccessOf(c, deps.db, deps.clock(), id);
  return work(materials, access, signedIn);
}

const locked = (c: Context, signedIn: boolean) => (signedIn ? fail(c, 403, LOCKED.notEnrolled) : fail(c, 401, LOCKED.sample));

export function coursePackRoutes(app: Hono<Env>, deps: CoursePackDeps) {
  app.get(PACK_PATHS.pack, (c) =>
    withCourse(c, deps, async (m, access, signedIn) => ok(c, await coursePack(m, access, signedIn, deps.uploadsDir))),
  );
  app.get(PACK_PATHS.note, (c) =>
    withCourse(c, deps, (m, access, signedIn) => {
      const noteId = c.req.param('noteId') ?? '';
      const note = isId(noteId) ? m.notes.find((n) => n.id === noteId) : undefined;
      if (!note) return fail(c, 404, 'Note not found');
      if (!noteOpen(m, noteId, access)) return locked(c, signedIn);
      const answer = noteAnswer(m.courseId, note);
      c.header('ETag', `"${versionOf(answer)}"`);
      return c.body(answer, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    }),
  );
  app.get(PACK_PATHS.file, (c) =>
    withCourse(c, deps, async (m, access, signedIn) => {
      const kind = c.req.param('kind') ?? '';
      const name = c.req.param('name') ?? '';
      if (!Object.hasOwn(PACK_FILE_KINDS, kind) || !/^[^/\\.][^/\\]{0,199}$/.test(name)) return fail(c, 404, 'File not found');
      const fileKind = kind as PackFileKind;
      if (!packFileAllowed(m, fileKind, name, 'full')) return fail(c, 404, 'File not found');
      if (!packFileAllowed(m, fileKind, name, access)) return locked(c, signedIn);
      const facts = await fileFacts(join(deps.uploadsDir, PACK_FILE_KINDS[fileKind].slice(UPLOADS_ROOT.length), name));
      if (!facts) return fail(c, 404, 'File not found');
      return fileAnswer(
        {
          method: c.req.method,
          range: c.req.header('Range'),
          ifRange: c.req.header('If-Range'),
          ifNoneMatch: c.req.header('If-None-Match'),
        },
        facts,
        packFileType(fileKind, name),
      );
    }),
  );
}
