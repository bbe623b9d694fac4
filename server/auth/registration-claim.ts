/**
 * A registration reaches an account only once its mobile number is proven (decision 92). Anyone may send
 * the form with any number, so the form alone is a request: it is attached when it was sent by a student
 * signed in with that number, or when the browser that sent it then logs in by OTP with that number (it
 * carries a claim cookie whose token only the registration's hash matches). A stranger's registration of
 * someone else's number therefore never touches that person's account, now or at their next login.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import { registrations, students, type RegistrationOutcome } from '../db/schema';
import { isHttps } from './session';

export const REGISTRATION_COOKIE = 'academy_registration';
/** Long enough to register today and log in on the same phone next week. */
const CLAIM_DAYS = 30;
/** Only the login and the registration read it. */
const COOKIE_PATH = '/api';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Gives the browser that sent a pending registration the token its OTP login will attach it with. */
export async function issueRegistrationClaim(c: Context, db: Db, registrationId: string, trustProxy: number): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(registrations)
    .set({ claimHash: hashToken(token) })
    .where(and(eq(registrations.id, registrationId), eq(registrations.outcome, 'pending')));
  setCookie(c, REGISTRATION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, trustProxy),
    path: COOKIE_PATH,
    maxAge: CLAIM_DAYS * 86_400,
  });
}

/**
 * At an OTP login: the registration this browser sent for the number just proven, if any, fills in the
 * account. The cookie is spent either way (a claim for another number stays pending, unattached).
 */
export async function claimRegistration(c: Context, db: Db, student: { studentId: string; mobileNo: string }, now: Date) {
  const token = getCookie(c, REGISTRATION_COOKIE);
  if (!token || token.length > 100) return;
  deleteCookie(c, REGISTRATION_COOKIE, { path: COOKIE_PATH });
  const since = new Date(now.getTime() - CLAIM_DAYS * 86_400_000);
  const [pending] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.claimHash, hashToken(token)),
        eq(registrations.mobileNo, student.mobileNo),
        eq(registrations.outcome, 'pending'),
        sql`${registrations.createdAt} > ${since}`,
      ),
    );
  if (pending) await attachRegistration(db, pending.id, student.studentId, now);
}

/**
 * Fills in a proven student's account from a registration, unless the account was registered already
 * (a second form changes nothing); `known-email` when another account has typed the same e-mail.
 * Returns the outcome it recorded.
 */
export async function attachRegistration(db: Db, registrationId: string, studentId: string, now: Date): Promise<RegistrationOutcome> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [student] = await tx.select().from(students).where(eq(students.id, studentId)).for('update');
    const [form] = await tx.select().from(registrations).where(eq(registrations.id, registrationId)).for('update');
    if (!student || !form || form.outcome !== 'pending') return form?.outcome ?? 'pending';
    let outcome: RegistrationOutcome = 'known-mobile';
    if (!student.registeredAt) {
      const [emailOwner] = await tx
        .select({ id: students.id })
        .from(students)
        .where(and(sql`lower(${students.email}) = lower(${form.email})`, ne(students.id, studentId)));
      const { fullName, dob, collegeName, selectedProgram } = form;
      // The e-mail is filled in either way (a typed e-mail proves nothing, decision 92); another account
      // having typed it too is worth the academy's follow-up, so the outcome says so.
      await tx
        .update(students)
        .set({ fullName, dob, collegeName, selectedProgram, email: student.email ?? form.email, registeredAt: now })
        .where(eq(students.id, studentId));
      outcome = emailOwner ? 'known-email' : 'new';
    }
    await tx.update(registrations).set({ outcome, studentId, claimHash: null }).where(eq(registrations.id, registrationId));
    return outcome;
  });
}
