/** Housekeeping: idempotency keys older than their retention, spent OTP codes and expired sessions. */
import { lt } from 'drizzle-orm';
import type { Db } from './db/client';
import { authSessions, idempotencyKeys, otpCodes } from './db/schema';
import { IDEMPOTENCY_RETENTION_DAYS } from './http/idempotency';

const DAY_MS = 86_400_000;
/** OTP rows feed the per-hour send limits; a day keeps that window whole with room to spare. */
const OTP_RETENTION_MS = DAY_MS;
const PRUNE_EVERY_MS = 3_600_000;

export async function pruneExpired(db: Db, now: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS)));
  await db.delete(otpCodes).where(lt(otpCodes.createdAt, new Date(now.getTime() - OTP_RETENTION_MS)));
  await db.delete(authSessions).where(lt(authSessions.expiresAt, now));
}

export function schedulePruning(db: Db, clock: () => Date): () => void {
  const run = () => pruneExpired(db, clock()).catch((err) => console.error('[maintenance] pruning failed:', err));
  void run();
  const timer = setInterval(run, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
