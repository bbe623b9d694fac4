/**
 * The academy's webhooks (issue 39, admins only): where lead events are posted, which events, on or off, and
 * the delivery log of each. Made with a signing secret shown once; every change audited (the secret never).
 */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DeliveryView, WebhookBody, WebhookEvent, WebhookUpdateBody, WebhookView } from '../../src/contract/leads';
import type { Db } from '../db/client';
import { outboundMessages, webhooks } from '../db/schema';
import { isId } from '../http/respond';
import { recordAudit } from '../staff/audit';
import type { StoreAnswer } from '../staff/content-store';
import type { StaffActor } from '../staff/roles';
import { conflictBody } from '../staff/versions';
import { webhookUrlProblem } from './webhook-endpoint';
import { newWebhookSecret } from './webhook-signing';

type WebhookRow = typeof webhooks.$inferSelect;

const notFound: StoreAnswer = { status: 404, body: { success: false, message: 'Webhook not found' } };
const fieldError = (field: string, message: string): StoreAnswer => ({
  status: 400,
  body: { success: false, message: 'Please correct the highlighted fields.', errors: { [field]: message } },
});

/** What the audit log keeps of a webhook: everything but its secret. */
const audited = (w: WebhookRow) => ({ url: w.url, events: w.events, active: w.active, version: w.version });

async function view(db: Db, w: WebhookRow): Promise<WebhookView> {
  const [n] = await db
    .select({
      delivered: sql<number>`count(*) filter (where ${outboundMessages.deliveredAt} is not null)::int`,
      failed: sql<number>`count(*) filter (where ${outboundMessages.failedAt} is not null)::int`,
      pending: sql<number>`count(*) filter (where ${outboundMessages.deliveredAt} is null and ${outboundMessages.failedAt} is null)::int`,
    })
    .from(outboundMessages)
    .where(eq(outboundMessages.webhookId, w.id));
  return {
    id: w.id,
    url: w.url,
    events: w.events as WebhookEvent[],
    active: w.active,
    version: w.version,
    createdAt: w.createdAt.toISOString(),
    delivered: n?.delivered ?? 0,
    pending: n?.pending ?? 0,
    failed: n?.failed ?? 0,
  };
}

export async function listWebhooks(db: Db): Promise<WebhookView[]> {
  const rows = await db.select().from(webhooks).orderBy(webhooks.createdAt);
  const views = [];
  for (const w of rows) views.push(await view(db, w));
  return views;
}

export async function createWebhook(
  tx: Db,
  body: WebhookBody,
  actor: StaffActor,
  now: Date,
  allowLoopbackHttp: boolean,
): Promise<StoreAnswer> {
  const problem = webhookUrlProblem(body.url, allowLoopbackHttp);
  if (problem) return fieldError('url', problem);
  const secret = newWebhookSecret();
  const [row] = await tx
    .insert(webhooks)
    .values({
      url: body.url,
      secret,
      events: [...new Set(body.events)],
      active: body.active ?? true,
      createdBy: actor.identifier,
      createdAt: now,
    })
    .returning();
  await recordAudit(
    tx,
    { actor: actor.identifier, action: 'create', entity: 'webhook', entityId: row!.id, before: null, after: audited(row!) },
    now,
  );
  return { status: 201, body: { success: true, data: { ...(await view(tx, row!)), secret } }, version: row!.version };
}

export async function updateWebhook(
  db: Db,
  id: string,
  expected: number,
  body: WebhookUpdateBody,
  actor: StaffActor,
  now: Date,
  allowLoopbackHttp: boolean,
): Promise<StoreAnswer> {
  if (!isId(id)) return { status: 400, body: { success: false, message: 'Invalid webhook id' } };
  const problem = body.url === undefined ? null : webhookUrlProblem(body.url, allowLoopbackHttp);
  if (problem) return fieldError('url', problem);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select().from(webhooks).where(eq(webhooks.id, id)).for('update');
    if (!row) return notFound;
    if (row.version !== expected)
      return { status: 409, body: { ...conflictBody(expected, row.version, audited(row)) }, version: row.version };
    const [saved] = await tx
      .update(webhooks)
      .set({
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.events !== undefined ? { events: [...new Set(body.events)] } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
        version: row.version + 1,
      })
      .where(eq(webhooks.id, id))
      .returning();
    await recordAudit(
      tx,
      { actor: actor.identifier, action: 'update', entity: 'webhook', entityId: id, before: audited(row), after: audited(saved!) },
      now,
    );
    return { status: 200, body: { success: true, data: await view(tx, saved!) }, version: saved!.version };
  });
}

export async function deleteWebhook(db: Db, id: string, expected: number, actor: StaffActor, now: Date): Promise<StoreAnswer> {
  if (!isId(id)) return { status: 400, body: { success: false, message: 'Invalid webhook id' } };
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select().from(webhooks).where(eq(webhooks.id, id)).for('update');
    if (!row) return notFound;
    if (row.version !== expected)
      return { status: 409, body: { ...conflictBody(expected, row.version, audited(row)) }, version: row.version };
    await tx.delete(webhooks).where(eq(webhooks.id, id));
    await recordAudit(
      tx,
      { actor: actor.identifier, action: 'delete', entity: 'webhook', entityId: id, before: audited(row), after: null },
      now,
    );
    return { status: 200, body: { success: true, data: { id } } };
  });
}

/** The latest deliveries of a webhook, newest first; `state` narrows to delivered, pending or failed ones. */
export async function readDeliveries(db: Db, id: string, state?: 'delivered' | 'pending' | 'failed'): Promise<DeliveryView[] | undefined> {
  const [hook] = await db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, id));
  if (!hook) return undefined;
  const rows = await db
    .select()
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.webhookId, id),
        state === 'delivered' ? isNotNull(outboundMessages.deliveredAt) : undefined,
        state === 'failed' ? isNotNull(outboundMessages.failedAt) : undefined,
        state === 'pending' ? and(isNull(outboundMessages.deliveredAt), isNull(outboundMessages.failedAt)) : undefined,
      ),
    )
    .orderBy(desc(outboundMessages.createdAt))
    .limit(200);
  return rows.map((m) => ({
    id: m.id,
    eventId: m.eventId,
    eventType: m.eventType,
    attempts: m.attempts,
    deliveredAt: m.deliveredAt?.toISOString() ?? null,
    failedAt: m.failedAt?.toISOString() ?? null,
    nextAttemptAt: m.deliveredAt || m.failedAt ? null : m.nextAttemptAt.toISOString(),
    lastStatus: m.lastStatus,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
  }));
}
