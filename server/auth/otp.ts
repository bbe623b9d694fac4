/** One-time codes: drawn from a CSPRNG, stored only as an HMAC keyed by a server secret. */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

export interface OtpLimits {
  /** Seconds between two sends to one number. */
  perNumberGapSeconds: number;
  perNumberPerHour: number;
  perIpPerHour: number;
}

export const DEFAULT_OTP_LIMITS: OtpLimits = { perNumberGapSeconds: 30, perNumberPerHour: 5, perIpPerHour: 30 };

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
