/**
 * Sends one Web Push message: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID
 * header (RFC 8292); the request itself is made here, so that https goes through the public-only DNS
 * lookup (decision 72) and the loopback stand-in of the tests can be plain http.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import { publicOnlyLookup } from './push-endpoint';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  payload: string;
  /** How long the push service may hold the message for an offline device. */
  ttlSeconds: number;
  /** Push services replace an undelivered message of the same topic: a retry never shows twice. */
  topic: string;
}

/** delivered: accepted; gone: the subscription is dead (404/410); refused: other 4xx; retry: 429, 5xx, network. */
export type PushOutcome = 'delivered' | 'gone' | 'refused' | 'retry';

const TIMEOUT_MS = 10_000;

export async function sendPush(target: PushTarget, message: PushMessage, vapid: VapidKeys & { subject: string }): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    message.payload,
    {
      vapidDetails: vapid,
      TTL: message.ttlSeconds,
      topic: message.topic,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  const status = await post(details.endpoint, details.headers as Record<string, string | number>, details.body);
  if (status === 0 || status === 429 || status >= 500) return 'retry';
  if (status === 404 || status === 410) return 'gone';
  if (status >= 200 && status < 300) return 'delivered';
  return 'refused';
}

/** The status of the answer, or 0 when there was none (network, timeout, refused address). Redirects are not followed. */
function post(endpoint: string, headers: Record<string, string | number>, body: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const url = new URL(endpoint);
    const options = { method: 'POST', headers: { ...headers, 'Content-Length': body.length }, timeout: TIMEOUT_MS };
    const req = url.protocol === 'https:' ? httpsRequest(url, { ...options, lookup: publicOnlyLookup }) : httpRequest(url, options);
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('push request timed out')));
    req.on('error', () => resolve(0));
    req.end(body);
  });
}
