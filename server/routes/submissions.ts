/** The forms' POSTs: contact, registration, enrolment and feedback (SPEC §3, §5, §7, §8). */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { OUTCOME, WRITES, type RegistrationRequest } from '../../src/contract';
import { currentStudent } from '../auth/session';
import type { Db } from '../db/client';
import { contactMessages, courses, enrolments, feedbackSubmissions, registrations, students } from '../db/schema';
import { postRoute, uniqueViolation, type Env, type WriteDeps } from '../http/json-post';
import { bumpContentVersion } from '../reads/content-version';

export function submissionRoutes(app: Hono<Env>, deps: WriteDeps) {
  contactRoute(app, deps);
  registrationRoute(app, deps);
  enrolmentRoute(app, deps);
  feedbackRoute(app, deps);
}

function contactRoute(app: Hono<Env>, deps: WriteDeps) {
  postRoute(app, deps, {
    path: WRITES.contact.path,
    struct: WRITES.contact.request,
    async work(db, value) {
      const [row] = await db
        .insert(contactMessages)
        .values({ ...value, createdAt: deps.clock() })
        .returning({ id: contactMessages.id });
      return { status: 201, body: { success: true, message: OUTCOME.messageSent, data: { id: row!.id } } };
    },
  });
}

function registrationRoute(app: Hono<Env>, deps: WriteDeps) {
  postRoute(app, deps, {
    path: WRITES.registration.path,
    struct: WRITES.registration.request,
    async work(db, value) {
      const now = deps.clock();
      // The same answer whether or not the number or e-mail is known: ownership is proven by OTP login,
      // and a registration form must not tell a stranger who studies here (docs/DECISIONS.md 34).
      const outcome = await registerStudent(db, value, now);
      const [row] = await db
        .insert(registrations)
        .values({ ...value, studentId: outcome.studentId, outcome: outcome.kind, createdAt: now })
        .returning({ id: registrations.id });
      return { status: 201, body: { success: true, message: OUTCOME.registrationSuccessful, data: { registrationId: row!.id } } };
    },
  });
}

function enrolmentRoute(app: Hono<Env>, deps: WriteDeps) {
  postRoute(app, deps, {
    path: WRITES.enrolment.path,
    struct: WRITES.enrolment.request,
    async guard(c, value) {
      const student = await currentStudent(c, deps.db, deps.clock());
      if (!student) return { status: 401, body: { success: false, message: 'Please log in to enroll.' } };
      if (student.studentId !== value.studentId) {
        return { status: 403, body: { success: false, message: 'You can only enroll yourself. Please log in again.' } };
      }
      return undefined;
    },
    async work(db, value) {
      // A draft course is not there for students (decision 67).
      const [course] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, value.course), eq(courses.published, true)));
      if (!course) return { status: 404, body: { success: false, message: 'Course not found' } };
      const { course: courseId, ...details } = value;
      const inserted = await db
        .insert(enrolments)
        .values({ ...details, courseId, createdAt: deps.clock() })
        .onConflictDoNothing()
        .returning({ id: enrolments.id });
      if (!inserted.length) {
        return {
          status: 200,
          body: { success: true, message: 'You are already enrolled in this course.', data: { alreadyEnrolled: true } },
        };
      }
      await bumpEnrolledCount(db, courseId);
      return {
        status: 201,
        body: { success: true, message: OUTCOME.enrolledSuccessfully, data: { alreadyEnrolled: false, enrollmentId: inserted[0]!.id } },
      };
    },
  });
}

function feedbackRoute(app: Hono<Env>, deps: WriteDeps) {
  postRoute(app, deps, {
    path: WRITES.feedback.path,
    struct: WRITES.feedback.request,
    async work(db, { ratings, ...person }) {
      const [row] = await db
        .insert(feedbackSubmissions)
        .values({ ...person, ...ratings, createdAt: deps.clock() })
        .returning({ id: feedbackSubmissions.id });
      return { status: 201, body: { success: true, message: OUTCOME.feedbackThanks, data: { id: row!.id } } };
    },
  });
}

type RegistrationOutcome = { kind: 'new' | 'known-mobile' | 'known-email'; studentId: string | null };

/** Registers a new student, or completes the row an OTP login made; a known number or e-mail changes nothing. */
async function registerStudent(db: Db, value: RegistrationRequest, now: Date): Promise<RegistrationOutcome> {
  const [existing] = await db.select().from(students).where(eq(students.mobileNo, value.mobileNo));
  if (existing?.registeredAt) return { kind: 'known-mobile', studentId: existing.id };
  const emailOwner = await db
    .select({ id: students.id })
    .from(students)
    .where(and(sql`lower(${students.email}) = lower(${value.email})`, existing ? ne(students.id, existing.id) : undefined));
  if (emailOwner.length) return { kind: 'known-email', studentId: emailOwner[0]!.id };
  const details = { ...value, registeredAt: now };
  // A concurrent registration of the same number or e-mail makes this insert fail; the savepoint keeps
  // the transaction (and the registration row) alive so the sender still gets the same answer.
  try {
    const [row] = await db.transaction(async (sp) =>
      existing
        ? sp.update(students).set(details).where(eq(students.id, existing.id)).returning({ id: students.id })
        : sp
            .insert(students)
            .values({ ...details, createdAt: now })
            .returning({ id: students.id }),
    );
    return { kind: 'new', studentId: row!.id };
  } catch (err) {
    const clash = uniqueViolation(err);
    if (!clash) throw err;
    return { kind: clash.constraint.includes('email') ? 'known-email' : 'known-mobile', studentId: null };
  }
}

/** The course's count is content (its page shows it): the content version moves with it, in the same transaction. */
async function bumpEnrolledCount(db: Db, courseId: string) {
  await db
    .update(courses)
    .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
    .where(eq(courses.id, courseId));
  await bumpContentVersion(db);
}
