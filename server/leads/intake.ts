/**
 * Every form joins a lead (issue 39, decision 150): the contact message, registration, enrolment or call
 * back request is stored by its route, and in the same transaction `joinLead` finds the lead of its mobile
 * number (following a merge) or makes it, notes the form on the lead's timeline (the audit log), queues
 * the `lead.created` webhook event, and the acknowledgement the person gets by SMS (and by e-mail when that
 * address is one the owner of the number proved). A lead that was lost and asks again is open again.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { sourceLabel, type VisitSource } from '../../src/contract/callback';
import { FIRST_RESPONSE_HOURS } from '../../src/contract/leads';
import { addWorkingHours } from '../../src/contract/working-hours';
import type { Db } from '../db/client';
import { leads, outboundMessages, students } from '../db/schema';
import { recordAudit } from '../staff/audit';
import { acknowledgementTexts, type FormKind } from './acknowledgement';
import { queueMail, queueSms, queueWebhookEvent } from './outbound';
import { webhookLead } from './lead-view';

export interface LeadOptions {
  /** The first-response target in working hours (LEAD_FIRST_RESPONSE_HOURS, default 24). */
  firstResponseHours: number;
  /** Whether e-mail can be sent (SMTP, or the console sender outside production). */
  mailEnabled: boolean;
}

export const DEFAULT_LEAD_OPTIONS: LeadOptions = { firstResponseHours: FIRST_RESPONSE_HOURS, mailEnabled: false };

export interface LeadForm {
  kind: FormKind;
  submissionId: string;
  name: string;
  mobileNo: string;
  email?: string;
  courseId?: string | null;
  courseTitle?: string | null;
  /** Sent by someone signed in with this very number. */
  proven: boolean;
  source?: VisitSource;
  /** What the timeline shows of the form (the message, the preferred time…). */
  detail: Record<string, unknown>;
}

/** An acknowledgement per lead at most this often: typing a stranger's number again and again texts them once. */
const ACK_GAP_MS = 12 * 3_600_000;

type LeadRow = typeof leads.$inferSelect;

/** The lead a mobile number belongs to now, locked: its own, or the one it was merged into. */
async function liveLead(tx: Db, mobileNo: string): Promise<LeadRow | undefined> {
  let [row] = await tx.select().from(leads).where(eq(leads.mobileNo, mobileNo)).for('update');
  for (let hops = 0; row?.mergedInto && hops < 10; hops++) {
    [row] = await tx.select().from(leads).where(eq(leads.id, row.mergedInto)).for('update');
  }
  return row;
}

export async function joinLead(tx: Db, form: LeadForm, now: Date, options: LeadOptions = DEFAULT_LEAD_OPTIONS): Promise<string> {
  const existing = await liveLead(tx, form.mobileNo);
  const lead = existing ? await refresh(tx, existing, form, now, options) : await create(tx, form, now, options);
  const actor = form.proven ? `student:${form.mobileNo}` : 'visitor';
  await recordAudit(
    tx,
    {
      actor,
      action: 'form',
      entity: 'lead',
      entityId: lead.id,
      before: null,
      after: {
        kind: form.kind,
        submissionId: form.submissionId,
        name: form.name,
        email: form.email ?? null,
        course: form.courseTitle ?? null,
        source: form.source ?? null,
        ...form.detail,
      },
    },
    now,
  );
  if (!existing) await queueWebhookEvent(tx, 'lead.created', webhookLead(lead), lead.id, now);
  if (form.kind === 'enrolment' && lead.status !== 'enrolled') await enrolled(tx, lead, now);
  await acknowledge(tx, lead, form, now, options);
  return lead.id;
}

/** An enrolment sent on the site is the pipeline's last step: the lead is enrolled, said by `system`. */
async function enrolled(tx: Db, lead: LeadRow, now: Date): Promise<void> {
  const [saved] = await tx
    .update(leads)
    .set({ status: 'enrolled', lostReason: null, firstRespondedAt: lead.firstRespondedAt ?? now, version: sql`${leads.version} + 1` })
    .where(eq(leads.id, lead.id))
    .returning();
  const before = { status: lead.status, lostReason: lead.lostReason };
  await recordAudit(
    tx,
    {
      actor: 'system',
      action: 'status',
      entity: 'lead',
      entityId: lead.id,
      before,
      after: { status: 'enrolled', reason: 'enrolled on the site' },
    },
    now,
  );
  await queueWebhookEvent(tx, 'lead.status_changed', { ...webhookLead(saved!), previousStatus: lead.status }, lead.id, now);
}

async function create(tx: Db, form: LeadForm, now: Date, options: LeadOptions): Promise<LeadRow> {
  const inserted = await tx
    .insert(leads)
    .values({
      mobileNo: form.mobileNo,
      mobileProven: form.proven,
      fullName: form.name,
      email: form.email ?? null,
      courseId: form.courseId ?? null,
      courseTitle: form.courseTitle ?? null,
      firstResponseDueAt: addWorkingHours(now, options.firstResponseHours),
      source: form.source ?? null,
      sourceLabel: sourceLabel(form.source),
      lastActivityAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return inserted[0];
  // Another form of the same number made it a moment ago (two tabs, two instances): join that one.
  const raced = await liveLead(tx, form.mobileNo);
  if (!raced) throw new Error('lead vanished between insert and read');
  return refresh(tx, raced, form, now, options);
}

async function refresh(tx: Db, lead: LeadRow, form: LeadForm, now: Date, options: LeadOptions): Promise<LeadRow> {
  // A lost lead asking again is a new enquiry: open again, with a new promise of a first reply.
  const reopened = lead.status === 'lost';
  const [updated] = await tx
    .update(leads)
    .set({
      fullName: form.name,
      email: form.email ?? lead.email,
      courseId: form.courseId ?? lead.courseId,
      courseTitle: form.courseTitle ?? lead.courseTitle,
      mobileProven: lead.mobileProven || form.proven,
      lastActivityAt: now,
      version: sql`${leads.version} + 1`,
      ...(reopened
        ? {
            status: 'new' as const,
            lostReason: null,
            firstRespondedAt: null,
            firstResponseDueAt: addWorkingHours(now, options.firstResponseHours),
          }
        : {}),
    })
    .where(eq(leads.id, lead.id))
    .returning();
  if (reopened) {
    await recordAudit(
      tx,
      {
        actor: 'system',
        action: 'status',
        entity: 'lead',
        entityId: lead.id,
        before: { status: 'lost', lostReason: lead.lostReason },
        after: { status: 'new', reason: 'asked again' },
      },
      now,
    );
    await queueWebhookEvent(tx, 'lead.status_changed', { ...webhookLead(updated!), previousStatus: 'lost' }, lead.id, now);
  }
  return updated!;
}

/** The SMS (and e-mail) saying the form arrived and when to expect a reply; at most one per lead in ACK_GAP_MS. */
async function acknowledge(tx: Db, lead: LeadRow, form: LeadForm, now: Date, options: LeadOptions): Promise<void> {
  const [recent] = await tx
    .select({ id: outboundMessages.id })
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.leadId, lead.id),
        eq(outboundMessages.eventType, 'lead.acknowledgement'),
        gt(outboundMessages.createdAt, new Date(now.getTime() - ACK_GAP_MS)),
      ),
    )
    .limit(1);
  if (recent) return;
  const texts = await acknowledgementTexts(tx, form, addWorkingHours(now, options.firstResponseHours));
  const sms = await queueSms(tx, { leadId: lead.id, eventType: 'lead.acknowledgement', mobileNo: form.mobileNo, text: texts.sms }, now);
  await logMessage(tx, lead.id, { channel: 'sms', text: texts.sms, outboundId: sms, automatic: true }, now);
  const to = options.mailEnabled && form.email ? await provenAddress(tx, form.mobileNo, form.email) : undefined;
  if (!to) return;
  const mail = await queueMail(
    tx,
    { leadId: lead.id, eventType: 'lead.acknowledgement', to, subject: texts.subject, text: texts.body },
    now,
  );
  await logMessage(tx, lead.id, { channel: 'email', to, text: texts.subject, outboundId: mail, automatic: true }, now);
}

/** The acknowledgement on the lead's timeline: a message the academy sent, by itself. */
const logMessage = (tx: Db, leadId: string, after: Record<string, unknown>, now: Date) =>
  recordAudit(tx, { actor: 'system', action: 'message', entity: 'lead', entityId: leadId, before: null, after }, now);

/** The address, when the person who proved this number also proved this address (decision 92): else none. */
async function provenAddress(tx: Db, mobileNo: string, email: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ email: students.confirmedEmail })
    .from(students)
    .where(and(eq(students.mobileNo, mobileNo), eq(students.confirmedEmail, email.toLowerCase())));
  return row?.email ?? undefined;
}
