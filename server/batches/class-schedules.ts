/**
 * A student's batches as calendar events (issue 38): one recurring event per batch whose seat is theirs
 * (confirmed, or held for them by an offer), for the private feed and for one enrolment's .ics.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ClassSchedule } from '../calendar/icalendar';
import type { Db } from '../db/client';
import { courseBatches, courses, enrolments } from '../db/schema';
import { lastDay } from './batch-days';

const MODES = { online: 'online', offline: 'in person', hybrid: 'online and in person' } as const;

export async function classSchedulesOf(db: Db, studentId: string, origin: string, enrolmentId?: string): Promise<ClassSchedule[]> {
  const rows = await db
    .select({ enrolmentId: enrolments.id, batch: courseBatches, title: courses.title, courseId: courses.id })
    .from(enrolments)
    .innerJoin(courseBatches, eq(enrolments.batchId, courseBatches.id))
    .innerJoin(courses, eq(enrolments.courseId, courses.id))
    .where(
      and(
        eq(enrolments.studentId, studentId),
        inArray(enrolments.seat, ['confirmed', 'offered']),
        enrolmentId ? eq(enrolments.id, enrolmentId) : undefined,
      ),
    );
  return rows
    .filter((r) => r.batch.status !== 'cancelled')
    .map(({ batch, title, courseId }) => ({
      uid: `batch-${batch.id}`,
      title: `${title} (${batch.weekPart} batch)`,
      description: `Classes ${MODES[batch.mode]}, in ${batch.language}. Times are India time.`,
      location: batch.location ?? undefined,
      startDate: batch.startsOn,
      endDate: lastDay(batch),
      classDays: batch.classDays,
      startTime: batch.startTime,
      endTime: batch.endTime,
      pageUrl: `${origin}/courses/c/${encodeURIComponent(courseId)}`,
    }));
}
