/**
 * The forms' POSTs: contact, registration, enrolment and feedback (SPEC §3, §5, §7, §8), and the call back
 * request (issue 39). Each but feedback joins the lead of its mobile number in the same transaction
 * (server/leads/intake.ts), with the source that travels beside the form's fields.
 */
import { and, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { OUTCOME, WRITES } from '../../src/contract';
import { readVisitSource } from '../../src/contract/visit-source';
import { attachRegistration, issueRegistrationClaim } from '../auth/registration-claim';
import { currentStudent } from '../auth/session';
import { enrol } from '../batches/enrol';
import type { Db } from '../db/client';
import { callbackRequests, contactMessages, courses, feedbackSubmissions, registrations, students } from '../db/schema';
import { postRoute, type Env, type WriteDeps } from '../http/json-post';
import { joinLead } from '../leads/intake';

export function submissionRoutes(app: Hono<Env>, deps: WriteDeps) {
  contactRoute(app, deps);
  registrationRoute(app, deps);
  enrolmentRoute(app, deps);
  feedbackRoute(app, deps);
  callbackRoute(app, deps);
}

/** Where the form says it came from (issue 39): beside its fields, kept only when it is what a browser sends. */
const sourceOf = (c: Context<Env>) => readVisitSource((c.get('body') as { source?: unknown } | undefined)?.source);

/** Whoever sent it is signed in with this very number: the lead's number is then proven. */
async function provenBy(c: Context<Env>, db: Db, now: Date, mobileNo: string): Promise<boolean> {
  return (await currentStudent(c, db, now))?.mobileNo === mobileNo;
}

function contactRoute(app: Hono<Env>, deps: WriteDeps) {
  postRoute(app, deps, {
    path: WRITES.contact.path,
    struct: WRITES.contact.request,
    async work(db, value, c) {
      const now = deps.clock();
      const [row] = await db
        .insert(contactMessages)
        .values({ ...value, createdAt: now })
        .returning({ id: contactMessages.id });
      const proven = await provenBy(c, db, now, value.phone);
      const lead = { kind: 'contact', submissionId: row!.id, name: value.name, mobileNo: value.phone, email: value.email, proven } as const;
      await joinLead(db, { ...lead, source: sourceOf(c), detail: { message: value.message } }, now, deps.leads);
      return { status: 201, body: { success: true, message: OUTCOME.messageSent, data: { id: row!.id } } };
    },
  });
}

function registrationRoute(app: Hono<Env>, deps: WriteDeps) {
  postRoute(app, deps, {
    path: WRITES.registration.path,
    struct: WRITES.registration.request,
    async work(db, value, c) {
      const now = deps.clock();
      const [row] = await db
        .insert(registrations)
        .values({ ...value, studentId: null, outcome: 'pending', createdAt: now })
        .returning({ id: registrations.id });
      // Details reach an account only from someone who proved its number (decision 92): a student signed in
      // with it now, or this browser's OTP login later. The answer is the same either way: it must not tell
      // a stranger who studies here (decision 34).
      const signedIn = await currentStudent(c, db, now);
      if (signedIn?.mobileNo === value.mobileNo) await attachRegistration(db, row!.id, signedIn.studentId, now);
      const lead = {
        kind: 'registration',
        submissionId: row!.id,
        name: value.fullName,
        mobileNo: value.mobileNo,
        email: value.email,
      } as const;
      const course = { courseTitle: value.selectedProgram, proven: signedIn?.mobileNo === value.mobileNo };
      await joinLead(db, { ...lead, ...course, source: sourceOf(c), detail: { collegeName: value.collegeName } }, now, deps.leads);
      return { status: 201, body: { success: true, message: OUTCOME.registrationSuccessful, data: { registrationId: row!.id } } };
    },
    async after(c, result) {
      const id = (result.body.data as { registrationId?: string } | undefined)?.registrationId;
      if (result.status === 201 && id) await issueRegistrationClaim(c, deps.db, id, deps.trustProxy);
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
    async work(db, value, c) {
      const result = await enrol(db, value, deps.clock());
      // A new enrollment (a seat, or a place on a waitlist) joins the lead; a repeat or a refusal does not.
      const enrollmentId = result.status === 201 ? (result.body.data as { enrollmentId?: string } | undefined)?.enrollmentId : undefined;
      if (enrollmentId) await enrolmentLead(db, deps, c, { ...value, enrollmentId });
      return result;
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

/** The enrolment joins the lead of the number the student proved by logging in (the guard checked who it is). */
async function enrolmentLead(
  db: Db,
  deps: WriteDeps,
  c: Context<Env>,
  e: { studentId: string; enrollmentId: string; fullName: string; email: string; course: string },
) {
  const [student] = await db.select({ mobileNo: students.mobileNo }).from(students).where(eq(students.id, e.studentId));
  const [course] = await db.select({ title: courses.title }).from(courses).where(eq(courses.id, e.course));
  if (!student || !course) return;
  const lead = { kind: 'enrolment', submissionId: e.enrollmentId, name: e.fullName, mobileNo: student.mobileNo, email: e.email } as const;
  const about = { courseId: e.course, courseTitle: course.title, proven: true };
  await joinLead(db, { ...lead, ...about, source: sourceOf(c), detail: {} }, deps.clock(), deps.leads);
}

function callbackRoute(app: Hono<Env>, deps: WriteDeps) {
  postRoute(app, deps, {
    path: WRITES.callback.path,
    struct: WRITES.callback.request,
    async work(db, value, c) {
      const now = deps.clock();
      // A course unpublished since the form's list was loaded is no reason to lose the request: it is kept without it.
      const [course] = value.course
        ? await db
            .select({ id: courses.id, title: courses.title })
            .from(courses)
            .where(and(eq(courses.id, value.course), eq(courses.published, true)))
        : [];
      const [row] = await db
        .insert(callbackRequests)
        .values({
          name: value.name,
          mobileNo: value.mobileNo,
          courseId: course?.id ?? null,
          preferredTime: value.preferredTime,
          createdAt: now,
        })
        .returning({ id: callbackRequests.id });
      const proven = await provenBy(c, db, now, value.mobileNo);
      const lead = { kind: 'callback', submissionId: row!.id, name: value.name, mobileNo: value.mobileNo, proven } as const;
      const about = { courseId: course?.id ?? null, courseTitle: course?.title ?? null };
      await joinLead(db, { ...lead, ...about, source: sourceOf(c), detail: { preferredTime: value.preferredTime } }, now, deps.leads);
      return { status: 201, body: { success: true, message: WRITES.callback.success, data: { id: row!.id } } };
    },
  });
}
