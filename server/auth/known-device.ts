/**
 * Browsers that have logged in with a number before (decision 98). A stranger guessing a number's codes
 * is never one of them, so the number's own lockout and send limits (decision 33) still bound every
 * guesser; the owner's browsers that logged in before are counted apart, so those guesses and sends can
 * never lock them out. The cookie holds a random token; the table only its SHA-256, per number.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import { knownDevices } from '../db/schema';
import { isHttps } from './session';

export const DEVICE_COOKIE = 'academy_device';
/** A phone used once a year is still the owner's. */
export const KNOWN_DEVICE_DAYS = 365;
/** Only the login reads it. */
const COOKIE_PATH = '/api/otp';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function cookieToken(c: Context): string | null {
  const token = getCookie(c, DEVICE_COOKIE);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/** This browser as the login limits see it: its hash when it has logged in with `mobileNo` before, else null. */
export async function knownDevice(c: Context, db: Db, mobileNo: string): Promise<string | null> {
  const token = cookieToken(c);
  if (!token) return null;
  const hash = hashToken(token);
  const [row] = await db
    .select({ hash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, hash), eq(knownDevices.mobileNo, mobileNo)));
  return row ? hash : null;
}

/** After a right code: this browser is one the number's owner uses. */
export async function rememberDevice(c: Context, db: Db, mobileNo: string, now: Date, trustProxy: number): Promise<void> {
  const token = cookieToken(c) ?? randomBytes(32).toString('base64url');
  await db
    .insert(knownDevices)
    .values({ tokenHash: hashToken(token), mobileNo, createdAt: now, lastLoginAt: now })
    .onConflictDoUpdate({ target: [knownDevices.tokenHash, knownDevices.mobileNo], set: { lastLoginAt: now } });
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, trustProxy),
    path: COOKIE_PATH,
    maxAge: KNOWN_DEVICE_DAYS * 86_400,
  });
}
