/**
 * Login sessions: a random token in an HttpOnly, SameSite=Lax cookie; the database keeps only its
 * SHA-256, so a leaked table cannot be replayed as cookies.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import { authSessions, students } from '../db/schema';

export const SESSION_COOKIE = 'academy_session';
export const SESSION_DAYS = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && c.req.header('X-Forwarded-Proto') === 'https';
}

export async function startSession(c: Context, db: Db, studentId: string, now: Date, trustProxy: boolean) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(authSessions).values({ tokenHash: hashToken(token), studentId, expiresAt, createdAt: now });
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, trustProxy),
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  });
}

export interface SessionStudent {
  studentId: string;
  mobileNo: string;
}

export async function currentStudent(c: Context, db: Db, now: Date): Promise<SessionStudent | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ studentId: students.id, mobileNo: students.mobileNo })
    .from(authSessions)
    .innerJoin(students, eq(authSessions.studentId, students.id))
    .where(and(eq(authSessions.tokenHash, hashToken(token)), gt(authSessions.expiresAt, now)));
  return row ?? null;
}

export async function endSession(c: Context, db: Db) {
  const token = getCookie(c, SESSION_COOKIE);
  if (token && token.length <= 100) await db.delete(authSessions).where(eq(authSessions.tokenHash, hashToken(token)));
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}
