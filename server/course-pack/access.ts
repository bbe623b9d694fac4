/**
 * Who may have a course's pack (decision 160): an enrolled student and the academy's staff get all of it;
 * anyone else (a visitor, a student not enrolled in this course) the syllabus and the sample note. Read
 * from the session and the database on every request, never from a cookie the browser can write. An
 * enrollment in a course with batches counts once its seat is confirmed (issue 38): a place on the waitlist, a
 * seat offered but not yet accepted, or one cancelled or lapsed gets the sample.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Context } from 'hono';
import type { PackAccess } from '../../src/contract/course-pack';
import { currentStudent } from '../auth/session';
import type { Db } from '../db/client';
import { enrolments } from '../db/schema';
import { staffMemberOf } from '../staff/roles';

export async function packAccessOf(c: Context, db: Db, now: Date, courseId: string): Promise<{ access: PackAccess; signedIn: boolean }> {
  const student = await currentStudent(c, db, now);
  if (!student) return { access: 'sample', signedIn: false };
  const [enrolled] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.studentId, student.studentId),
        eq(enrolments.courseId, courseId),
        or(isNull(enrolments.seat), eq(enrolments.seat, 'confirmed')),
      ),
    )
    .limit(1);
  // Staff read what they publish (the console's previews of a note's PDF go through here).
  const full = Boolean(enrolled) || Boolean(await staffMemberOf(db, student));
  return { access: full ? 'full' : 'sample', signedIn: true };
}
