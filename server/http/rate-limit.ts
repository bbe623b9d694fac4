/**
 * Fixed-window counters in process memory, for coarse per-IP limits on POSTs. Per instance on purpose:
 * the limits that must hold across instances (OTP sends per number) are counted in the database.
 * Callers key by `limitKey` (client-ip.ts), so one IPv6 /64 is one client.
 */
import type { Context } from 'hono';

/** Where a key stands in its window, as the RateLimit header fields tell it. */
export interface LimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window starts again. */
  resetSeconds: number;
  windowSeconds: number;
}

export type Verdict = LimitState & ({ allowed: true } | { allowed: false; retryAfterSeconds: number });

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a hit; answers how long to wait when the key is over its limit. */
  hit(key: string, now = Date.now()): Verdict {
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000));
    const state = {
      limit: this.limit,
      remaining: Math.max(0, this.limit - window.count),
      resetSeconds,
      windowSeconds: Math.ceil(this.windowMs / 1000),
    };
    if (window.count <= this.limit) return { ...state, allowed: true };
    return { ...state, allowed: false, retryAfterSeconds: resetSeconds };
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
  }
}

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-08 and later, what
 * express-rate-limit sends as 'draft-8'): the policy (`q` hits per `w` seconds) and where this client
 * stands (`r` left, `t` seconds to the reset). A second limiter on the same request adds its own item.
 */
export function sendRateLimitHeaders(c: Context, policy: string, state: LimitState): void {
  c.header('RateLimit-Policy', `"${policy}";q=${state.limit};w=${state.windowSeconds}`, { append: true });
  c.header('RateLimit', `"${policy}";r=${state.remaining};t=${state.resetSeconds}`, { append: true });
}
