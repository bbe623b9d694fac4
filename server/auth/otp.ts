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
 * The lockout that makes guessing hopeless (decisions 33 and 98): wrong codes over the last
 * FAILURE_WINDOW_DAYS are counted; the first ones cost nothing, and each one after waits twice as long as
 * the last before the next guess: 1 minute, 2, 4, … Counted twice (decision 98): per number and address,
 * with 10 free (at most 10 + 19 wrong guesses a year from one address), and per number from everywhere,
 * with 30 free, for browsers that have not logged in with the number (at most 30 + 19 a year, so a
 * guesser with any number of addresses stays below 50 in 1,000,000). One address alone never reaches
 * the number's 30, so the owner on a new phone is locked out only by a guesser using several addresses,
 * and never on a browser they have logged in with.
 */
export const OTP_LOCKOUT = { freeFailures: 10, numberFreeFailures: 30, failureWindowDays: 365, firstLockoutMs: 60_000 } as const;

/** How long after the latest wrong code the next guess must wait, given the count in the window. */
export function lockoutMs(failures: number, free: number = OTP_LOCKOUT.freeFailures): number {
  if (failures < free) return 0;
  // 2^40 minutes is far past the window: the cap only keeps the number finite.
  return OTP_LOCKOUT.firstLockoutMs * 2 ** Math.min(failures - free, 40);
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
