/**
 * One Web Push message to every device of a student (the reminders of issue 21, the waitlist offers of
 * issue 38): newest devices first, never more than a student may keep, in parallel so one slow push service
 * holds no other back; a device the push service says is gone (404/410) is removed.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import type { Logger } from '../log';
import { MAX_PUSH_DEVICES, pushEndpointProblem } from './push-endpoint';
import { sendPush, type PushMessage, type PushOutcome } from './push-sender';
import type { VapidKeyStore } from './vapid-keys';

export interface PushDeps {
  db: Db;
  vapid: VapidKeyStore;
  /** VAPID_SUBJECT: how a push service reaches the operator. */
  subject: string;
  allowLoopbackHttp: boolean;
  logger: Logger;
}

/** What each device's push service answered (empty: the student has no device). */
export async function pushToStudent(deps: PushDeps, studentId: string, message: PushMessage): Promise<PushOutcome[]> {
  const devices = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.studentId, studentId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(MAX_PUSH_DEVICES);
  return Promise.all(
    devices.map(async (device) => {
      const outcome = await sendTo(deps, device, message);
      // The push service says this subscription is dead: the device unsubscribed or the browser dropped it.
      if (outcome === 'gone') await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      return outcome;
    }),
  );
}

async function sendTo(deps: PushDeps, device: typeof pushSubscriptions.$inferSelect, message: PushMessage): Promise<PushOutcome> {
  if (pushEndpointProblem(device.endpoint, { allowLoopbackHttp: deps.allowLoopbackHttp })) return 'gone';
  try {
    const keys = await deps.vapid.get();
    return await sendPush(device, message, { ...keys, subject: deps.subject });
  } catch (err) {
    // web-push refuses a subscription whose keys are not a P-256 point and 16 bytes: it can never work.
    deps.logger.warn({ err, subscription: device.id }, 'a push subscription could not be used');
    return 'refused';
  }
}
