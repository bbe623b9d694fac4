/**
 * What staff do to a lead (issue 39), each in one transaction with its audit entry (the lead's timeline) and,
 * for a status change, the `lead.status_changed` webhook event: move it along the pipeline, give it an owner
 * (admins), set the next follow-up, write a note, log a call or a WhatsApp chat or send an SMS, and merge a
 * possible duplicate into it. A change names the version it was made on (If-Match, decision 68); notes and
 * messages add to the story and need none. The first call, chat or SMS is the first response, and moves a
 * new lead to "contacted".
 */
import { eq, sql } from 'drizzle-orm';
import type { LeadMessageBody, LeadStatus, LeadUpdateBody } from '../../src/contract/leads';
import type { Db } from '../db/client';
import { leads, staffMembers } from '../db/schema';
import { isId } from '../http/respond';
import { recordAudit } from '../staff/audit';
import type { StoreAnswer } from '../staff/content-store';
import type { StaffActor } from '../staff/roles';
import { conflictBody } from '../staff/versions';
import { leadSummary, webhookLead } from './lead-view';
import { queueSms, queueWebhookEvent } from './outbound';

type LeadRow = typeof leads.$inferSelect;

const notFound: StoreAnswer = { status: 404, body: { success: false, message: 'Lead not found' } };
const badId: StoreAnswer = { status: 400, body: { success: false, message: 'Invalid lead id' } };
export const OWNER_FOR_ADMINS = 'Only an admin can assign an owner.';

/** The live lead, locked; a merged one is "not found" with where it went. */
async function lockLead(tx: Db, id: string): Promise<LeadRow | StoreAnswer> {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  if (!row) return notFound;
  if (row.mergedInto)
    return { status: 404, body: { success: false, message: 'This lead was merged into another one.', mergedInto: row.mergedInto } };
  return row;
}

const isAnswer = (v: LeadRow | StoreAnswer): v is StoreAnswer => 'body' in v;

async function ownerName(tx: Db, ownerId: string | null): Promise<string | null> {
  if (!ownerId) return null;
  const [owner] = await tx.select({ identifier: staffMembers.identifier }).from(staffMembers).where(eq(staffMembers.id, ownerId));
  return owner?.identifier ?? null;
}

async function answer(tx: Db, lead: LeadRow, now: Date, status: 200 | 201 = 200): Promise<StoreAnswer> {
  const data = leadSummary(lead, { ownerName: await ownerName(tx, lead.ownerId), possibleDuplicate: false }, now);
  return { status, body: { success: true, data }, version: lead.version };
}

/** A status change: audited, sent to the webhooks; leaving "new" is the first response. */
async function changeStatus(
  tx: Db,
  lead: LeadRow,
  status: LeadStatus,
  lostReason: string | null,
  actor: string,
  now: Date,
): Promise<Partial<LeadRow>> {
  const set: Partial<LeadRow> = { status, lostReason: status === 'lost' ? lostReason : null };
  if (status !== 'new' && !lead.firstRespondedAt) set.firstRespondedAt = now;
  await recordAudit(
    tx,
    {
      actor,
      action: 'status',
      entity: 'lead',
      entityId: lead.id,
      before: { status: lead.status, lostReason: lead.lostReason },
      after: { status, lostReason: set.lostReason },
    },
    now,
  );
  await queueWebhookEvent(tx, 'lead.status_changed', { ...webhookLead({ ...lead, ...set }), previousStatus: lead.status }, lead.id, now);
  return set;
}

/** An admin gives the lead an owner (or none): audited; an id that is no member of staff is a field error. */
async function changeOwner(
  tx: Db,
  lead: LeadRow,
  ownerId: string | null | undefined,
  who: string,
  now: Date,
): Promise<Partial<LeadRow> | StoreAnswer | undefined> {
  if (ownerId === undefined || ownerId === lead.ownerId) return undefined;
  const name = await ownerName(tx, ownerId);
  if (ownerId && !name)
    return {
      status: 400,
      body: { success: false, message: 'Please correct the highlighted fields.', errors: { ownerId: 'Choose a member of staff' } },
    };
  const before = { ownerId: lead.ownerId, owner: await ownerName(tx, lead.ownerId) };
  await recordAudit(tx, { actor: who, action: 'owner', entity: 'lead', entityId: lead.id, before, after: { ownerId, owner: name } }, now);
  return { ownerId };
}

export async function updateLead(
  db: Db,
  id: string,
  expected: number,
  body: LeadUpdateBody,
  actor: StaffActor,
  now: Date,
): Promise<StoreAnswer> {
  if (!isId(id)) return badId;
  if (body.ownerId !== undefined && actor.role !== 'admin') return { status: 403, body: { success: false, message: OWNER_FOR_ADMINS } };
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const lead = await lockLead(tx, id);
    if (isAnswer(lead)) return lead;
    if (lead.version !== expected) {
      const current = leadSummary(lead, { ownerName: await ownerName(tx, lead.ownerId), possibleDuplicate: false }, now);
      return { status: 409, body: { ...conflictBody(expected, lead.version, current) }, version: lead.version };
    }
    let set: Partial<LeadRow> = {};
    const who = actor.identifier;
    if (body.status && (body.status !== lead.status || (body.status === 'lost' && body.lostReason !== lead.lostReason))) {
      set = await changeStatus(tx, lead, body.status, body.lostReason ?? null, who, now);
    }
    const owner = await changeOwner(tx, lead, body.ownerId, who, now);
    if (owner && 'body' in owner) return owner;
    Object.assign(set, owner);
    const followUp = body.nextFollowUpAt === undefined ? undefined : body.nextFollowUpAt === null ? null : new Date(body.nextFollowUpAt);
    if (followUp !== undefined && followUp?.getTime() !== lead.nextFollowUpAt?.getTime()) {
      const before = { nextFollowUpAt: lead.nextFollowUpAt?.toISOString() ?? null };
      await recordAudit(
        tx,
        {
          actor: who,
          action: 'follow-up',
          entity: 'lead',
          entityId: id,
          before,
          after: { nextFollowUpAt: followUp?.toISOString() ?? null },
        },
        now,
      );
      set.nextFollowUpAt = followUp;
    }
    if (!Object.keys(set).length) return answer(tx, lead, now);
    const [saved] = await tx
      .update(leads)
      .set({ ...set, lastActivityAt: now, version: sql`${leads.version} + 1` })
      .where(eq(leads.id, id))
      .returning();
    return answer(tx, saved!, now);
  });
}

/** Run inside the caller's transaction (the route's `createOnce`: a repeat of the same request writes nothing). */
export async function addNote(db: Db, id: string, text: string, actor: StaffActor, now: Date): Promise<StoreAnswer> {
  if (!isId(id)) return badId;
  const lead = await lockLead(db, id);
  if (isAnswer(lead)) return lead;
  await recordAudit(db, { actor: actor.identifier, action: 'note', entity: 'lead', entityId: id, before: null, after: { text } }, now);
  await db.update(leads).set({ lastActivityAt: now }).where(eq(leads.id, id));
  return { status: 201, body: { success: true, data: { note: text } } };
}

/**
 * A call or WhatsApp chat staff started (logged), or an SMS the server sends through the SMS sender (queued
 * in the outbox, its delivery shown on the timeline). The first of them is the lead's first response. Run
 * inside the caller's transaction (the route's `createOnce`: a double press sends one SMS).
 */
export async function logMessage(db: Db, id: string, message: LeadMessageBody, actor: StaffActor, now: Date): Promise<StoreAnswer> {
  if (!isId(id)) return badId;
  const lead = await lockLead(db, id);
  if (isAnswer(lead)) return lead;
  const outboundId =
    message.channel === 'sms'
      ? await queueSms(db, { leadId: id, eventType: 'lead.sms', mobileNo: lead.mobileNo, text: message.text ?? '' }, now)
      : undefined;
  const after = { channel: message.channel, text: message.text ?? null, ...(outboundId ? { outboundId } : {}) };
  await recordAudit(db, { actor: actor.identifier, action: 'message', entity: 'lead', entityId: id, before: null, after }, now);
  let set: Partial<LeadRow> = { firstRespondedAt: lead.firstRespondedAt ?? now };
  if (lead.status === 'new') set = { ...set, ...(await changeStatus(db, lead, 'contacted', null, actor.identifier, now)) };
  const [saved] = await db
    .update(leads)
    .set({ ...set, lastActivityAt: now, version: sql`${leads.version} + 1` })
    .where(eq(leads.id, id))
    .returning();
  return answer(db, saved!, now, 201);
}

/**
 * Merges `otherId` into the lead `id` (chosen by staff, never by itself): the other keeps its history and
 * points here, and a later form from its number joins this lead. This lead keeps its own fields and takes
 * the other's where it has none; both timelines tell of it.
 */
export async function mergeLeads(
  db: Db,
  id: string,
  expected: number,
  otherId: string,
  actor: StaffActor,
  now: Date,
): Promise<StoreAnswer> {
  if (!isId(id)) return badId;
  if (otherId === id)
    return {
      status: 400,
      body: { success: false, message: 'Please correct the highlighted fields.', errors: { otherId: 'Choose another lead' } },
    };
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // Locked in id order, so two merges of the same pair the other way round cannot deadlock.
    const [first, second] = [id, otherId].sort();
    const locked = [await lockLead(tx, first!), await lockLead(tx, second!)];
    const lead = locked[first === id ? 0 : 1]!;
    const other = locked[first === id ? 1 : 0]!;
    if (isAnswer(lead)) return lead;
    if (isAnswer(other)) return { status: 404, body: { success: false, message: 'The other lead was not found (or was merged already).' } };
    if (lead.version !== expected)
      return { status: 409, body: { ...conflictBody(expected, lead.version, { id: lead.id }) }, version: lead.version };
    await tx
      .update(leads)
      .set({ mergedInto: id, version: sql`${leads.version} + 1` })
      .where(eq(leads.id, otherId));
    const firstResponse = [lead.firstRespondedAt, other.firstRespondedAt]
      .filter((d): d is Date => d !== null)
      .sort((a, b) => a.getTime() - b.getTime())[0];
    const [saved] = await tx
      .update(leads)
      .set({
        email: lead.email ?? other.email,
        courseId: lead.courseId ?? other.courseId,
        courseTitle: lead.courseTitle ?? other.courseTitle,
        mobileProven: lead.mobileProven || other.mobileProven,
        ownerId: lead.ownerId ?? other.ownerId,
        source: lead.source ?? other.source,
        firstRespondedAt: firstResponse ?? null,
        nextFollowUpAt: lead.nextFollowUpAt ?? other.nextFollowUpAt,
        lastActivityAt: now,
        version: sql`${leads.version} + 1`,
      })
      .where(eq(leads.id, id))
      .returning();
    const who = actor.identifier;
    const merged = { id: other.id, name: other.fullName, mobileNo: other.mobileNo, email: other.email };
    await recordAudit(tx, { actor: who, action: 'merge', entity: 'lead', entityId: id, before: null, after: { merged } }, now);
    await recordAudit(
      tx,
      { actor: who, action: 'merged-into', entity: 'lead', entityId: otherId, before: null, after: { mergedInto: id } },
      now,
    );
    return answer(tx, saved!, now);
  });
}
