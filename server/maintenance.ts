/** Housekeeping: idempotency keys older than their retention, old OTP codes and failures, ended sessions. */
import { lt, or } from 'drizzle-orm';
import type { Db } from './db/client';
import type { Logger } from './log';
import { OTP_LOCKOUT } from './auth/otp';
import { SESSION_IDLE_HOURS } from './auth/session';
import { authSessions, idempotencyKeys, otpCodes, otpFailures } from './db/schema';
import { IDEMPOTENCY_RETENTION_DAYS } from '../src/contract';

const DAY_MS = 86_400_000;
/** OTP rows feed the per-hour and per-day send limits; two days keep both windows whole. */
const OTP_RETENTION_MS = 2 * DAY_MS;
const PRUNE_EVERY_MS = 3_600_000;

export async function pruneExpired(db: Db, now: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS)));
  await db.delete(otpCodes).where(lt(otpCodes.createdAt, new Date(now.getTime() - OTP_RETENTION_MS)));
  await db.delete(otpFailures).where(lt(otpFailures.createdAt, new Date(now.getTime() - OTP_LOCKOUT.failureWindowDays * DAY_MS)));
  await db
    .delete(authSessions)
    .where(or(lt(authSessions.expiresAt, now), lt(authSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_HOURS * 3_600_000))));
}

export function schedulePruning(db: Db, clock: () => Date, logger: Logger): () => void {
  const run = () => pruneExpired(db, clock()).catch((err: unknown) => logger.error({ err }, 'pruning failed'));
  void run();
  const timer = setInterval(run, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
