/**
 * An enrollment's name and e-mail and the student's profile (issue 36, decision 114). The enrolment route runs
 * only for a proven, signed-in student enrolling themself (decision 92), so what they typed may fill the
 * fields of their profile that are still empty; a filled field is never overwritten. Where the newest
 * enrollment made since the student last decided their profile says something else, My learning asks.
 */
import { and, desc, eq, gt, sql, type AnyColumn } from 'drizzle-orm';
import type { MyProfile, ProfileOffer } from '../../src/contract';
import type { Db } from '../db/client';
import { courses, enrolments, students } from '../db/schema';

/** Fills the empty fields of the student's profile (an empty string counts as empty), in the enrollment's transaction. */
export async function fillEmptyProfile(db: Db, studentId: string, typed: { fullName: string; email: string; collegeName: string }) {
  const emptyOr = (column: AnyColumn, value: string) => sql`coalesce(nullif(btrim(${column}), ''), ${value})`;
  await db
    .update(students)
    .set({
      fullName: emptyOr(students.fullName, typed.fullName),
      email: emptyOr(students.email, typed.email),
      collegeName: emptyOr(students.collegeName, typed.collegeName),
    })
    .where(eq(students.id, studentId));
}

/** The student decided their profile (saved it, or kept it over an enrollment's details): nothing older is offered. */
export async function profileDecided(db: Db, studentId: string, now: Date) {
  await db.update(students).set({ profileDecidedAt: now }).where(eq(students.id, studentId));
}

const sameName = (a: string | null, b: string) => (a ?? '').trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');
const sameEmail = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/** The newest enrollment since the student last decided, when its name or e-mail differs from the profile's. */
export async function profileOffer(db: Db, profile: MyProfile): Promise<ProfileOffer | null> {
  const [student] = await db.select({ decidedAt: students.profileDecidedAt }).from(students).where(eq(students.id, profile.studentId));
  const [latest] = await db
    .select({
      id: enrolments.id,
      createdAt: enrolments.createdAt,
      fullName: enrolments.fullName,
      email: enrolments.email,
      title: courses.title,
    })
    .from(enrolments)
    .innerJoin(courses, eq(enrolments.courseId, courses.id))
    .where(and(eq(enrolments.studentId, profile.studentId), student?.decidedAt ? gt(enrolments.createdAt, student.decidedAt) : undefined))
    .orderBy(desc(enrolments.createdAt))
    .limit(1);
  if (!latest) return null;
  const fullName = sameName(profile.fullName, latest.fullName) ? null : latest.fullName;
  const email = sameEmail(profile.email, latest.email) ? null : latest.email;
  if (fullName === null && email === null) return null;
  return { enrollmentId: latest.id, courseTitle: latest.title, sentAt: latest.createdAt.toISOString(), fullName, email };
}
