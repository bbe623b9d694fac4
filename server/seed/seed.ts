/**
 * Seeds the demo content once per database. Callers hold the migration advisory lock, so the
 * "already seeded?" check and the inserts cannot interleave with another instance's.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { buildBatches, DEMO_STUDENTS } from './batches';
import { COURSES, HOSTED_ELSEWHERE_INDEX, hostedLectureUrl, SAMPLE_LECTURE_FILE } from './courses';
import { MENTORS } from './mentors';
import { TESTIMONIALS } from './testimonials';
import { buildEvents, buildInternshipSessions, buildWebinars, buildWorkshops, CATEGORIES } from './sessions';
import { UPLOADS } from '../../src/contract';

const SEEDED_KEY = 'demo_seeded_at';

export async function seedDemoContent(db: Db, now: Date): Promise<boolean> {
  const seeded = await db.select().from(t.appMeta).where(eq(t.appMeta.key, SEEDED_KEY));
  if (seeded.length > 0) return false;

  await db.transaction(async (tx) => {
    const trainerIds = new Map<string, string>();
    for (const [position, { key, ...mentor }] of MENTORS.entries()) {
      const [row] = await tx
        .insert(t.trainers)
        .values({ ...mentor, position })
        .returning({ id: t.trainers.id });
      trainerIds.set(key, row!.id);
    }

    const courseIds = new Map<string, string>();
    for (const [position, course] of COURSES.entries()) {
      const { key, trainer, lectures, notes, ...fields } = course;
      const [row] = await tx
        .insert(t.courses)
        .values({ ...fields, coverImage: courseCoverName(key), trainerId: trainerIds.get(trainer) ?? null, position })
        .returning({ id: t.courses.id });
      const courseId = row!.id;
      courseIds.set(key, courseId);
      if (lectures.length) {
        await tx.insert(t.videoLectures).values(
          lectures.map((l, i) => ({
            ...l,
            courseId,
            position: i,
            contentUrl: i === HOSTED_ELSEWHERE_INDEX ? hostedLectureUrl(l.title) : UPLOADS.courseLectures + SAMPLE_LECTURE_FILE,
          })),
        );
      }
      if (notes.length) {
        await tx
          .insert(t.courseNotes)
          .values(notes.map(({ withFile, ...n }, i) => ({ ...n, courseId, position: i, file: withFile ? noteFileName(key, i) : null })));
      }
    }

    await tx.insert(t.testimonials).values(
      TESTIMONIALS.map(({ course, ...rest }, position) => ({
        ...rest,
        position,
        courseId: course ? (courseIds.get(course) ?? null) : null,
      })),
    );

    await seedBatches(tx, courseIds, now);

    await tx.insert(t.sessionCategories).values(CATEGORIES.map((c, position) => ({ ...c, position })));
    await tx.insert(t.events).values(buildEvents(now));
    await tx.insert(t.webinars).values(buildWebinars(now));
    await tx.insert(t.workshops).values(buildWorkshops(now));
    await tx.insert(t.internshipSessions).values(buildInternshipSessions(now));

    await tx.insert(t.appMeta).values({ key: SEEDED_KEY, value: now.toISOString() });
  });
  return true;
}

/** Each course's demo batches; the full one gets demo students in its seats and on its waitlist. */
async function seedBatches(tx: Db, courseIds: Map<string, string>, now: Date) {
  for (const { courseKey, confirmed = 0, waiting = 0, ...batch } of buildBatches([...courseIds.keys()], now)) {
    const courseId = courseIds.get(courseKey)!;
    const [row] = await tx
      .insert(t.courseBatches)
      .values({ ...batch, courseId })
      .returning({ id: t.courseBatches.id });
    if (confirmed + waiting > 0) await seedBatchStudents(tx, courseId, row!.id, confirmed, waiting, now);
  }
}

async function seedBatchStudents(tx: Db, courseId: string, batchId: string, confirmed: number, waiting: number, now: Date) {
  const people = DEMO_STUDENTS.slice(0, confirmed + waiting);
  const students = await tx
    .insert(t.students)
    .values(people.map((p) => ({ ...p, registeredAt: now })))
    .returning({ id: t.students.id });
  const [course] = await tx.select({ title: t.courses.title }).from(t.courses).where(eq(t.courses.id, courseId));
  await tx.insert(t.enrolments).values(
    people.map((p, i) => ({
      ...p,
      studentId: students[i]!.id,
      courseId,
      batchId,
      selectedProgram: course!.title,
      seat: i < confirmed ? ('confirmed' as const) : ('waitlisted' as const),
      // In line in the order they enrolled: a minute apart, the last a day before the seed.
      createdAt: new Date(now.getTime() - 86_400_000 - (people.length - i) * 60_000),
    })),
  );
}

/** The attached PDF of a course note; the asset generator writes the same names. */
export function noteFileName(courseKey: string, index: number): string {
  return `${courseKey}-note-${index + 1}.pdf`;
}

/** The demo course's cover picture (drawn by scripts/generate-demo-assets.ts from its technologies' logos). */
export function courseCoverName(courseKey: string): string {
  return `${courseKey}.svg`;
}
