/**
 * The staff inbox: what students sent (contacts, registrations, enrolments, feedback), each new until
 * someone marks it handled; searchable, filterable by status and date, and exported as formula-safe CSV
 * (server/staff/rows-as-text.ts). The one reader of submissions: the console reads it through
 * GET /api/staff/inbox/:kind, and so does `npm run admin`, over HTTP or in its own process (decision 120).
 */
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { readQueryDate, type QueryProblem } from '../../src/contract/date-range';
import { readQueryText } from '../../src/contract/query-text';
import type { InboxStatus } from '../../src/contract/staff';
import { contactRow, enrolmentRow, feedbackRow, INBOX_EXPORT_MAX, iso, registrationRow, type InboxKind, type Row } from './inbox-rows';
import type { Db } from '../db/client';
import { contactMessages, courseBatches, courses, enrolments, feedbackSubmissions, registrations } from '../db/schema';
import { isId } from '../http/respond';
import { recordAudit } from './audit';
import type { StoreAnswer } from './content-store';
import type { StaffActor } from './roles';
import { conflictBody } from './versions';

export interface InboxQuery {
  status?: InboxStatus;
  /** Words to find in the names, e-mails, phones and messages (case-insensitive). */
  q?: string;
  since?: Date;
  until?: Date;
  limit: number;
}

/** `limit` is given only when the query named one (the command asks for everything, up to the export's bound). */
export type ParsedInboxQuery = (Omit<InboxQuery, 'limit'> & { csv: boolean; limit?: number }) | { problem: QueryProblem };

const DAY_MS = 86_400_000;

/** `?status=&q=&since=&until=&format=&limit=` of GET /inbox/:kind; dates are days in the years of date-range.ts. */
export function parseInboxQuery(query: (name: string) => string | undefined): ParsedInboxQuery {
  const refuse = (field: string, message: string) => ({ problem: { field, message } });
  const status = query('status');
  if (status !== undefined && status !== '' && status !== 'new' && status !== 'handled')
    return refuse('status', 'status must be new or handled');
  const since = readQueryDate('since', query('since'), 'day');
  if (!since.ok) return { problem: since };
  const until = readQueryDate('until', query('until'), 'day');
  if (!until.ok) return { problem: until };
  const q = readQueryText('q', query('q'), 200);
  if (!q.ok) return { problem: q };
  const format = query('format') ?? 'json';
  if (format !== 'json' && format !== 'csv') return refuse('format', 'format must be json or csv');
  const limit = query('limit');
  const rows = limit === undefined || limit === '' ? undefined : /^\d{1,6}$/.test(limit) ? Number(limit) : 0;
  if (rows !== undefined && (rows < 1 || rows > INBOX_EXPORT_MAX))
    return refuse('limit', `limit must be a whole number from 1 to ${INBOX_EXPORT_MAX}`);
  return {
    status: status === 'new' || status === 'handled' ? status : undefined,
    q: q.text,
    since: since.date,
    // "until" names the last day included.
    until: until.date ? new Date(until.date.getTime() + DAY_MS) : undefined,
    csv: format === 'csv',
    limit: rows,
  };
}

type InboxTable = typeof contactMessages | typeof registrations | typeof enrolments | typeof feedbackSubmissions;

const TABLES: Record<InboxKind, { table: InboxTable; searched: PgColumn[] }> = {
  contacts: {
    table: contactMessages,
    searched: [contactMessages.name, contactMessages.email, contactMessages.phone, contactMessages.message],
  },
  registrations: {
    table: registrations,
    searched: [
      registrations.fullName,
      registrations.email,
      registrations.mobileNo,
      registrations.collegeName,
      registrations.selectedProgram,
    ],
  },
  enrolments: {
    table: enrolments,
    searched: [enrolments.fullName, enrolments.email, enrolments.mobileNo, enrolments.collegeName, courses.title],
  },
  feedback: {
    table: feedbackSubmissions,
    searched: [
      feedbackSubmissions.firstName,
      feedbackSubmissions.lastName,
      feedbackSubmissions.email,
      feedbackSubmissions.phone,
      feedbackSubmissions.collegeName,
    ],
  },
};

/** `%` and `_` typed by staff are letters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function filters(kind: InboxKind, query: InboxQuery): SQL | undefined {
  const { table, searched } = TABLES[kind];
  const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  return and(
    query.status ? eq(table.status, query.status) : undefined,
    query.since ? gte(table.createdAt, query.since) : undefined,
    query.until ? lt(table.createdAt, query.until) : undefined,
    // Every word must appear somewhere in the row.
    ...words.map((word) => or(...searched.map((column) => ilike(column, likePattern(word))))),
  );
}

const tracking = (r: { id: string; status: string; version: number; handledAt: Date | null }) => ({
  id: r.id,
  status: r.status,
  version: r.version,
  handledAt: iso(r.handledAt),
});

export function readInbox(db: Db, kind: InboxKind, query: InboxQuery): Promise<Row[]> {
  return READERS[kind](db, filters(kind, query), query.limit);
}

type Reader = (db: Db, where: SQL | undefined, limit: number) => Promise<Row[]>;

/** The same columns as `npm run admin` shows, after the inbox's own (id, status, version, handledAt). */
const READERS: Record<InboxKind, Reader> = {
  async contacts(db, where, limit) {
    const rows = await db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt)).limit(limit);
    return rows.map((r) => ({ ...tracking(r), ...contactRow(r) }));
  },
  async registrations(db, where, limit) {
    const rows = await db.select().from(registrations).where(where).orderBy(desc(registrations.createdAt)).limit(limit);
    return rows.map((r) => ({ ...tracking(r), ...registrationRow(r) }));
  },
  async enrolments(db, where, limit) {
    const rows = await db
      .select({ e: enrolments, course: courses.title, batchStartsOn: courseBatches.startsOn })
      .from(enrolments)
      .innerJoin(courses, eq(enrolments.courseId, courses.id))
      .leftJoin(courseBatches, eq(enrolments.batchId, courseBatches.id))
      .where(where)
      .orderBy(desc(enrolments.createdAt))
      .limit(limit);
    return rows.map((row) => ({ ...tracking(row.e), ...enrolmentRow(row) }));
  },
  async feedback(db, where, limit) {
    const rows = await db.select().from(feedbackSubmissions).where(where).orderBy(desc(feedbackSubmissions.createdAt)).limit(limit);
    return rows.map((r) => ({ ...tracking(r), ...feedbackRow(r) }));
  },
};

/** Marks one message new or handled, on the version the staff member saw (decision 68). */
export async function setInboxStatus(
  db: Db,
  kind: InboxKind,
  id: string,
  expected: number,
  status: InboxStatus,
  actor: StaffActor,
  now: Date,
): Promise<StoreAnswer> {
  if (!isId(id)) return { status: 400, body: { success: false, message: 'Invalid message id' } };
  const { table } = TABLES[kind];
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .select({ id: table.id, status: table.status, version: table.version, handledAt: table.handledAt })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!row) return { status: 404, body: { success: false, message: 'Message not found' } };
    const before = tracking(row);
    if (row.version !== expected) return { status: 409, body: { ...conflictBody(expected, row.version, before) }, version: row.version };
    const [updated] = await tx
      .update(table)
      .set({ status, handledAt: status === 'handled' ? now : null, version: sql`${table.version} + 1` })
      .where(eq(table.id, id))
      .returning({ id: table.id, status: table.status, version: table.version, handledAt: table.handledAt });
    const after = tracking(updated!);
    await recordAudit(tx, { actor: actor.identifier, action: 'status', entity: `inbox:${kind}`, entityId: id, before, after }, now);
    return { status: 200, body: { success: true, data: after }, version: updated!.version };
  });
}
