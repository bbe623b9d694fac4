/** The forms' POSTs: contact, registration, enrolment and feedback (SPEC §3, §5, §7, §8). */
import type { Hono } from 'hono';
import { OUTCOME, WRITES } from '../../src/contract';
import { attachRegistration, issueRegistrationClaim } from '../auth/registration-claim';
import { currentStudent } from '../auth/session';
import { contactMessages, feedbackSubmissions, registrations } from '../db/schema';
import { postRoute, type Env, type WriteDeps } from '../http/json-post';
import { enrol } from '../batches/enrol';

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
    work: (db, value) => enrol(db, value, deps.clock()),
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
