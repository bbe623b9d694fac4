/**
 * Writes to the server's outbox (decision 151): a webhook event for every webhook that listens to it, an
 * SMS, an e-mail. Always inside the transaction of what caused it, so the message exists exactly when its
 * cause was committed; `OutboundDispatcher` sends it afterwards.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '../../src/contract/leads';
import type { Db } from '../db/client';
import { outboundMessages, webhooks } from '../db/schema';

/** What a webhook receives: the Standard Webhooks body, `{ type, timestamp, data }`. */
export interface WebhookPayload {
  type: WebhookEvent;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * One delivery per webhook listening to `type`, all under one event id. A paused webhook's deliveries are
 * queued too and wait for it (the dispatcher claims only active ones): a sheet paused while it is fixed
 * misses nothing.
 */
export async function queueWebhookEvent(
  tx: Db,
  type: WebhookEvent,
  data: Record<string, unknown>,
  leadId: string,
  now: Date,
): Promise<void> {
  const listening = (await tx.select({ id: webhooks.id, url: webhooks.url, events: webhooks.events }).from(webhooks)).filter((w) =>
    w.events.includes(type),
  );
  if (!listening.length) return;
  const eventId = randomUUID();
  const payload: WebhookPayload = { type, timestamp: now.toISOString(), data };
  await tx.insert(outboundMessages).values(
    listening.map((w) => ({
      channel: 'webhook' as const,
      eventId,
      eventType: type,
      webhookId: w.id,
      leadId,
      recipient: w.url,
      payload,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}

export interface QueuedText {
  leadId: string;
  eventType: string;
  mobileNo: string;
  text: string;
}

export async function queueSms(tx: Db, message: QueuedText, now: Date): Promise<string> {
  const [row] = await tx
    .insert(outboundMessages)
    .values({
      channel: 'sms',
      eventId: randomUUID(),
      eventType: message.eventType,
      leadId: message.leadId,
      recipient: message.mobileNo,
      payload: { text: message.text },
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: outboundMessages.id });
  return row!.id;
}

export interface QueuedMail {
  leadId: string;
  eventType: string;
  to: string;
  subject: string;
  text: string;
}

export async function queueMail(tx: Db, message: QueuedMail, now: Date): Promise<string> {
  const [row] = await tx
    .insert(outboundMessages)
    .values({
      channel: 'mail',
      eventId: randomUUID(),
      eventType: message.eventType,
      leadId: message.leadId,
      recipient: message.to,
      payload: { subject: message.subject, text: message.text },
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: outboundMessages.id });
  return row!.id;
}
