/**
 * Optimistic concurrency for the console (decision 68): each record's integer version is its ETag; a
 * change must name the version it was made on (If-Match), and a change made on an older one is refused
 * with both versions and the current record, so nothing is overwritten silently.
 */
import { CONFLICT_MESSAGE, type VersionConflictBody } from '../../src/contract/staff';

export const etagOf = (version: number) => `"${version}"`;

export type IfMatch = { ok: true; version: number } | { ok: false; status: 400 | 428; message: string };

/** Reads If-Match: `"3"`, `W/"3"` or a bare 3. Anything else is a client error, never a guess. */
export function readIfMatch(header: string | undefined): IfMatch {
  if (header === undefined || header.trim() === '') {
    return { ok: false, status: 428, message: 'Send the version you edited in If-Match (the ETag of the record you opened).' };
  }
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) return { ok: false, status: 400, message: 'If-Match must be the ETag of the record, such as "3".' };
  return { ok: true, version: Number(match[1]) };
}

export function conflictBody(yourVersion: number, currentVersion: number, current: unknown): VersionConflictBody {
  return { success: false, message: CONFLICT_MESSAGE, yourVersion, currentVersion, current };
}
