/** A lead as the console and the webhooks see it, and the rule that makes a lead overdue (decision 152). */
import { sql, type SQL } from 'drizzle-orm';
import type { LeadSummary } from '../../src/contract/leads';
import { leads } from '../db/schema';

type LeadRow = typeof leads.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Open (not enrolled, not lost) and either without a first reply past its target, or past its follow-up.
 * SQL for the filters and the digest; `isOverdue` is the same rule for one row.
 */
export const overdueSql = (now: Date): SQL =>
  sql`(${leads.status} not in ('enrolled', 'lost') and ((${leads.firstRespondedAt} is null and ${leads.firstResponseDueAt} < ${now}) or ${leads.nextFollowUpAt} < ${now}))`;

export function isOverdue(
  lead: Pick<LeadRow, 'status' | 'firstRespondedAt' | 'firstResponseDueAt' | 'nextFollowUpAt'>,
  now: Date,
): boolean {
  if (lead.status === 'enrolled' || lead.status === 'lost') return false;
  return (!lead.firstRespondedAt && lead.firstResponseDueAt < now) || (lead.nextFollowUpAt !== null && lead.nextFollowUpAt < now);
}

export function leadSummary(lead: LeadRow, extra: { ownerName: string | null; possibleDuplicate: boolean }, now: Date): LeadSummary {
  return {
    id: lead.id,
    fullName: lead.fullName,
    mobileNo: lead.mobileNo,
    mobileProven: lead.mobileProven,
    email: lead.email,
    courseId: lead.courseId,
    courseTitle: lead.courseTitle,
    status: lead.status,
    lostReason: lead.lostReason,
    ownerId: lead.ownerId,
    ownerName: extra.ownerName,
    nextFollowUpAt: iso(lead.nextFollowUpAt),
    firstResponseDueAt: lead.firstResponseDueAt.toISOString(),
    firstRespondedAt: iso(lead.firstRespondedAt),
    sourceLabel: lead.sourceLabel,
    overdue: isOverdue(lead, now),
    possibleDuplicate: extra.possibleDuplicate,
    createdAt: lead.createdAt.toISOString(),
    lastActivityAt: lead.lastActivityAt.toISOString(),
    version: lead.version,
  };
}

/** What a webhook receives about a lead: who, about what, where from, and where it stands. */
export function webhookLead(lead: LeadRow): Record<string, unknown> {
  return {
    id: lead.id,
    name: lead.fullName,
    mobileNo: lead.mobileNo,
    email: lead.email,
    course: lead.courseTitle,
    status: lead.status,
    lostReason: lead.lostReason,
    source: lead.source,
    sourceLabel: lead.sourceLabel,
    createdAt: lead.createdAt.toISOString(),
  };
}
