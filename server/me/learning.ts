/** What "My learning" shows a student (issue 21): profile, enrolments, sessions, submissions, devices. */
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import { ACADEMY_TIME_ZONE, API_BASE, pathTo, ME_PATHS } from '../../src/contract';
import type { MyBatch, MyEnrolment, MyLearning, MyProfile, MySession, MySubmission } from '../../src/contract';
import { lastDay } from '../batches/batch-days';
import { waitlistPosition } from '../batches/seats';
import type { SessionStudent } from '../auth/session';
import type { Db } from '../db/client';
import {
  calendarFeeds,
  courseBatches,
  courses,
  enrolments,
  pushSubscriptions,
  registrations,
  sessionRegistrations,
  sessionReminders,
  students,
  videoLectures,
} from '../db/schema';
import { academyTime, phaseAt } from '../routes/time';
import { profileOffer } from './profile-offer';
import { loadSessions, sessionPagePath, type ScheduledSession } from './scheduled-sessions';

const RECENT_SUBMISSIONS = 20;
const RECENT_DAYS = 90;

export async function myLearning(db: Db, who: SessionStudent, now: Date): Promise<MyLearning> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.studentId, who.studentId));
  const [devices] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.studentId, who.studentId));
  const sessions = await mySessions(db, who.studentId, now);
  const profile = await myProfile(db, who);
  return {
    profile,
    profileOffer: await profileOffer(db, profile),
    enrolments: await myEnrolments(db, who.studentId),
    sessions: { upcoming: sessions.filter((s) => s.phase !== 'past'), past: sessions.filter((s) => s.phase === 'past').reverse() },
    submissions: await mySubmissions(db, who, now),
    calendarFeed: feed ? { createdAt: feed.createdAt.toISOString() } : null,
    pushDevices: devices?.n ?? 0,
    generatedAt: now.toISOString(),
  };
}

export async function myProfile(db: Db, who: SessionStudent): Promise<MyProfile> {
  const [row] = await db.select().from(students).where(eq(students.id, who.studentId));
  return {
    studentId: who.studentId,
    mobileNo: who.mobileNo,
    fullName: row?.fullName ?? null,
    email: row?.email ?? null,
    collegeName: row?.collegeName ?? null,
    registeredAt: row?.registeredAt?.toISOString() ?? null,
  };
}

async function myEnrolments(db: Db, studentId: string): Promise<MyEnrolment[]> {
  const rows = await db
    .select({ e: enrolments, courseId: courses.id, title: courses.title, duration: courses.duration, batch: courseBatches })
    .from(enrolments)
    .innerJoin(courses, eq(enrolments.courseId, courses.id))
    .leftJoin(courseBatches, eq(enrolments.batchId, courseBatches.id))
    .where(eq(enrolments.studentId, studentId))
    .orderBy(desc(enrolments.createdAt));
  const result: MyEnrolment[] = [];
  for (const { e, courseId, title, duration, batch } of rows) {
    const [first] = await db
      .select({ title: videoLectures.title })
      .from(videoLectures)
      .where(eq(videoLectures.courseId, courseId))
      .orderBy(asc(videoLectures.position))
      .limit(1);
    const ended = e.seat === 'cancelled' || e.seat === 'lapsed';
    result.push({
      enrollmentId: e.id,
      course: { _id: courseId, title, duration },
      status: ended ? 'ended' : 'active',
      startDate: batch?.startsOn ?? e.createdAt.toISOString(),
      nextStep: {
        label: first ? `Watch the first lecture: ${first.title}` : 'Open the course',
        path: `/courses/c/${encodeURIComponent(courseId)}`,
      },
      batch: batch && e.seat ? await myBatch(db, e, batch) : null,
    });
  }
  return result;
}

async function myBatch(db: Db, e: typeof enrolments.$inferSelect, batch: typeof courseBatches.$inferSelect): Promise<MyBatch> {
  const { id, startTime, endTime, mode, weekPart, language, location } = batch;
  const holdsSeat = e.seat === 'confirmed' || e.seat === 'offered';
  return {
    _id: id,
    startDate: batch.startsOn,
    endDate: lastDay(batch),
    mode,
    weekPart,
    classDays: batch.classDays as MyBatch['classDays'],
    startTime,
    endTime,
    language,
    location,
    seat: e.seat!,
    waitlistPosition: e.seat === 'waitlisted' ? ((await waitlistPosition(db, e.id)) ?? null) : null,
    offerExpiresAt: e.seat === 'offered' ? (e.offerExpiresAt?.toISOString() ?? null) : null,
    calendarPath: holdsSeat ? API_BASE + pathTo(ME_PATHS.enrolmentCalendar, { id: e.id }) : null,
  };
}

async function mySessions(db: Db, studentId: string, now: Date): Promise<MySession[]> {
  const rows = await db
    .select({
      id: sessionRegistrations.id,
      kind: sessionRegistrations.sessionKind,
      sessionId: sessionRegistrations.sessionId,
      createdAt: sessionRegistrations.createdAt,
    })
    .from(sessionRegistrations)
    .where(eq(sessionRegistrations.studentId, studentId));
  const reminded = new Set(
    (
      await db
        .select({ registrationId: sessionReminders.registrationId })
        .from(sessionReminders)
        .innerJoin(sessionRegistrations, eq(sessionReminders.registrationId, sessionRegistrations.id))
        .where(eq(sessionRegistrations.studentId, studentId))
    ).map((r) => r.registrationId),
  );
  const byKey = new Map(rows.map((r) => [`${r.kind}/${r.sessionId}`, r]));
  const sessions = await loadSessions(
    db,
    rows.map((r) => ({ kind: r.kind, id: r.sessionId })),
  );
  return sessions.map((s) => {
    const registration = byKey.get(`${s.kind}/${s.id}`)!;
    return mySession(s, registration.createdAt, reminded.has(registration.id), now);
  });
}

export function mySession(s: ScheduledSession, registeredAt: Date, reminders: boolean, now: Date): MySession {
  return {
    kind: s.kind,
    _id: s.id,
    title: s.title,
    startDate: s.startsAt.toISOString(),
    endDate: s.endsAt.toISOString(),
    startTime: academyTime(s.startsAt),
    endTime: academyTime(s.endsAt),
    timeZone: ACADEMY_TIME_ZONE,
    phase: phaseAt(s.startsAt, s.endsAt, now),
    join: s.join,
    pagePath: sessionPagePath(s.kind, s.id),
    calendarPath: API_BASE + pathTo(ME_PATHS.sessionCalendar, { kind: s.kind, id: s.id }),
    registeredAt: registeredAt.toISOString(),
    reminders,
  };
}

/**
 * Forms this student sent: enrolments (made with their session) and registrations sent from their own
 * number. A registration that only named their e-mail may be a stranger's and is not shown (decision 34).
 */
async function mySubmissions(db: Db, who: SessionStudent, now: Date): Promise<MySubmission[]> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const sent = await db
    .select({ id: registrations.id, createdAt: registrations.createdAt, program: registrations.selectedProgram })
    .from(registrations)
    .where(and(eq(registrations.mobileNo, who.mobileNo), gt(registrations.createdAt, since)))
    .orderBy(desc(registrations.createdAt))
    .limit(RECENT_SUBMISSIONS);
  const enrolled = await db
    .select({ id: enrolments.id, createdAt: enrolments.createdAt, title: courses.title })
    .from(enrolments)
    .innerJoin(courses, eq(enrolments.courseId, courses.id))
    .where(and(eq(enrolments.studentId, who.studentId), gt(enrolments.createdAt, since)))
    .orderBy(desc(enrolments.createdAt))
    .limit(RECENT_SUBMISSIONS);
  const all: MySubmission[] = [
    ...sent.map((r) => ({
      kind: 'registration' as const,
      id: r.id,
      sentAt: r.createdAt.toISOString(),
      summary: `Registration: ${r.program}`,
    })),
    ...enrolled.map((e) => ({
      kind: 'enrolment' as const,
      id: e.id,
      sentAt: e.createdAt.toISOString(),
      summary: `Enrollment: ${e.title}`,
    })),
  ];
  return all.sort((a, b) => b.sentAt.localeCompare(a.sentAt)).slice(0, RECENT_SUBMISSIONS);
}
