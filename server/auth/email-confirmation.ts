/**
 * Proving an e-mail address (decision 92): the code is drawn and hashed as login codes are (auth/otp.ts),
 * sent to the address, and typed back by the signed-in student who asked. Only then is the address the
 * account's `confirmedEmail`, the one e-mail a staff role can be granted to (staff/roles.ts). Proof moves:
 * whoever proves an address last holds it, and an unproven claim to it on another account is dropped.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { EMAIL_CODE_TTL_MINUTES, EMAIL_CONFIRMATION as COPY } from '../../src/contract';
import type { Db } from '../db/client';
import { emailCodes, staffMembers, students } from '../db/schema';
import { recordAudit } from '../staff/audit';
import type { MailSender } from '../mail/mail-sender';
import { hashOtp, newOtpCode, OTP_MAX_ATTEMPTS, otpMatches, waitText } from './otp';

/**
 * Per account only: a limit per address across accounts would let any student keep an invited person
 * from ever confirming (ask for their address five times an hour). Each account is a proven phone number,
 * so flooding someone's mailbox costs a number per 10 messages a day.
 */
export const EMAIL_CODE_LIMITS = {
  /** Between two codes for one account. */
  gapSeconds: 30,
  perHour: 5,
  perDay: 10,
} as const;

const TTL_MS = EMAIL_CODE_TTL_MINUTES * 60_000;
const HOUR_MS = 3_600_000;

export type Verdict<T> =
  { status: 200 | 202; data: T; message: string } | { status: 400 | 429 | 502 | 503; message: string; retryAfterSeconds?: number };

export interface ConfirmationDeps {
  db: Db;
  mail: MailSender | undefined;
  secret: string;
}

/** Sends a code to `email` for this student, unless a limit says to wait. */
export async function requestEmailCode(
  deps: ConfirmationDeps,
  studentId: string,
  email: string,
  now: Date,
): Promise<Verdict<{ email: string }>> {
  if (!deps.mail) return { status: 503, message: COPY.notSetUp };
  const address = email.toLowerCase();
  const id = randomUUID();
  const code = newOtpCode();
  const refused = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // One request at a time per account, on every instance: two at once cannot both pass the limits.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'email-code:' + studentId}))`);
    const wait = await waitBeforeNextCode(tx, studentId, now);
    if (wait) return wait;
    await tx.insert(emailCodes).values({
      id,
      studentId,
      email: address,
      codeHash: hashOtp(deps.secret, id, code),
      expiresAt: new Date(now.getTime() + TTL_MS),
      createdAt: now,
    });
    return undefined;
  });
  if (refused) return refused;
  try {
    await deps.mail.send({ to: email, subject: COPY.subject, text: COPY.text(code) });
  } catch {
    await deps.db.delete(emailCodes).where(eq(emailCodes.id, id));
    return { status: 502, message: COPY.sendFailed };
  }
  return { status: 202, data: { email: address }, message: COPY.sent(address) };
}

async function waitBeforeNextCode(db: Db, studentId: string, now: Date) {
  const [latest] = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(eq(emailCodes.studentId, studentId))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const sinceLast = latest ? (now.getTime() - latest.createdAt.getTime()) / 1000 : Infinity;
  if (sinceLast < EMAIL_CODE_LIMITS.gapSeconds) {
    const wait = Math.ceil(EMAIL_CODE_LIMITS.gapSeconds - sinceLast);
    return { status: 429 as const, message: `Please wait ${waitText(wait)} before asking for another code.`, retryAfterSeconds: wait };
  }
  for (const [span, limit] of [
    [HOUR_MS, EMAIL_CODE_LIMITS.perHour],
    [24 * HOUR_MS, EMAIL_CODE_LIMITS.perDay],
  ] as const) {
    const [row] = await db
      .select({ n: count() })
      .from(emailCodes)
      .where(and(eq(emailCodes.studentId, studentId), gt(emailCodes.createdAt, new Date(now.getTime() - span))));
    if ((row?.n ?? 0) >= limit)
      return { status: 429 as const, message: 'Too many codes asked for. Please try again later.', retryAfterSeconds: span / 1000 };
  }
  return undefined;
}

/** Checks a code against the student's newest unused one; the right code makes its address the proven one. */
export async function verifyEmailCode(
  deps: ConfirmationDeps,
  studentId: string,
  code: string,
  now: Date,
): Promise<Verdict<{ confirmedEmail: string }>> {
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [pending] = await tx
      .select()
      .from(emailCodes)
      .where(and(eq(emailCodes.studentId, studentId), isNull(emailCodes.consumedAt)))
      .orderBy(desc(emailCodes.createdAt))
      .limit(1)
      .for('update');
    if (!pending) return { status: 400, message: COPY.noCode };
    const attempts = pending.attempts + 1;
    await tx.update(emailCodes).set({ attempts }).where(eq(emailCodes.id, pending.id));
    if (attempts > OTP_MAX_ATTEMPTS) return { status: 429, message: COPY.tooManyGuesses };
    if (pending.expiresAt <= now) return { status: 400, message: COPY.expired };
    if (!otpMatches(deps.secret, pending.id, code, pending.codeHash)) return { status: 400, message: COPY.wrongCode };
    await tx.update(emailCodes).set({ consumedAt: now }).where(eq(emailCodes.id, pending.id));
    await takeAddress(tx, studentId, pending.email, now);
    return { status: 200, data: { confirmedEmail: pending.email }, message: COPY.confirmed(pending.email) };
  });
}

/**
 * The proven address becomes this account's (and its profile e-mail); another account's proof of it ends.
 * When it is a staff member's address, the role it now grants is written to the audit log.
 */
async function takeAddress(tx: Db, studentId: string, address: string, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'email:' + address}))`);
  const [previous] = await tx
    .update(students)
    .set({ confirmedEmail: null })
    .where(and(ne(students.id, studentId), eq(students.confirmedEmail, address)))
    .returning({ mobileNo: students.mobileNo });
  const [me] = await tx
    .update(students)
    .set({ confirmedEmail: address, email: address })
    .where(eq(students.id, studentId))
    .returning({ mobileNo: students.mobileNo });
  const [member] = await tx
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.kind, 'email'), eq(staffMembers.identifier, address)));
  if (member) {
    await recordAudit(
      tx,
      {
        actor: address,
        action: 'confirm-email',
        entity: 'staff',
        entityId: member.id,
        before: { provenBy: previous?.mobileNo ?? null },
        after: { provenBy: me?.mobileNo ?? null, role: member.role },
      },
      now,
    );
  }
}
