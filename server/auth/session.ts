/**
 * Login sessions: a random token in an HttpOnly, SameSite=Lax cookie; the database keeps only its
 * SHA-256, so a leaked table cannot be replayed as cookies. A session ends after SESSION_DAYS, or after
 * SESSION_IDLE_HOURS without a request, or at logout — including a logout made offline and sent later.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import { authSessions, students } from '../db/schema';

export const SESSION_COOKIE = 'academy_session';
export const SESSION_DAYS = 7;
/** A phone left logged in and unused for three days asks for a new code. */
export const SESSION_IDLE_HOURS = 72;
/** Recording every request would be a write per read; a minute's precision is plenty for a 72-hour timeout. */
const TOUCH_EVERY_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function isHttps(c: Context, trustProxy: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy > 0 && c.req.header('X-Forwarded-Proto')?.split(',').pop()?.trim() === 'https';
}

function cookieToken(c: Context): string | null {
  const token = getCookie(c, SESSION_COOKIE);
  return token && token.length <= 100 ? token : null;
}

export async function startSession(c: Context, db: Db, studentId: string, now: Date, trustProxy: number) {
  // The session this browser had (if any) ends here: its cookie is about to be replaced and could
  // otherwise never be logged out.
  const previous = cookieToken(c);
  if (previous) await db.delete(authSessions).where(eq(authSessions.tokenHash, hashToken(previous)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(authSessions).values({ tokenHash: hashToken(token), studentId, expiresAt, lastSeenAt: now, createdAt: now });
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
  const token = cookieToken(c);
  if (!token) return null;
  const idleSince = new Date(now.getTime() - SESSION_IDLE_HOURS * 3_600_000);
  const [row] = await db
    .select({ studentId: students.id, mobileNo: students.mobileNo, sessionId: authSessions.id, lastSeenAt: authSessions.lastSeenAt })
    .from(authSessions)
    .innerJoin(students, eq(authSessions.studentId, students.id))
    .where(and(eq(authSessions.tokenHash, hashToken(token)), gt(authSessions.expiresAt, now), gt(authSessions.lastSeenAt, idleSince)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, row.sessionId));
  }
  return { studentId: row.studentId, mobileNo: row.mobileNo };
}

/**
 * Ends the cookie's session. `loggedOutAt` is when the student pressed "Log out" (sent later when that
 * happened offline): a session started after it is a newer login and stays.
 */
export async function endSession(c: Context, db: Db, loggedOutAt?: Date): Promise<boolean> {
  const token = cookieToken(c);
  if (!token) {
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return false;
  }
  const ended = await db
    .delete(authSessions)
    .where(and(eq(authSessions.tokenHash, hashToken(token)), loggedOutAt ? lte(authSessions.createdAt, loggedOutAt) : undefined))
    .returning({ id: authSessions.id });
  const [stillThere] = ended.length
    ? []
    : await db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(eq(authSessions.tokenHash, hashToken(token)));
  if (!stillThere) deleteCookie(c, SESSION_COOKIE, { path: '/' });
  return ended.length > 0;
}
