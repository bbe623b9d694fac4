/**
 * POST /api/client-errors: a screen that crashed or whose code could not load in a browser. The PWA keeps
 * working around it (issue 15); the report is how the academy learns it happened. Logged, never stored.
 */
import type { Hono } from 'hono';
import { CLIENT_ERRORS_PATH, ClientErrorReport, validateRequest } from '../../src/contract';
import type { Env } from '../http/json-post';
import { fail } from '../http/respond';
import type { Logger } from '../log';

export function clientErrorRoutes(app: Hono<Env>, logger: Logger) {
  app.post(CLIENT_ERRORS_PATH, (c) => {
    const checked = validateRequest(ClientErrorReport, c.get('body'));
    if (!checked.ok) return fail(c, 400, 'Please correct the highlighted fields.', checked.errors);
    logger.warn({ reqId: c.get('requestId'), ip: c.get('ip'), client: checked.value }, 'a screen failed in a browser');
    return c.json({ success: true, data: { logged: true } }, 202);
  });
}
