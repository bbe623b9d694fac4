/** Settings read from the environment, in one place (README "Configuration"). */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from './auth/otp';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  distDir: string;
  uploadsDir: string;
  otpSecret: string | undefined;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /** SMTP server for e-mail confirmation codes (decision 92), e.g. smtps://user:pass@smtp.example.com:465. */
  smtpUrl: string | undefined;
  /** The From of those e-mails. */
  mailFrom: string;
  corsOrigins: string[];
  /** Proxies in front of the server that append to X-Forwarded-For; 0 believes no forwarding header. */
  trustProxy: number;
  postsPerMinutePerIp: number;
  /** A request's headers and body must have arrived within this; a slower one is answered 408. */
  requestTimeoutMs: number;
  otpLimits: OtpLimits;
  /** Keep server-rendered pages until the content or the phase of the clock changes; false renders every request. */
  pageCache: boolean;
  /** Threads that render pages; undefined: one per core, at most four. */
  renderThreads: number | undefined;
  /** VAPID subject of Web Push reminders (a mailto: or https: URL push services can reach the operator at). */
  vapidSubject: string;
  /**
   * The site's public address (SITE_URL, e.g. https://codesmart.academy): canonical and Open Graph URLs,
   * the sitemap, and links in texts. Unset: each page names the address its request reached (decision 146).
   */
  siteUrl: string | undefined;
  /** A lead's first-response target, in working hours (issue 39). */
  leadFirstResponseHours: number;
  /** How long an instance's claim on an outbound message holds before another may send it again. */
  outboundLeaseMs: number;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || resolve(ROOT, 'data')),
    distDir: resolve(env.DIST_DIR || resolve(ROOT, 'dist')),
    uploadsDir: resolve(env.UPLOADS_DIR || resolve(ROOT, 'server/uploads')),
    otpSecret: env.OTP_SECRET || undefined,
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'CodeSmart Academy <no-reply@codesmart.academy>',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true' ? 1 : env.TRUST_PROXY === 'false' ? 0 : integer(env, 'TRUST_PROXY', 0, 0, 10),
    postsPerMinutePerIp: integer(env, 'RATE_LIMIT_POSTS_PER_MINUTE', 60, 1),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 3_600) * 1000,
    pageCache: integer(env, 'PAGE_CACHE', 1, 0, 1) === 1,
    renderThreads: integer(env, 'RENDER_THREADS', 0, 0, 64) || undefined,
    vapidSubject: vapidSubject(env),
    siteUrl: siteUrl(env),
    leadFirstResponseHours: integer(env, 'LEAD_FIRST_RESPONSE_HOURS', 24, 1, 24 * 9),
    outboundLeaseMs: integer(env, 'OUTBOUND_LEASE_SECONDS', 60, 1, 3_600) * 1000,
    otpLimits: {
      perNumberGapSeconds: integer(env, 'OTP_GAP_SECONDS', DEFAULT_OTP_LIMITS.perNumberGapSeconds),
      perNumberPerHour: integer(env, 'OTP_PER_NUMBER_PER_HOUR', DEFAULT_OTP_LIMITS.perNumberPerHour, 1),
      perNumberPerDay: integer(env, 'OTP_PER_NUMBER_PER_DAY', DEFAULT_OTP_LIMITS.perNumberPerDay, 1),
      perIpPerHour: integer(env, 'OTP_PER_IP_PER_HOUR', DEFAULT_OTP_LIMITS.perIpPerHour, 1),
      perIpPerDay: integer(env, 'OTP_PER_IP_PER_DAY', DEFAULT_OTP_LIMITS.perIpPerDay, 1),
      failuresPerIpPerHour: integer(env, 'OTP_FAILURES_PER_IP_PER_HOUR', DEFAULT_OTP_LIMITS.failuresPerIpPerHour, 1),
    },
  };
}

/** The academy's own address (SPEC §2's admin e-mail, src/content/copy.ts) unless the operator names another. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@codesmart.academy';

function vapidSubject(env: NodeJS.ProcessEnv): string {
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT;
  // Push services refuse other schemes; saying so at start beats every reminder failing later.
  if (!/^mailto:[^\s@]+@[^\s@]+$/.test(subject) && !/^https:\/\/[^\s]+$/.test(subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: address or an https: URL, got "${subject}"`);
  }
  return subject;
}

function siteUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SITE_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be the site's address, such as https://codesmart.academy, got "${raw}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`SITE_URL must be an http(s) origin with no path, such as https://codesmart.academy, got "${raw}"`);
  }
  return url.origin;
}
