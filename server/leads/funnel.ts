/**
 * The funnel of issue 39: per India-time week, how many enquiries came (leads made), how many of them were
 * contacted (a first response, or any status past "new"), and how many enrolled; and the same by source and
 * by course over those weeks. Filtered by source and course like the lists.
 */
import { and, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { QueryProblem } from '../../src/contract/date-range';
import type { Funnel, FunnelRow } from '../../src/contract/leads';
import { readQueryText } from '../../src/contract/query-text';
import { indiaWeek } from '../../src/contract/working-hours';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { leads } from '../db/schema';
import { isId } from '../http/respond';

export interface FunnelQuery {
  weeks: number;
  source?: string;
  course?: string;
}

export function parseFunnelQuery(query: (name: string) => string | undefined): FunnelQuery | { problem: QueryProblem } {
  const weeksText = query('weeks');
  const weeks = weeksText === undefined || weeksText === '' ? 12 : Number(weeksText);
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > 104)
    return { problem: { field: 'weeks', message: 'weeks must be a whole number from 1 to 104' } };
  const source = readQueryText('source', query('source'), 60);
  if (!source.ok) return { problem: source };
  const course = query('course') || undefined;
  if (course !== undefined && !isId(course)) return { problem: { field: 'course', message: 'course must be a course id' } };
  return { weeks, source: source.text, course };
}

const WEEK_MS = 7 * 86_400_000;

function counts(key: SQL) {
  return sql`select ${key} as key, count(*)::int as enquiries,
    count(*) filter (where ${leads.firstRespondedAt} is not null or ${leads.status} <> 'new')::int as contacted,
    count(*) filter (where ${leads.status} = 'enrolled')::int as enrolled`;
}

async function grouped(db: Db, key: SQL, where: SQL | undefined): Promise<FunnelRow[]> {
  const result = await db.execute(sql`${counts(key)} from ${leads} where ${where} group by 1 order by 2 desc, 1 limit 50`);
  return rowsOf<FunnelRow>(result).map((r) => ({
    key: String(r.key),
    enquiries: Number(r.enquiries),
    contacted: Number(r.contacted),
    enrolled: Number(r.enrolled),
  }));
}

export async function readFunnel(db: Db, query: FunnelQuery, now: Date): Promise<Funnel> {
  // From the Monday of the first week shown, India time.
  const firstWeek = indiaWeek(new Date(now.getTime() - (query.weeks - 1) * WEEK_MS));
  const since = new Date(`${firstWeek}T00:00:00+05:30`);
  const where = and(
    isNull(leads.mergedInto),
    gte(leads.createdAt, since),
    query.source ? sql`${leads.sourceLabel} = ${query.source.toLowerCase()}` : undefined,
    query.course ? sql`${leads.courseId} = ${query.course}` : undefined,
  );
  const week = sql`to_char(date_trunc('week', ${leads.createdAt} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;
  const byWeek = new Map((await grouped(db, week, where)).map((r) => [r.key, r]));
  const weeks: FunnelRow[] = [];
  for (let i = 0; i < query.weeks; i++) {
    const key = indiaWeek(new Date(since.getTime() + i * WEEK_MS + 86_400_000));
    weeks.push(byWeek.get(key) ?? { key, enquiries: 0, contacted: 0, enrolled: 0 });
  }
  const sources = await grouped(db, sql`${leads.sourceLabel}`, where);
  const courses = await grouped(db, sql`coalesce(${leads.courseTitle}, '')`, where);
  return { weeks, sources, courses };
}
