/**
 * The console's lists of leads (issue 39): filtered by status, owner, course, source, overdue and words;
 * newest first, paged by a cursor (the last lead shown), so the tenth thousand lead is as quick as the first;
 * the board's columns are the same query per status; the CSV export is the same rows through the
 * formula-safe writer of the inbox and `npm run admin` (server/staff/rows-as-text.ts).
 */
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { QueryProblem } from '../../src/contract/date-range';
import { LEAD_PAGE, LEAD_STATUSES, type LeadBoard, type LeadPage, type LeadStatus } from '../../src/contract/leads';
import { readQueryText } from '../../src/contract/query-text';
import type { Row } from '../staff/inbox-rows';
import { formatRows } from '../staff/rows-as-text';
import type { Db } from '../db/client';
import { leads, staffMembers } from '../db/schema';
import { isId } from '../http/respond';
import { leadSummary, overdueSql } from './lead-view';

export interface LeadFilter {
  status?: LeadStatus;
  /** A staff member's id, or "none" for leads nobody owns. */
  owner?: string;
  course?: string;
  source?: string;
  overdue?: boolean;
  q?: string;
}

export interface LeadListQuery extends LeadFilter {
  cursor?: string;
  limit: number;
  csv: boolean;
}

const refuse = (field: string, message: string) => ({ problem: { field, message } });

/** `?status=&owner=&course=&source=&overdue=&q=&cursor=&limit=&format=`; `me` as the owner is the asker. */
export function parseLeadQuery(
  query: (name: string) => string | undefined,
  me: string | undefined,
): LeadListQuery | { problem: QueryProblem } {
  const status = query('status') || undefined;
  if (status !== undefined && !(LEAD_STATUSES as readonly string[]).includes(status))
    return refuse('status', `status must be one of ${LEAD_STATUSES.join(', ')}`);
  let owner = query('owner') || undefined;
  if (owner === 'me') {
    if (!me) return refuse('owner', 'owner=me needs a member of staff (an admin token owns no leads)');
    owner = me;
  }
  if (owner !== undefined && owner !== 'none' && !isId(owner)) return refuse('owner', 'owner must be a staff member’s id, me or none');
  const course = query('course') || undefined;
  if (course !== undefined && !isId(course)) return refuse('course', 'course must be a course id');
  const source = readQueryText('source', query('source'), 60);
  if (!source.ok) return { problem: source };
  const q = readQueryText('q', query('q'), 200);
  if (!q.ok) return { problem: q };
  const overdue = query('overdue');
  if (overdue !== undefined && !['', '0', '1', 'true', 'false'].includes(overdue)) return refuse('overdue', 'overdue must be 1 or 0');
  const cursor = query('cursor') || undefined;
  if (cursor !== undefined && !isId(cursor)) return refuse('cursor', 'cursor must be the id of a lead');
  const limitText = query('limit');
  const limit = limitText === undefined || limitText === '' ? LEAD_PAGE.size : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > LEAD_PAGE.max)
    return refuse('limit', `limit must be a whole number from 1 to ${LEAD_PAGE.max}`);
  const format = query('format') ?? 'json';
  if (format !== 'json' && format !== 'csv') return refuse('format', 'format must be json or csv');
  const filter = {
    status: status as LeadStatus | undefined,
    owner,
    course,
    source: source.text,
    q: q.text,
    overdue: overdue === '1' || overdue === 'true',
  };
  return { ...filter, cursor, limit, csv: format === 'csv' };
}

/** `%` and `_` typed by staff are letters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export function leadWhere(filter: LeadFilter, now: Date): SQL | undefined {
  const words = (filter.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  return and(
    isNull(leads.mergedInto),
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.owner === 'none' ? isNull(leads.ownerId) : filter.owner ? eq(leads.ownerId, filter.owner) : undefined,
    filter.course ? eq(leads.courseId, filter.course) : undefined,
    filter.source ? eq(leads.sourceLabel, filter.source.toLowerCase()) : undefined,
    filter.overdue ? overdueSql(now) : undefined,
    ...words.map((w) =>
      or(
        ilike(leads.fullName, likePattern(w)),
        ilike(leads.mobileNo, likePattern(w)),
        ilike(leads.email, likePattern(w)),
        ilike(leads.courseTitle, likePattern(w)),
      ),
    ),
  );
}

/** Another open lead with the same e-mail: offered for a merge, never merged by itself. */
const possibleDuplicate = sql<boolean>`exists (select 1 from leads d where d.email is not null and lower(d.email) = lower(${leads.email}) and d.id <> ${leads.id} and d.merged_into is null)`;

/** Newest first; after `cursor`, the leads older than that one (ties broken by id). */
export async function readLeadPage(db: Db, filter: LeadFilter, cursor: string | undefined, limit: number, now: Date): Promise<LeadPage> {
  const where = leadWhere(filter, now);
  const after = cursor
    ? sql`(${leads.createdAt}, ${leads.id}) < (select c.created_at, c.id from leads c where c.id = ${cursor})`
    : undefined;
  const rows = await db
    .select({ lead: leads, ownerName: staffMembers.identifier, possibleDuplicate })
    .from(leads)
    .leftJoin(staffMembers, eq(leads.ownerId, staffMembers.id))
    .where(and(where, after))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit + 1);
  // Counted for the first page only: the next pages are the same list, and counting is the costly part.
  const [count] = cursor
    ? []
    : await db
        .select({ n: sql<number>`count(*)::int` })
        .from(leads)
        .where(where);
  const page = rows.slice(0, limit);
  return {
    items: page.map((r) => leadSummary(r.lead, { ownerName: r.ownerName, possibleDuplicate: Boolean(r.possibleDuplicate) }, now)),
    nextCursor: rows.length > limit ? page.at(-1)!.lead.id : null,
    total: count?.n ?? null,
  };
}

/** One column per status, each the first page of that status under the same filters. */
export async function readLeadBoard(db: Db, filter: Omit<LeadFilter, 'status'>, now: Date): Promise<LeadBoard> {
  const columns = [];
  for (const status of LEAD_STATUSES) {
    const page = await readLeadPage(db, { ...filter, status }, undefined, LEAD_PAGE.boardColumn, now);
    columns.push({ status, total: page.total ?? 0, items: page.items, nextCursor: page.nextCursor });
  }
  return { columns };
}

/** At most this many rows in one export. */
export const LEAD_EXPORT_MAX = 50_000;

/** The filtered leads as CSV: every column a spreadsheet needs, formula-looking cells made text. */
export async function exportLeads(db: Db, filter: LeadFilter, now: Date): Promise<{ csv: string; rows: number }> {
  const rows = await db
    .select({ lead: leads, ownerName: staffMembers.identifier })
    .from(leads)
    .leftJoin(staffMembers, eq(leads.ownerId, staffMembers.id))
    .where(leadWhere(filter, now))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEAD_EXPORT_MAX);
  const table: Row[] = rows.map(({ lead, ownerName }) => {
    const source = (lead.source ?? {}) as { page?: string; referrer?: string; utm?: Record<string, string> };
    return {
      createdAt: lead.createdAt.toISOString(),
      name: lead.fullName,
      mobileNo: lead.mobileNo,
      mobileProven: lead.mobileProven ? 'yes' : 'no',
      email: lead.email,
      course: lead.courseTitle,
      status: lead.status,
      lostReason: lead.lostReason,
      owner: ownerName,
      nextFollowUpAt: lead.nextFollowUpAt?.toISOString() ?? null,
      firstResponseDueAt: lead.firstResponseDueAt.toISOString(),
      firstRespondedAt: lead.firstRespondedAt?.toISOString() ?? null,
      source: lead.sourceLabel,
      page: source.page ?? null,
      referrer: source.referrer ?? null,
      utmSource: source.utm?.source ?? null,
      utmMedium: source.utm?.medium ?? null,
      utmCampaign: source.utm?.campaign ?? null,
    };
  });
  return { csv: formatRows(table, 'csv'), rows: table.length };
}
