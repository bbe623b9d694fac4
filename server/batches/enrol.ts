/**
 * An enrolment (SPEC §3, §7), in the transaction its Idempotency-Key's answer is stored in: the course
 * must be published (decision 67); the student gets a seat in the batch they chose, or its waitlist when
 * it is full, and an enrolment that names no batch (queued by an app from before batches) goes to the
 * course's default batch (issue 38, decision 141). Nothing here refuses a full batch: an enrolment made
 * offline that arrives after the last seat went is waitlisted, and told so.
 */
import { and, eq, sql } from 'drizzle-orm';
import { BATCH_OUTCOME, OUTCOME, type EnrolmentRequest } from '../../src/contract';
import type { Db } from '../db/client';
import { courses, enrolments } from '../db/schema';
import { Rejection, type WriteResult } from '../http/idempotency';
import { fillEmptyProfile } from '../me/profile-offer';
import { bumpContentVersion } from '../reads/content-version';
import { batchName } from './batch-words';
import { placeInBatch, waitlistPosition, type Placement } from './seats';

type Enrolment = typeof enrolments.$inferSelect;

/** Seats that no longer hold anything: a student whose enrolment ended may enrol again. */
const ended = (row: Enrolment) => row.seat === 'cancelled' || row.seat === 'lapsed';

function alreadyEnrolled(row: Enrolment): WriteResult {
  return {
    status: 200,
    body: {
      success: true,
      message: 'You are already enrolled in this course.',
      data: { alreadyEnrolled: true, enrollmentId: row.id, batchId: row.batchId, seat: row.seat },
    },
  };
}

export async function enrol(db: Db, value: EnrolmentRequest, now: Date): Promise<WriteResult> {
  const { course: courseId, batch: named, ...details } = value;
  // A draft course is not there for students (decision 67).
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.published, true)));
  if (!course) return { status: 404, body: { success: false, message: 'Course not found' } };
  const [existing] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.studentId, value.studentId), eq(enrolments.courseId, courseId)));
  if (existing && !ended(existing)) return alreadyEnrolled(existing);

  const placement = await placeInBatch(db, courseId, named, now);
  const place = {
    batchId: placement?.batch.id ?? null,
    seat: placement?.seat ?? null,
    offerExpiresAt: null,
    offerClaimedUntil: null,
    offerSentAt: null,
  };
  let id: string;
  if (existing) {
    // Enrolling again after staff cancelled it, or an offer lapsed: the same row, a new place in line.
    await db
      .update(enrolments)
      .set({ ...details, ...place, status: 'new', handledAt: null, createdAt: now, lineNo: sql`nextval('enrollments_line_no_seq')` })
      .where(eq(enrolments.id, existing.id));
    id = existing.id;
  } else {
    const inserted = await db
      .insert(enrolments)
      .values({ ...details, courseId, ...place, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: enrolments.id });
    // The same student's other enrolment got in first: undo the seat this one took.
    if (!inserted.length) throw new Rejection(await racedAnswer(db, value.studentId, courseId));
    id = inserted[0]!.id;
    await db
      .update(courses)
      .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
      .where(eq(courses.id, courseId));
  }
  // The guard proved who this is and that they enrol themself: their empty profile fields take what they typed.
  await fillEmptyProfile(db, value.studentId, details);
  // The course's count and its batches' seats are content (its page shows them): the version moves with them.
  await bumpContentVersion(db);
  return { status: 201, body: await answer(db, id, placement) };
}

async function racedAnswer(db: Db, studentId: string, courseId: string): Promise<WriteResult> {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.studentId, studentId), eq(enrolments.courseId, courseId)));
  return row ? alreadyEnrolled(row) : { status: 409, body: { success: false, message: 'Please try again.' } };
}

async function answer(db: Db, id: string, placement: Placement | null): Promise<Record<string, unknown>> {
  const data = { alreadyEnrolled: false, enrollmentId: id, batchId: placement?.batch.id ?? null, seat: placement?.seat ?? null };
  if (!placement) return { success: true, message: OUTCOME.enrolledSuccessfully, data };
  const name = batchName(placement.batch);
  const moved = placement.moved ? `${BATCH_OUTCOME.movedToDefault(name)} ` : '';
  if (placement.seat === 'confirmed') return { success: true, message: moved + OUTCOME.enrolledSuccessfully, data };
  const waitlistPositionNow = (await waitlistPosition(db, id)) ?? 1;
  return {
    success: true,
    message: moved + BATCH_OUTCOME.waitlisted(name, waitlistPositionNow),
    data: { ...data, waitlistPosition: waitlistPositionNow },
  };
}
