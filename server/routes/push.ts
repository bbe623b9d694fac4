/**
 * Web Push for reminders (issue 21): the VAPID public key the browser subscribes with, and a student's
 * devices. A device is its endpoint; the same browser signing in as someone else moves to them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { object } from 'superstruct';
import { ME_PATHS, PushSubscriptionRequest, requiredText, validateRequest } from '../../src/contract';
import { pushSubscriptions } from '../db/schema';
import { readJsonBody } from '../http/json-body';
import type { Env, WriteDeps } from '../http/json-post';
import { fail, ok } from '../http/respond';
import { signedIn } from '../me/current';
import { MAX_PUSH_DEVICES, pushEndpointProblem, type EndpointRule } from '../push/push-endpoint';
import type { VapidKeyStore } from '../push/vapid-keys';

export interface PushDeps extends WriteDeps {
  vapid: VapidKeyStore;
  endpointRule: EndpointRule;
}

const UnsubscribeRequest = object({ endpoint: requiredText('endpoint is required') });

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
/** The browser's P-256 public key (65 bytes, uncompressed) and auth secret (16 bytes), base64url. */
function keyProblems(p256dh: string, auth: string): Record<string, string> | null {
  const bytes = (v: string) => (BASE64URL.test(v) ? Buffer.from(v, 'base64url') : Buffer.alloc(0));
  const point = bytes(p256dh);
  const errors: Record<string, string> = {};
  if (point.length !== 65 || point[0] !== 4) errors['keys.p256dh'] = 'keys.p256dh must be an uncompressed P-256 public key in base64url';
  if (bytes(auth).length !== 16) errors['keys.auth'] = 'keys.auth must be 16 bytes in base64url';
  return Object.keys(errors).length ? errors : null;
}

export function pushRoutes(app: Hono<Env>, deps: PushDeps) {
  app.get(ME_PATHS.pushPublicKey, async (c) => {
    // The same for everyone: any cache may keep it, revalidating (a new key pair means new subscriptions).
    c.header('Cache-Control', 'no-cache');
    return ok(c, { publicKey: (await deps.vapid.get()).publicKey });
  });

  app.post(ME_PATHS.pushSubscriptions, async (c) => {
    const checked = validateRequest(PushSubscriptionRequest, c.get('body'));
    if (!checked.ok) return fail(c, 400, 'Please correct the highlighted fields.', checked.errors);
    const { endpoint, keys } = checked.value;
    const problem = pushEndpointProblem(endpoint, deps.endpointRule);
    if (problem) return fail(c, 400, 'Please correct the highlighted fields.', { endpoint: problem });
    const badKeys = keyProblems(keys.p256dh, keys.auth);
    if (badKeys) return fail(c, 400, 'Please correct the highlighted fields.', badKeys);
    const me = await signedIn(c, deps);
    if (me.refusal) return me.refusal;
    const values = { studentId: me.student.studentId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: deps.clock() };
    const row = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as typeof deps.db;
      const [stored] = await tx
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
        .returning({ id: pushSubscriptions.id });
      await tx.execute(sql`
        delete from ${pushSubscriptions} where ${pushSubscriptions.studentId} = ${me.student.studentId} and ${pushSubscriptions.id} not in (
          select ${pushSubscriptions.id} from ${pushSubscriptions} where ${pushSubscriptions.studentId} = ${me.student.studentId}
          order by ${pushSubscriptions.createdAt} desc, ${pushSubscriptions.id} desc limit ${MAX_PUSH_DEVICES})`);
      return stored;
    });
    return c.json({ success: true, message: 'This device will get your reminders.', data: { id: row!.id } }, 201);
  });

  app.delete(ME_PATHS.pushSubscriptions, async (c) => {
    const me = await signedIn(c, deps);
    if (me.refusal) return me.refusal;
    const body = await readJsonBody(c);
    if (!body.ok) return fail(c, body.status, body.message);
    const checked = validateRequest(UnsubscribeRequest, body.value);
    if (!checked.ok) return fail(c, 400, 'Please correct the highlighted fields.', checked.errors);
    // Only the caller's own device: an endpoint is not proof of owning someone else's subscription.
    const removed = await deps.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, checked.value.endpoint), eq(pushSubscriptions.studentId, me.student.studentId)))
      .returning({ id: pushSubscriptions.id });
    return ok(c, { removed: removed.length > 0 });
  });
}
