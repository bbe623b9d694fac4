/**
 * How a webhook proves it is the academy's (decision 151): the Standard Webhooks scheme, which Zapier, n8n
 * and the libraries of many languages check as they are. Each delivery carries
 *
 *   webhook-id:        the event's id (the same on every retry: a receiver drops repeats by it)
 *   webhook-timestamp: seconds since 1970 when this try was signed (a receiver refuses old ones: no replays)
 *   webhook-signature: v1,<base64 of HMAC-SHA256(secret, "<id>.<timestamp>.<body>")>
 *
 * The secret is `whsec_` and 24 random bytes in base64, shown to the admin once when the webhook is made.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return PREFIX + randomBytes(24).toString('base64');
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  return 'v1,' + createHmac('sha256', keyOf(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function signedHeaders(secret: string, id: string, at: Date, body: string): SignedHeaders {
  const timestamp = Math.floor(at.getTime() / 1000);
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secret, id, timestamp, body) };
}

/**
 * What a receiver does (and the tests): the signature must match one of the header's `v1,` entries, and the
 * timestamp be within `toleranceSeconds` of now.
 */
export function verifyWebhook(
  secret: string,
  headers: Partial<Record<keyof SignedHeaders, string>>,
  body: string,
  now: Date,
  toleranceSeconds = 300,
): boolean {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  if (!id || !Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, id, timestamp, body));
  return (headers['webhook-signature'] ?? '').split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
