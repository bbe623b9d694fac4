/**
 * The folders of the course pack's files (notes' PDFs, lesson videos) are not public (decision 160): at
 * /uploads only staff read them (the console's previews); students and visitors go through the pack's
 * paths, which check enrolment file by file.
 */
import type { Context } from 'hono';
import { join, sep } from 'node:path';
import { UPLOADS_ROOT } from '../../src/contract';
import { PACK_FILE_KINDS } from '../../src/contract/course-pack';
import type { Db } from '../db/client';
import { fail } from '../http/respond';
import { checkStaff } from '../staff/roles';

/**
 * Whether `full`, the file an /uploads path resolves to inside `uploadsDir`, is in a pack folder. Judged on
 * the resolved file, not on the path as sent: `courses/x%2F..%2Fnotes/…` is the folder too.
 */
export function inPackFolder(uploadsDir: string, full: string): boolean {
  const folders = Object.values(PACK_FILE_KINDS).map((url) => join(uploadsDir, url.slice(UPLOADS_ROOT.length), sep).toLowerCase());
  const file = full.toLowerCase();
  return folders.some((folder) => file.startsWith(folder) || file + sep === folder);
}

/** Staff may read a pack folder at /uploads; anyone else gets 401 or 403. */
export async function packFolderRefusal(c: Context, db: Db, now: Date): Promise<Response | null> {
  const staff = await checkStaff(c, db, now, 'staff');
  if (staff.ok) return null;
  c.header('Cache-Control', 'private, no-store');
  return fail(c, staff.status === 401 ? 401 : 403, 'Course files are opened from the course page by enrolled students.');
}
