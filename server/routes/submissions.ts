/** The forms' POSTs: contact, registration, enrolment and feedback (SPEC §3, §5, §7, §8). */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { ContactRequest, EnrolmentRequest, FeedbackRequest, OUTCOME, RegistrationRequest } from '../../src/contract';
import { currentStudent } from '../auth/session';
import type { Db } from '../db/client';
import { contactMessages, courses, enrollments, feedbackSubmissions, students } from '../db/schema';
import { Rejection, type WriteResult } from '../http/idempotency';
import { postRoute, uniqueViolation, type Env, type WriteDeps } from '../http/json-post';

const MOBILE_TAKEN = 'This mobile number is already registered. Please log in instead.';
const EMAIL_TAKEN = 'This email is already registered. Please use another email or log in.';

const duplicate = (message: string, field: 'mobileNo' | 'email'): WriteResult => ({
  status: 409,
  body: { success: false, message, errors: { [field]: message } },
});

export function submissionRoutes(app: Hono<Env>, deps: WriteDeps) {
  postRoute(app, deps, {
    path: '/contact',
    struct: ContactRequest,
    async work(db, value) {
      const [row] = await db.insert(contactMessages).values({ ...value, createdAt: deps.clock() }).returning({ id: contactMessages.id });
      return { status: 201, body: { success: true, message: OUTCOME.messageSent, data: { id: row!.id } } };
    },
  });

  postRoute(app, deps, {
    path: '/student/register',
    struct: RegistrationRequest,
    async work(db, value) {
      const now = deps.clock();
      const [existing] = await db.select().from(students).where(eq(students.mobileNo, value.mobileNo));
      if (existing?.registeredAt) return duplicate(MOBILE_TAKEN, 'mobileNo');
      const emailOwner = await db
        .select({ id: students.id })
        .from(students)
        .where(
          and(
            sql`lower(${students.email}) = lower(${value.email})`,
            existing ? ne(students.id, existing.id) : undefined,
          ),
        );
      if (emailOwner.length) return duplicate(EMAIL_TAKEN, 'email');
      const details = { ...value, registeredAt: now };
      try {
        // A student who logged in by OTP before registering already has a row: registering completes it.
        const [row] = existing
          ? await db.update(students).set(details).where(eq(students.id, existing.id)).returning({ id: students.id })
          : await db.insert(students).values({ ...details, createdAt: now }).returning({ id: students.id });
        return { status: 201, body: { success: true, message: OUTCOME.registrationSuccessful, data: { studentId: row!.id } } };
      } catch (err) {
        // Another registration for the same number or e-mail committed between our check and our write.
        const clash = uniqueViolation(err);
        if (clash) throw new Rejection(clash.constraint.includes('email') ? duplicate(EMAIL_TAKEN, 'email') : duplicate(MOBILE_TAKEN, 'mobileNo'));
        throw err;
      }
    },
  });

  postRoute(app, deps, {
    path: '/enrollments/enroll',
    struct: EnrolmentRequest,
    async guard(c, value) {
      const student = await currentStudent(c, deps.db, deps.clock());
      if (!student) return { status: 401, body: { success: false, message: 'Please log in to enroll.' } };
      if (student.studentId !== value.studentId) {
        return { status: 403, body: { success: false, message: 'You can only enroll yourself. Please log in again.' } };
      }
      return undefined;
    },
    async work(db, value) {
      const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, value.course));
      if (!course) return { status: 404, body: { success: false, message: 'Course not found' } };
      const { course: courseId, ...details } = value;
      const inserted = await db
        .insert(enrollments)
        .values({ ...details, courseId, createdAt: deps.clock() })
        .onConflictDoNothing()
        .returning({ id: enrollments.id });
      if (!inserted.length) {
        return { status: 200, body: { success: true, message: 'You are already enrolled in this course.', data: { alreadyEnrolled: true } } };
      }
      await bumpEnrolledCount(db, courseId);
      return { status: 201, body: { success: true, message: OUTCOME.enrolledSuccessfully, data: { alreadyEnrolled: false, enrollmentId: inserted[0]!.id } } };
    },
  });

  postRoute(app, deps, {
    path: '/feedback',
    struct: FeedbackRequest,
    sharesPathWithGet: true,
    async work(db, { ratings, ...person }) {
      const [row] = await db
        .insert(feedbackSubmissions)
        .values({ ...person, ...ratings, createdAt: deps.clock() })
        .returning({ id: feedbackSubmissions.id });
      return { status: 201, body: { success: true, message: OUTCOME.feedbackThanks, data: { id: row!.id } } };
    },
  });
}

async function bumpEnrolledCount(db: Db, courseId: string) {
  await db
    .update(courses)
    .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
    .where(eq(courses.id, courseId));
}
