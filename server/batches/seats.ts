/**
 * Seats of a batch (issue 38, decisions 141 and 142). Every change of a batch's seats happens under the
 * lock of its row (`select … for update`), in the transaction of the enrolment, cancellation, offer or
 * lapse that causes it, and the seat itself is taken by a conditional update: two enrolments can never
 * both take the last seat, on one instance or many, and `course_batches_seats_taken_check` would refuse
 * it if they tried. A seat freed while people wait is held for the first of them (an offer) before
 * anyone new may take it.
 */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { defaultBatch, OFFER_HOURS, type SeatState } from '../../src/contract';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { courseBatches, enrolments } from '../db/schema';
import { indiaDay } from './batch-days';
import { publicBatch, waitingCounts } from './public-batches';

export type BatchRow = typeof courseBatches.$inferSelect;

export interface Placement {
  batch: BatchRow;
  seat: Extract<SeatState, 'confirmed' | 'waitlisted'>;
  /** The batch named was not taking enrolments: the course's default took its place. */
  moved: boolean;
}

/** A batch that takes enrolments: published, open, and not started (India's calendar). */
const takesEnrolments = (now: Date) =>
  and(eq(courseBatches.published, true), eq(courseBatches.status, 'open'), gte(courseBatches.startsOn, indiaDay(now)));

/** Locks a batch's row for the rest of the transaction and answers it as it is now. */
export async function lockBatch(tx: Db, batchId: string): Promise<BatchRow | undefined> {
  const [row] = await tx.select().from(courseBatches).where(eq(courseBatches.id, batchId)).for('update');
  return row;
}

/** The batch named, if it takes enrolments, or else the course's default (defaultBatch); locked. */
async function chooseBatch(
  tx: Db,
  courseId: string,
  named: string | undefined,
  now: Date,
): Promise<{ batch: BatchRow; moved: boolean } | null> {
  if (named) {
    const [row] = await tx
      .select()
      .from(courseBatches)
      .where(and(eq(courseBatches.id, named), eq(courseBatches.courseId, courseId), takesEnrolments(now)))
      .for('update');
    if (row) return { batch: row, moved: false };
  }
  const open = await tx
    .select()
    .from(courseBatches)
    .where(and(eq(courseBatches.courseId, courseId), takesEnrolments(now)))
    .orderBy(asc(courseBatches.startsOn), asc(courseBatches.startTime), asc(courseBatches.id));
  const waiting = await waitingCounts(
    tx,
    open.map((b) => b.id),
  );
  const chosen = defaultBatch(open.map((b) => publicBatch(b, waiting.get(b.id) ?? 0)));
  const batch = chosen && (await lockBatch(tx, chosen._id));
  return batch ? { batch, moved: named !== undefined } : null;
}

/**
 * Places a new enrolment of `courseId` in a batch: a seat when one is free and nobody waits for it, else
 * the waitlist. Null when the course has no batch taking enrolments (the enrolment has no batch then).
 */
export async function placeInBatch(tx: Db, courseId: string, named: string | undefined, now: Date): Promise<Placement | null> {
  const chosen = await chooseBatch(tx, courseId, named, now);
  if (!chosen) return null;
  const { batch } = chosen;
  // Under the row's lock this statement sees every enrolment committed before it: the seat is free, and
  // no one is waiting for it, or it is not taken.
  const taken = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update course_batches set seats_taken = seats_taken + 1
      where id = ${batch.id} and seats_taken < seats
        and not exists (select 1 from enrollments where batch_id = ${batch.id} and seat = 'waitlisted')
      returning id`),
  );
  return { batch, seat: taken.length ? 'confirmed' : 'waitlisted', moved: chosen.moved };
}

/** Where an enrolment waits: 1 for the first in line (the first placed), counted among those still waiting. */
export async function waitlistPosition(db: Db, enrolmentId: string): Promise<number | undefined> {
  const rows = rowsOf<{ position: number }>(
    await db.execute(sql`
      select count(*)::int as position from enrollments other, enrollments mine
      where mine.id = ${enrolmentId} and mine.seat = 'waitlisted'
        and other.batch_id = mine.batch_id and other.seat = 'waitlisted'
        and other.line_no <= mine.line_no`),
  );
  const position = rows[0]?.position ?? 0;
  return position > 0 ? position : undefined;
}

/**
 * Holds each free seat of a locked batch for the first person waiting, for OFFER_HOURS: they become
 * 'offered' and the seat counts as taken until they accept or the offer lapses. Only a batch that still
 * takes enrolments makes offers. Answers how many offers were made.
 */
export async function offerFreeSeats(tx: Db, batch: BatchRow, now: Date): Promise<number> {
  if (batch.status !== 'open' || !batch.published || batch.startsOn < indiaDay(now)) return 0;
  const free = batch.seats - batch.seatsTaken;
  if (free <= 0) return 0;
  const first = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.batchId, batch.id), eq(enrolments.seat, 'waitlisted')))
    .orderBy(asc(enrolments.lineNo))
    .limit(free)
    .for('update');
  if (!first.length) return 0;
  const expires = new Date(now.getTime() + OFFER_HOURS * 3_600_000);
  for (const { id } of first) {
    await tx
      .update(enrolments)
      .set({ seat: 'offered', offerExpiresAt: expires, offerClaimedUntil: null, offerSentAt: null })
      .where(eq(enrolments.id, id));
  }
  await tx
    .update(courseBatches)
    .set({ seatsTaken: sql`${courseBatches.seatsTaken} + ${first.length}` })
    .where(eq(courseBatches.id, batch.id));
  return first.length;
}

/** Gives back `n` seats of a locked batch (a cancellation, a lapse), then offers them to whoever waits. */
async function freeSeats(tx: Db, batch: BatchRow, n: number, now: Date): Promise<void> {
  if (n > 0) {
    await tx
      .update(courseBatches)
      .set({ seatsTaken: sql`${courseBatches.seatsTaken} - ${n}` })
      .where(eq(courseBatches.id, batch.id));
  }
  await offerFreeSeats(tx, { ...batch, seatsTaken: batch.seatsTaken - n }, now);
}

/**
 * Ends the offers of a locked batch that ran out by `now`: they lapse, and their seats go to the next in
 * line. Only offers still 'offered' change, so an instance that comes second changes nothing. Answers how many lapsed.
 */
export async function lapseOffers(tx: Db, batch: BatchRow, now: Date, onlyId?: string): Promise<number> {
  const lapsed = await tx
    .update(enrolments)
    .set({ seat: 'lapsed', offerClaimedUntil: null })
    .where(
      and(
        eq(enrolments.batchId, batch.id),
        eq(enrolments.seat, 'offered'),
        onlyId ? eq(enrolments.id, onlyId) : lte(enrolments.offerExpiresAt, now),
      ),
    )
    .returning({ id: enrolments.id });
  if (lapsed.length) await freeSeats(tx, batch, lapsed.length, now);
  return lapsed.length;
}

/** Staff end an enrolment: a held seat (confirmed or offered) goes back to the batch and on to whoever waits. */
export async function cancelSeat(tx: Db, batch: BatchRow, enrolment: { id: string; seat: SeatState | null }, now: Date): Promise<void> {
  await tx.update(enrolments).set({ seat: 'cancelled', offerClaimedUntil: null }).where(eq(enrolments.id, enrolment.id));
  const held = enrolment.seat === 'confirmed' || enrolment.seat === 'offered';
  await freeSeats(tx, batch, held ? 1 : 0, now);
}
