/**
 * One POST of a JSON body to an address outside, as webhooks need it: https through the public-only lookup
 * (decision 72's rule, so a name cannot be pointed inside later), plain http only where the caller has
 * allowed loopback; no redirects followed; a time limit. Answers the status, or 0 with what went wrong.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { publicOnlyLookup } from '../push/push-endpoint';

export interface PostAnswer {
  status: number;
  error?: string;
}

export function postJson(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<PostAnswer> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ status: 0, error: 'not an address' });
      return;
    }
    const bytes = Buffer.from(body);
    const options = {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': bytes.length },
      timeout: timeoutMs,
    };
    const req =
      target.protocol === 'https:' ? httpsRequest(target, { ...options, lookup: publicOnlyLookup }) : httpRequest(target, options);
    req.on('response', (res) => {
      // The answer's body is not read beyond what arrives: only the status counts.
      res.resume();
      resolve({ status: res.statusCode ?? 0 });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on('error', (err) => resolve({ status: 0, error: err.message.slice(0, 300) }));
    req.end(bytes);
  });
}
