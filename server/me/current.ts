/** The signed-in student of a request under /api/me, or the 401 every such route answers without one. */
import type { Context } from 'hono';
import { currentStudent, type SessionStudent } from '../auth/session';
import type { WriteDeps } from '../http/json-post';
import { fail } from '../http/respond';

export type Signed = { student: SessionStudent; refusal?: undefined } | { student?: undefined; refusal: Response };

export async function signedIn(c: Context, deps: Pick<WriteDeps, 'db' | 'clock'>): Promise<Signed> {
  const student = await currentStudent(c, deps.db, deps.clock());
  // A student's own data must never sit in a shared cache, whoever asked.
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Cookie');
  if (!student) return { refusal: fail(c, 401, 'Please log in to see your learning.') };
  return { student };
}
