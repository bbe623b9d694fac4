/**
 * POST /api/client-errors: a screen that crashed or whose code could not load in a browser. The PWA keeps
 * working around it (issue 15); the report is how the academy learns it happened. Logged, never stored.
 *
 * Anyone may send one, so it is limited per client address, checked against the contract's lengths,
 * and logged without what a browser's text may quote: query strings, e-mails, phone numbers, tokens.
 */
import type { Hono } from 'hono';
import { CLIENT_ERRORS_PATH, ClientErrorReport, validateRequest } from '../../src/contract';
import type { Env } from '../http/json-post';
import { scrubClientPath, scrubClientText } from '../http/log-scrub';
import { FixedWindowLimiter, sendRateLimitHeaders } from '../http/rate-limit';
import { fail } from '../http/respond';
import type { Logger } from '../log';

/** A browser sends one report per failure; ten a minute from one address is already a broken page or a script. */
export const CLIENT_ERRORS_PER_MINUTE = 10;

const scrubbed = (report: ClientErrorReport): ClientErrorReport => ({
  ...report,
  message: scrubClientText(report.message),
  ...(report.stack === undefined ? {} : { stack: scrubClientText(report.stack) }),
  path: scrubClientPath(report.path),
});

export function clientErrorRoutes(app: Hono<Env>, logger: Logger, perMinute = CLIENT_ERRORS_PER_MINUTE) {
  const limiter = new FixedWindowLimiter(perMinute, 60_000);
  app.post(CLIENT_ERRORS_PATH, (c) => {
    const verdict = limiter.hit(c.get('ip'));
    sendRateLimitHeaders(c, 'client-errors', verdict);
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return fail(c, 429, `Too many error reports. Try again in ${verdict.retryAfterSeconds} seconds.`);
    }
    const checked = validateRequest(ClientErrorReport, c.get('body'));
    if (!checked.ok) return fail(c, 400, 'Please correct the highlighted fields.', checked.errors);
    logger.warn({ reqId: c.get('requestId'), ip: c.get('ip'), client: scrubbed(checked.value) }, 'a screen failed in a browser');
    return c.json({ success: true, data: { logged: true } }, 202);
  });
}
