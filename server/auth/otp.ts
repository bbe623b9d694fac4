/** One-time codes: drawn from a CSPRNG, stored only as an HMAC keyed by a server secret. */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

export interface OtpLimits {
  /** Seconds between two sends to one number. */
  perNumberGapSeconds: number;
  perNumberPerHour: number;
  perNumberPerDay: number;
  perIpPerHour: number;
  perIpPerDay: number;
  /** Wrong codes from one address in an hour, across numbers: one network spraying guesses at many people. */
  failuresPerIpPerHour: number;
}

export const DEFAULT_OTP_LIMITS: OtpLimits = {
  perNumberGapSeconds: 30,
  perNumberPerHour: 5,
  perNumberPerDay: 10,
  perIpPerHour: 30,
  perIpPerDay: 100,
  failuresPerIpPerHour: 30,
};

/**
 * The lockout that makes guessing hopeless (docs/DECISIONS.md 33, 98): wrong codes for one number from
 * one address over the last FAILURE_WINDOW_DAYS are counted; the first FREE_FAILURES cost nothing, and
 * each one after waits twice as long as the last before that address's next guess: 1 minute, 2, 4, …
 * At most 10 + 19 wrong guesses fit in a year, so one address's chance on one number stays below 30 in
 * 1,000,000. Counted per number and address, so a stranger's guesses never lock out the owner.
 */
export const OTP_LOCKOUT = { freeFailures: 10, failureWindowDays: 365, firstLockoutMs: 60_000 } as const;

/** How long after the latest wrong code the next guess must wait, given the count in the window. */
export function lockoutMs(failures: number): number {
  if (failures < OTP_LOCKOUT.freeFailures) return 0;
  // 2^40 minutes is far past the window: the cap only keeps the number finite.
  return OTP_LOCKOUT.firstLockoutMs * 2 ** Math.min(failures - OTP_LOCKOUT.freeFailures, 40);
}

export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Bound to the reference id, so a hash cannot be moved to another request. */
export function hashOtp(secret: string, referenceId: string, code: string): string {
  return createHmac('sha256', secret).update(`${referenceId}:${code}`).digest('hex');
}

export function otpMatches(secret: string, referenceId: string, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashOtp(secret, referenceId, code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
