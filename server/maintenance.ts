/**
 * Housekeeping: idempotency keys older than their retention, old OTP codes and failures, ended sessions;
 * and at start, the temporary files of uploads a killed process never renamed.
 */
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { lt, or } from 'drizzle-orm';
import { KNOWN_DEVICE_DAYS } from './auth/known-device';
import type { Db } from './db/client';
import type { Logger } from './log';
import { OTP_LOCKOUT } from './auth/otp';
import { SESSION_IDLE_HOURS } from './auth/session';
import { authSessions, idempotencyKeys, otpCodes, knownDevices, otpFailures } from './db/schema';
import { IDEMPOTENCY_RETENTION_DAYS } from '../src/contract';

const DAY_MS = 86_400_000;
/** OTP rows feed the per-hour and per-day send limits; two days keep both windows whole. */
const OTP_RETENTION_MS = 2 * DAY_MS;
const PRUNE_EVERY_MS = 3_600_000;

export async function pruneExpired(db: Db, now: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS)));
  await db.delete(otpCodes).where(lt(otpCodes.createdAt, new Date(now.getTime() - OTP_RETENTION_MS)));
  await db.delete(otpFailures).where(lt(otpFailures.createdAt, new Date(now.getTime() - OTP_LOCKOUT.failureWindowDays * DAY_MS)));
  // A browser not used to log in for as long as its cookie lives is no longer known (auth/known-device.ts).
  await db.delete(knownDevices).where(lt(knownDevices.lastLoginAt, new Date(now.getTime() - KNOWN_DEVICE_DAYS * DAY_MS)));
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

/** An upload is written as `.<name>.<random>.tmp` and renamed at once (server/staff/uploads.ts). */
const UPLOAD_LEFTOVER = /^\..+\.tmp$/;
/**
 * Another instance may be writing one right now into a shared folder: a write takes milliseconds, so a
 * temporary file older than this belongs to a process that died.
 */
export const LEFTOVER_AGE_MS = 5 * 60_000;

/** Removes temporary upload files left by a killed process, in the whole folder; answers how many. */
export async function sweepUploadLeftovers(dir: string, now = Date.now()): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0; // no folder yet: nothing was ever uploaded
  }
  let removed = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) removed += await sweepUploadLeftovers(path, now);
    else if (entry.isFile() && UPLOAD_LEFTOVER.test(entry.name) && now - (await stat(path)).mtimeMs > LEFTOVER_AGE_MS) {
      await unlink(path).catch(() => undefined); // another instance's sweep got there first
      removed += 1;
    }
  }
  return removed;
}
