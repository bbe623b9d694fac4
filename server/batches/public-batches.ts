/**
 * The batches a visitor sees (issue 38): a course's coming batches (published, not cancelled, not yet
 * started), in order of start, each with its seats left and whether it takes enrolments, a waitlist or
 * none. A list of coming batches changes at India's midnight, so answers built from it say so.
 */
import { and, asc, count, eq, gte, inArray, ne } from 'drizzle-orm';
import type { CourseBatch } from '../../src/contract';
import type { Db } from '../db/client';
import { courseBatches, enrolments } from '../db/schema';
import type { Validity } from '../reads/versioned-cache';
import { indiaDay, indiaMidnight, lastDay, nextIndiaMidnight } from './batch-days';

type BatchRow = typeof courseBatches.$inferSelect;

/** A batch as the public answers carry it; `waiting` is how many are on its waitlist. */
export function publicBatch(row: BatchRow, waiting: number): CourseBatch {
  // A seat freed while people wait is theirs first (decision 142): none is left for a newcomer.
  const seatsLeft = waiting > 0 ? 0 : Math.max(0, row.seats - row.seatsTaken);
  return {
    _id: row.id,
    startDate: row.startsOn,
    endDate: lastDay(row),
    mode: row.mode,
    weekPart: row.weekPart,
    classDays: row.classDays as CourseBatch['classDays'],
    startTime: row.startTime,
    endTime: row.endTime,
    language: row.language,
    location: row.location,
    seats: row.seats,
    seatsLeft,
    fee: row.fee,
    availability: row.status === 'closed' ? 'closed' : seatsLeft > 0 ? 'open' : 'waitlist',
  };
}

/** Until India's next midnight, when a batch starting today stops being a coming one. */
export const comingBatchesValidity = (now: Date): Validity => ({ from: indiaMidnight(now), until: nextIndiaMidnight(now) });

/** The coming batches of these courses (all published courses' when `courseIds` is undefined), by course. */
export async function comingBatches(db: Db, now: Date, courseIds?: string[]): Promise<Map<string, CourseBatch[]>> {
  if (courseIds?.length === 0) return new Map();
  const rows = await db
    .select()
    .from(courseBatches)
    .where(
      and(
        eq(courseBatches.published, true),
        ne(courseBatches.status, 'cancelled'),
        gte(courseBatches.startsOn, indiaDay(now)),
        courseIds ? inArray(courseBatches.courseId, courseIds) : undefined,
      ),
    )
    .orderBy(asc(courseBatches.startsOn), asc(courseBatches.startTime), asc(courseBatches.id));
  const waiting = await waitingCounts(
    db,
    rows.map((r) => r.id),
  );
  const byCourse = new Map<string, CourseBatch[]>();
  for (const row of rows) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push(publicBatch(row, waiting.get(row.id) ?? 0));
    byCourse.set(row.courseId, list);
  }
  return byCourse;
}

/** How many wait on each batch's waitlist. */
export async function waitingCounts(db: Db, batchIds: string[]): Promise<Map<string, number>> {
  if (batchIds.length === 0) return new Map();
  const rows = await db
    .select({ batchId: enrolments.batchId, n: count() })
    .from(enrolments)
    .where(and(inArray(enrolments.batchId, batchIds), eq(enrolments.seat, 'waitlisted')))
    .groupBy(enrolments.batchId);
  return new Map(rows.map((r) => [r.batchId!, r.n]));
}
