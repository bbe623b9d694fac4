/** OTP login (SPEC §4, §7, §8), the session it starts, and the dev inbox the browser tests read. */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { OtpSendRequest, OtpVerifyRequest, OUTCOME } from '../../src/contract';
import { hashOtp, newOtpCode, OTP_MAX_ATTEMPTS, OTP_TTL_MS, otpMatches, waitText, type OtpLimits } from '../auth/otp';
import { currentStudent, endSession, startSession } from '../auth/session';
import type { DevInbox, SmsSender } from '../auth/sms';
import type { Db } from '../db/client';
import { otpCodes, students } from '../db/schema';
import { Rejection, type WriteResult } from '../http/idempotency';
import { postRoute, type Env, type WriteDeps } from '../http/json-post';
import { fail, isId } from '../http/respond';

export interface AuthDeps extends WriteDeps {
  sms: SmsSender;
  devInbox: DevInbox | undefined;
  otpSecret: string;
  otpLimits: OtpLimits;
}

const tooMany = (message: string, retryAfterSeconds: number): WriteResult => ({
  status: 429,
  body: { success: false, message, retryAfterSeconds },
});

export function authRoutes(app: Hono<Env>, deps: AuthDeps) {
  postRoute(app, deps, {
    path: '/otp/send',
    struct: OtpSendRequest,
    // The SMS call leaves the process; it must not hold a transaction (PGlite would block every query).
    transactional: false,
    async work(db, { mobileNo }, c) {
      const now = deps.clock();
      const referenceId = randomUUID();
      const code = newOtpCode();
      const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
      const limited = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        // Serialise sends per number across instances, so two at once cannot both pass the limits.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'otp:' + mobileNo}))`);
        const refusal = await sendLimit(tx, deps.otpLimits, mobileNo, c.get('ip'), now);
        if (refusal) return refusal;
        await tx.insert(otpCodes).values({
          id: referenceId,
          mobileNo,
          codeHash: hashOtp(deps.otpSecret, referenceId, code),
          expiresAt,
          requestIp: c.get('ip'),
          createdAt: now,
        });
        return undefined;
      });
      if (limited) {
        c.header('Retry-After', String(limited.body.retryAfterSeconds));
        return limited;
      }
      try {
        await deps.sms.sendOtp({ mobileNo, code, referenceId, expiresAt });
      } catch (err) {
        console.error('[otp] sending failed:', (err as Error).message);
        await db.delete(otpCodes).where(eq(otpCodes.id, referenceId));
        return { status: 502, body: { success: false, message: 'We could not send the OTP right now. Please try again in a minute.' } };
      }
      return { status: 200, body: { success: true, message: OUTCOME.otpSent, data: { reference_id: referenceId } } };
    },
  });

  postRoute(app, deps, {
    path: '/otp/verify',
    struct: OtpVerifyRequest,
    // Each statement commits on its own: a refused attempt must still count against the code.
    transactional: false,
    async work(db, { reference_id, otp }) {
      const now = deps.clock();
      const unknown: WriteResult = { status: 400, body: { success: false, message: 'This OTP request was not found. Please request a new OTP.' } };
      if (!isId(reference_id)) return unknown;
      // Counting the attempt first, in one statement, caps guesses even under concurrent requests.
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, reference_id))
        .returning();
      if (!row) return unknown;
      if (row.consumedAt) return { status: 400, body: { success: false, message: 'This OTP has already been used. Please request a new one.' } };
      if (row.attempts > OTP_MAX_ATTEMPTS) {
        return { status: 429, body: { success: false, message: 'Too many incorrect attempts. Please request a new OTP.' } };
      }
      if (row.expiresAt <= now) return { status: 400, body: { success: false, message: 'This OTP has expired. Please request a new one.' } };
      if (!otpMatches(deps.otpSecret, row.id, otp, row.codeHash)) {
        const left = OTP_MAX_ATTEMPTS - row.attempts;
        const message = left > 0 ? `${OUTCOME.invalidOtp}. ${left} attempt${left === 1 ? '' : 's'} left.` : `${OUTCOME.invalidOtp}. Please request a new OTP.`;
        return { status: 400, body: { success: false, message } };
      }
      const consumed = await db
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
        .returning({ id: otpCodes.id });
      if (!consumed.length) throw new Rejection({ status: 400, body: { success: false, message: 'This OTP has already been used. Please request a new one.' } });
      const [student] = await db
        .insert(students)
        .values({ mobileNo: row.mobileNo, createdAt: now })
        .onConflictDoUpdate({ target: students.mobileNo, set: { mobileNo: row.mobileNo } })
        .returning({ id: students.id });
      return {
        status: 200,
        body: { success: true, message: OUTCOME.loginSuccessful, data: { studentId: student!.id, mobileNo: row.mobileNo } },
      };
    },
    async after(c, result) {
      const data = result.body.data as { studentId: string } | undefined;
      if (result.status === 200 && data) await startSession(c, deps.db, data.studentId, deps.clock(), deps.trustProxy);
    },
  });

  app.get('/auth/me', async (c) => {
    const student = await currentStudent(c, deps.db, deps.clock());
    if (!student) return fail(c, 401, 'Not logged in');
    return c.json({ success: true, data: student });
  });

  app.post('/auth/logout', async (c) => {
    await endSession(c, deps.db);
    return c.json({ success: true, message: 'Logged out' });
  });

  if (deps.devInbox) {
    const inbox = deps.devInbox;
    app.get('/dev/otp-inbox', (c) => {
      const mobileNo = c.req.query('mobileNo') ?? '';
      if (!/^\d{10}$/.test(mobileNo)) return fail(c, 400, 'mobileNo must be 10 digits');
      return c.json({ success: true, data: inbox.read(mobileNo) });
    });
  }
}

async function sendLimit(db: Db, limits: OtpLimits, mobileNo: string, ip: string, now: Date): Promise<WriteResult | undefined> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [perNumber] = await db
    .select({ n: count(), oldest: min(otpCodes.createdAt), newest: sql<Date | string | null>`max(${otpCodes.createdAt})` })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobileNo, mobileNo), gt(otpCodes.createdAt, hourAgo)));
  if (perNumber && perNumber.newest) {
    const sinceLast = (now.getTime() - new Date(perNumber.newest).getTime()) / 1000;
    if (sinceLast < limits.perNumberGapSeconds) {
      const wait = Math.ceil(limits.perNumberGapSeconds - sinceLast);
      return tooMany(`Please wait ${waitText(wait)} before requesting another OTP.`, wait);
    }
  }
  if (perNumber && perNumber.n >= limits.perNumberPerHour && perNumber.oldest) {
    const wait = Math.ceil((new Date(perNumber.oldest).getTime() + 3_600_000 - now.getTime()) / 1000);
    return tooMany(`Too many OTP requests for this number. Try again in ${waitText(wait)}.`, wait);
  }
  const [perIp] = await db
    .select({ n: count(), oldest: min(otpCodes.createdAt) })
    .from(otpCodes)
    .where(and(eq(otpCodes.requestIp, ip), gt(otpCodes.createdAt, hourAgo)));
  if (perIp && perIp.n >= limits.perIpPerHour && perIp.oldest) {
    const wait = Math.ceil((new Date(perIp.oldest).getTime() + 3_600_000 - now.getTime()) / 1000);
    return tooMany(`Too many OTP requests from your network. Try again in ${waitText(wait)}.`, wait);
  }
  return undefined;
}
