/** OTP login (SPEC §4, §7, §8), the session it starts, and the dev inbox the browser tests read. */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, max, min, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { AUTH_PATHS, AUTH_WRITES, OUTCOME, validateRequest } from '../../src/contract';
import {
  hashOtp,
  lockoutMs,
  newOtpCode,
  OTP_LOCKOUT,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  otpMatches,
  waitText,
  type OtpLimits,
} from '../auth/otp';
import { knownDevice, rememberDevice } from '../auth/known-device';
import { claimRegistration } from '../auth/registration-claim';
import { currentStudent, endSession, startSession } from '../auth/session';
import type { DevInbox, SmsSender } from '../auth/sms';
import { staffMemberOf } from '../staff/roles';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import { otpCodes, otpFailures, students } from '../db/schema';
import type { WriteResult } from '../http/idempotency';
import { postRoute, type Env, type WriteDeps } from '../http/json-post';
import { fail, isId } from '../http/respond';
import { isLoopbackPeer } from '../http/loopback-peer';

export interface AuthDeps extends WriteDeps {
  sms: SmsSender;
  devInbox: DevInbox | undefined;
  otpSecret: string;
  otpLimits: OtpLimits;
  logger: Logger;
}

const tooMany = (message: string, retryAfterSeconds: number): WriteResult => ({
  status: 429,
  body: { success: false, message, retryAfterSeconds },
});

export function authRoutes(app: Hono<Env>, deps: AuthDeps) {
  otpSendRoute(app, deps);
  otpVerifyRoute(app, deps);
  sessionRoutes(app, deps);
  if (deps.devInbox) devInboxRoute(app, deps.devInbox);
}

function otpSendRoute(app: Hono<Env>, deps: AuthDeps) {
  postRoute(app, deps, {
    path: AUTH_WRITES.otpSend.path,
    struct: AUTH_WRITES.otpSend.request,
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
        const asker: Asker = { ip: c.get('ip'), device: await knownDevice(c, tx, mobileNo) };
        const refusal = await sendLimit(tx, deps.otpLimits, mobileNo, asker, now);
        if (refusal) return refusal;
        await tx.insert(otpCodes).values({
          id: referenceId,
          mobileNo,
          codeHash: hashOtp(deps.otpSecret, referenceId, code),
          expiresAt,
          requestIp: asker.ip,
          deviceHash: asker.device,
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
        deps.logger.error({ err, reqId: c.get('requestId') }, 'sending an OTP failed');
        await db.delete(otpCodes).where(eq(otpCodes.id, referenceId));
        return { status: 502, body: { success: false, message: 'We could not send the OTP right now. Please try again in a minute.' } };
      }
      return { status: 200, body: { success: true, message: OUTCOME.otpSent, data: { reference_id: referenceId } } };
    },
  });
}

function otpVerifyRoute(app: Hono<Env>, deps: AuthDeps) {
  postRoute(app, deps, {
    path: AUTH_WRITES.otpVerify.path,
    struct: AUTH_WRITES.otpVerify.request,
    // Runs its own transaction: a refused attempt must still count against the code and the number.
    transactional: false,
    async work(db, { reference_id, otp }, c) {
      const now = deps.clock();
      const unknown: WriteResult = {
        status: 400,
        body: { success: false, message: 'This OTP request was not found. Please request a new OTP.' },
      };
      if (!isId(reference_id)) return unknown;
      const [code] = await db.select({ mobileNo: otpCodes.mobileNo }).from(otpCodes).where(eq(otpCodes.id, reference_id));
      if (!code) return unknown;
      const verdict = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        // One guess at a time per number, on every instance: parallel guesses cannot slip past the lockout.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'otp:' + code.mobileNo}))`);
        const asker: Asker = { ip: c.get('ip'), device: await knownDevice(c, tx, code.mobileNo) };
        const locked = await verifyLockout(tx, deps.otpLimits, code.mobileNo, asker, now);
        if (locked) return locked;
        return checkCode(tx, deps.otpSecret, reference_id, otp, asker, now);
      });
      if (verdict.status === 429 && typeof verdict.body.retryAfterSeconds === 'number')
        c.header('Retry-After', String(verdict.body.retryAfterSeconds));
      return verdict;
    },
    async after(c, result) {
      const data = result.body.data as { studentId: string; mobileNo: string } | undefined;
      if (result.status !== 200 || !data) return;
      await startSession(c, deps.db, data.studentId, deps.clock(), deps.trustProxy);
      await rememberDevice(c, deps.db, data.mobileNo, deps.clock(), deps.trustProxy);
      await claimRegistration(c, deps.db, data, deps.clock());
    },
  });
}

function sessionRoutes(app: Hono<Env>, deps: AuthDeps) {
  app.get(AUTH_PATHS.me, async (c) => {
    const student = await currentStudent(c, deps.db, deps.clock());
    if (!student) return fail(c, 401, 'Not logged in');
    // The navbar's staff console link reads the role here: a student's page never asks /api/staff/me to
    // be refused. Read on every request, as the console's own check is (staff/roles.ts).
    const member = await staffMemberOf(deps.db, student);
    return c.json({ success: true, data: { ...student, role: member?.role ?? null } });
  });

  app.post(AUTH_WRITES.logout.path, async (c) => {
    const checked = validateRequest(AUTH_WRITES.logout.request, c.get('body'));
    if (!checked.ok) return fail(c, 400, 'Please correct the highlighted fields.', checked.errors);
    const at = checked.value.loggedOutAt;
    const revoked = await endSession(c, deps.db, at ? new Date(at) : undefined);
    return c.json({ success: true, message: 'Logged out', data: { revoked } });
  });
}

/** Any code of any number: for this machine's own browser and tests only, never the network (decision 95). */
function devInboxRoute(app: Hono<Env>, inbox: DevInbox) {
  app.get(AUTH_PATHS.devOtpInbox, (c) => {
    if (!isLoopbackPeer(c)) return fail(c, 403, "The dev OTP inbox answers only on the server's own machine (loopback)");
    const mobileNo = c.req.query('mobileNo') ?? '';
    if (!/^\d{10}$/.test(mobileNo)) return fail(c, 400, 'mobileNo must be 10 digits');
    return c.json({ success: true, data: inbox.read(mobileNo) });
  });
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Counts rows of `table` created since `since` that match `where`, with the oldest and newest times. */
async function window(db: Db, table: typeof otpCodes | typeof otpFailures, where: SQL | undefined, since: Date) {
  const [row] = await db
    .select({ n: count(), oldest: min(table.createdAt), newest: max(table.createdAt) })
    .from(table)
    .where(and(where, gt(table.createdAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null, newest: row?.newest ? new Date(row.newest) : null };
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * Who asks for or guesses a code: the client address (IPv6 by /64), and the browser's hash when it has
 * logged in with this number before (auth/known-device.ts), else null.
 */
interface Asker {
  ip: string;
  device: string | null;
}

/*
 * Who is counted where (decision 98), so that guessing stays hopeless and a stranger never locks the owner out:
 * - per code: OTP_MAX_ATTEMPTS guesses;
 * - per (number, address), or per (number, browser) for a browser that has logged in with it: wrong
 *   codes, with the lockout that doubles after 10 (auth/otp.ts OTP_LOCKOUT);
 * - per number: the same lockout after 30, and the sends (30 s apart, per hour, per day), counted over every
 *   browser that has not logged in with the number before (every guesser is one); each browser that has
 *   logged in with it is counted apart, so its owner still gets and uses a code whatever strangers do;
 * - per address: sends per hour and day, and wrong codes per hour across all numbers.
 * An admin clears a number's wrong codes (server/staff/otp-locks.ts).
 */
async function sendLimit(db: Db, limits: OtpLimits, mobileNo: string, asker: Asker, now: Date): Promise<WriteResult | undefined> {
  const locked = await wrongCodeLockout(db, mobileNo, asker, now);
  if (locked) return locked;
  const byNumber = and(eq(otpCodes.mobileNo, mobileNo), asker.device ? eq(otpCodes.deviceHash, asker.device) : isNull(otpCodes.deviceHash));
  const lastHour = await window(db, otpCodes, byNumber, new Date(now.getTime() - HOUR_MS));
  if (lastHour.newest) {
    const sinceLast = (now.getTime() - lastHour.newest.getTime()) / 1000;
    if (sinceLast < limits.perNumberGapSeconds) {
      const wait = Math.ceil(limits.perNumberGapSeconds - sinceLast);
      return tooMany(`Please wait ${waitText(wait)} before requesting another OTP.`, wait);
    }
  }
  if (lastHour.n >= limits.perNumberPerHour && lastHour.oldest) {
    const wait = secondsUntil(lastHour.oldest.getTime() + HOUR_MS, now);
    return tooMany(`Too many OTP requests for this number. Try again in ${waitText(wait)}.`, wait);
  }
  const lastDay = await window(db, otpCodes, byNumber, new Date(now.getTime() - DAY_MS));
  if (lastDay.n >= limits.perNumberPerDay && lastDay.oldest) {
    const wait = secondsUntil(lastDay.oldest.getTime() + DAY_MS, now);
    return tooMany(`Too many OTP requests for this number today. Try again in ${waitText(wait)}.`, wait);
  }
  return addressSendLimit(db, limits, asker.ip, now);
}

async function addressSendLimit(db: Db, limits: OtpLimits, ip: string, now: Date): Promise<WriteResult | undefined> {
  const byIp = eq(otpCodes.requestIp, ip);
  for (const [span, limit] of [
    [HOUR_MS, limits.perIpPerHour],
    [DAY_MS, limits.perIpPerDay],
  ] as const) {
    const fromIp = await window(db, otpCodes, byIp, new Date(now.getTime() - span));
    if (fromIp.n >= limit && fromIp.oldest) {
      const wait = secondsUntil(fromIp.oldest.getTime() + span, now);
      return tooMany(`Too many OTP requests from your network. Try again in ${waitText(wait)}.`, wait);
    }
  }
  return undefined;
}

/**
 * The growing lockout after wrong codes (auth/otp.ts OTP_LOCKOUT): the address that guessed waits after
 * 10; and a browser that has not logged in with the number waits once the number's wrong codes from
 * everywhere pass 30, so a guesser gains little from more addresses. Sends wait too (no SMS is wasted).
 */
async function wrongCodeLockout(db: Db, mobileNo: string, asker: Asker, now: Date): Promise<WriteResult | undefined> {
  const byNumber = eq(otpFailures.mobileNo, mobileNo);
  // A browser that has logged in with the number counts its own wrong codes only: strangers behind the
  // same address (a carrier's NAT, a campus Wi-Fi) cannot lock it out either.
  const scopes: [SQL | undefined, number][] = asker.device
    ? [[and(byNumber, eq(otpFailures.deviceHash, asker.device)), OTP_LOCKOUT.freeFailures]]
    : [
        [and(byNumber, eq(otpFailures.requestIp, asker.ip)), OTP_LOCKOUT.freeFailures],
        [byNumber, OTP_LOCKOUT.numberFreeFailures],
      ];
  for (const [scope, free] of scopes) {
    const failures = await window(db, otpFailures, scope, new Date(now.getTime() - OTP_LOCKOUT.failureWindowDays * DAY_MS));
    const wait = lockoutMs(failures.n, free);
    if (!wait || !failures.newest || failures.newest.getTime() + wait <= now.getTime()) continue;
    const seconds = secondsUntil(failures.newest.getTime() + wait, now);
    return tooMany(`Too many incorrect OTPs for this number. Try again in ${waitText(seconds)}.`, seconds);
  }
  return undefined;
}

/** Before a guess: the wrong-code lockouts, then the address's wrong codes across numbers in the last hour. */
async function verifyLockout(db: Db, limits: OtpLimits, mobileNo: string, asker: Asker, now: Date): Promise<WriteResult | undefined> {
  const locked = await wrongCodeLockout(db, mobileNo, asker, now);
  if (locked) return locked;
  const fromIp = await window(db, otpFailures, eq(otpFailures.requestIp, asker.ip), new Date(now.getTime() - HOUR_MS));
  if (fromIp.n >= limits.failuresPerIpPerHour && fromIp.oldest) {
    const wait = secondsUntil(fromIp.oldest.getTime() + HOUR_MS, now);
    return tooMany(`Too many incorrect OTPs from your network. Try again in ${waitText(wait)}.`, wait);
  }
  return undefined;
}

/** One counted attempt at a code: wrong codes are recorded for the lockout; a right one logs in. */
async function checkCode(db: Db, secret: string, referenceId: string, otp: string, asker: Asker, now: Date): Promise<WriteResult> {
  const refuse = (status: 400 | 429, message: string): WriteResult => ({ status, body: { success: false, message } });
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, referenceId))
    .returning();
  if (!row) return refuse(400, 'This OTP request was not found. Please request a new OTP.');
  if (row.consumedAt) return refuse(400, 'This OTP has already been used. Please request a new one.');
  if (row.attempts > OTP_MAX_ATTEMPTS) return refuse(429, 'Too many incorrect attempts. Please request a new OTP.');
  if (row.expiresAt <= now) return refuse(400, 'This OTP has expired. Please request a new one.');
  if (!otpMatches(secret, row.id, otp, row.codeHash)) {
    await db
      .insert(otpFailures)
      .values({ mobileNo: row.mobileNo, referenceId: row.id, requestIp: asker.ip, deviceHash: asker.device, createdAt: now });
    const left = OTP_MAX_ATTEMPTS - row.attempts;
    return refuse(
      400,
      left > 0
        ? `${OUTCOME.invalidOtp}. ${left} attempt${left === 1 ? '' : 's'} left.`
        : `${OUTCOME.invalidOtp}. Please request a new OTP.`,
    );
  }
  await db.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, row.id));
  // Typos on a code that was then entered right are the owner's, not a guesser's.
  await db.delete(otpFailures).where(eq(otpFailures.referenceId, row.id));
  const [student] = await db
    .insert(students)
    .values({ mobileNo: row.mobileNo, createdAt: now })
    .onConflictDoUpdate({ target: students.mobileNo, set: { mobileNo: row.mobileNo } })
    .returning({ id: students.id });
  return {
    status: 200,
    body: { success: true, message: OUTCOME.loginSuccessful, data: { studentId: student!.id, mobileNo: row.mobileNo } },
  };
}
