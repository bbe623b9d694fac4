/** POST /api/me/email-confirmation and …/verify: a signed-in student proves an e-mail address (decision 92). */
import type { Context, Hono } from 'hono';
import type { Struct } from 'superstruct';
import { EMAIL_CONFIRMATION_PATHS, EmailCodeRequest, EmailConfirmationRequest, validateRequest } from '../../src/contract';
import { requestEmailCode, verifyEmailCode, type ConfirmationDeps, type Verdict } from '../auth/email-confirmation';
import type { Env, WriteDeps } from '../http/json-post';
import { isLoopbackPeer } from '../http/loopback-peer';
import { fail } from '../http/respond';
import type { DevMailbox } from '../mail/mail-sender';
import { signedIn } from '../me/current';

export interface EmailConfirmationDeps extends WriteDeps, Omit<ConfirmationDeps, 'db'> {
  devMailbox: DevMailbox | undefined;
}

export function emailConfirmationRoutes(app: Hono<Env>, deps: EmailConfirmationDeps) {
  const confirmation = { db: deps.db, mail: deps.mail, secret: deps.secret };
  app.post(EMAIL_CONFIRMATION_PATHS.request, (c) =>
    signedInWith(c, deps, EmailConfirmationRequest, (studentId, { email }) =>
      requestEmailCode(confirmation, studentId, email, deps.clock()),
    ),
  );
  app.post(EMAIL_CONFIRMATION_PATHS.verify, (c) =>
    signedInWith(c, deps, EmailCodeRequest, (studentId, { code }) => verifyEmailCode(confirmation, studentId, code, deps.clock())),
  );
  const mailbox = deps.devMailbox;
  if (mailbox) {
    app.get(EMAIL_CONFIRMATION_PATHS.devMailInbox, (c) => {
      // Codes in it prove addresses: only this machine may read it, as the dev OTP inbox (decision 95).
      if (!isLoopbackPeer(c)) return fail(c, 403, "The dev mail inbox answers only on the server's own machine (loopback)");
      const to = c.req.query('to') ?? '';
      if (!to.includes('@') || to.length > 254) return fail(c, 400, 'to must be an e-mail address');
      return c.json({ success: true, data: mailbox.read(to) });
    });
  }
}

async function signedInWith<T>(
  c: Context<Env>,
  deps: WriteDeps,
  struct: Struct<T, unknown>,
  work: (studentId: string, value: T) => Promise<Verdict<unknown>>,
): Promise<Response> {
  const me = await signedIn(c, deps);
  if (me.refusal) return fail(c, 401, 'Please log in first.');
  const checked = validateRequest(struct, c.get('body'));
  if (!checked.ok) return fail(c, 400, 'Please correct the highlighted fields.', checked.errors);
  const verdict = await work(me.student.studentId, checked.value);
  if ('data' in verdict) return c.json({ success: true, message: verdict.message, data: verdict.data }, verdict.status);
  if (verdict.retryAfterSeconds) c.header('Retry-After', String(verdict.retryAfterSeconds));
  const field = verdict.status === 400 ? { code: verdict.message } : undefined;
  return fail(c, verdict.status, verdict.message, field);
}
