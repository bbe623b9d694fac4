/**
 * One lead as the console opens it (issue 39): its fields, its source, the possible duplicates by e-mail
 * (offered for a merge), and its timeline — every form, status change, note and message — read from the
 * audit log, including the history of leads merged into it. Messages the server sends show how their
 * delivery stands (the outbox row).
 */
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { VisitSource } from '../../src/contract/callback';
import type { LeadDetail, TimelineEntry } from '../../src/contract/leads';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { auditLog, leads, outboundMessages, staffMembers } from '../db/schema';
import { leadSummary } from './lead-view';

/** The latest entries of a timeline; a lead with a longer story shows its newest this many. */
export const TIMELINE_MAX = 300;

/** The lead and every lead merged into it, however many merges deep. */
export async function leadFamily(db: Db, id: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive family(id) as (
      select ${id}::uuid
      union select l.id from leads l join family f on l.merged_into = f.id
    )
    select id from family limit 1000`);
  return rowsOf<{ id: string }>(result).map((r) => String(r.id));
}

export async function readLeadDetail(db: Db, id: string, now: Date): Promise<LeadDetail | undefined> {
  const [row] = await db
    .select({ lead: leads, ownerName: staffMembers.identifier })
    .from(leads)
    .leftJoin(staffMembers, eq(leads.ownerId, staffMembers.id))
    .where(eq(leads.id, id));
  if (!row) return undefined;
  const duplicates = row.lead.email
    ? await db
        .select({ id: leads.id, fullName: leads.fullName, mobileNo: leads.mobileNo, email: leads.email, status: leads.status })
        .from(leads)
        .where(and(sql`lower(${leads.email}) = lower(${row.lead.email})`, ne(leads.id, id), isNull(leads.mergedInto)))
        .limit(20)
    : [];
  const timeline = await readTimeline(db, await leadFamily(db, id));
  return {
    ...leadSummary(row.lead, { ownerName: row.ownerName, possibleDuplicate: duplicates.length > 0 }, now),
    source: (row.lead.source as VisitSource | null) ?? null,
    timeline,
    duplicates,
  };
}

async function readTimeline(db: Db, ids: string[]): Promise<TimelineEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'lead'), inArray(auditLog.entityId, ids)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(TIMELINE_MAX);
  const outboundIds = rows
    .map((r) => (r.after as { outboundId?: unknown } | null)?.outboundId)
    .filter((v): v is string => typeof v === 'string');
  const deliveries = outboundIds.length
    ? await db
        .select({ id: outboundMessages.id, deliveredAt: outboundMessages.deliveredAt, failedAt: outboundMessages.failedAt })
        .from(outboundMessages)
        .where(inArray(outboundMessages.id, outboundIds))
    : [];
  const state = new Map(deliveries.map((d) => [d.id, d.deliveredAt ? 'sent' : d.failedAt ? 'failed' : 'queued'] as const));
  return rows.map((r) => {
    const detail: Record<string, unknown> = {
      ...(r.before ? { before: r.before } : {}),
      ...((r.after as Record<string, unknown> | null) ?? {}),
    };
    const outboundId = typeof detail.outboundId === 'string' ? detail.outboundId : undefined;
    const entry: TimelineEntry = { id: r.id, at: r.createdAt.toISOString(), actor: r.actor, action: r.action, detail };
    if (outboundId) entry.delivery = state.get(outboundId) ?? 'queued';
    return entry;
  });
}
