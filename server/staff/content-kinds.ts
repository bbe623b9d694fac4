/**
 * The kinds of content the console edits: for each, its table, the contract struct its body must pass,
 * how a body becomes row values, and what belongs to a record besides its row (a course's lectures and
 * notes). Bodies use the tables' own field names, so a record reads back the way it was sent.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Struct } from 'superstruct';
import {
  BatchBody,
  batchProblem,
  CourseBody,
  EventBody,
  InternshipSessionBody,
  scheduleProblem,
  MentorBody,
  SessionCategoryBody,
  TestimonialBody,
  WebinarBody,
  WorkshopBody,
  type ContentKind,
} from '../../src/contract/staff';
import { lockBatch, offerFreeSeats } from '../batches/seats';
import type { Db } from '../db/client';
import { withContinuedIds } from './child-rows';
import {
  courseBatches,
  courseNotes,
  courses,
  enrolments,
  events,
  internshipSessions,
  sessionCategories,
  testimonials,
  trainers,
  videoLectures,
  webinars,
  workshops,
} from '../db/schema';

export type EditorialTable =
  | typeof trainers
  | typeof courses
  | typeof testimonials
  | typeof sessionCategories
  | typeof events
  | typeof webinars
  | typeof workshops
  | typeof internshipSessions
  | typeof courseBatches;

export type Values = Record<string, unknown>;

export interface KindDefinition {
  kind: ContentKind;
  /** Names the thing in messages and in the audit log ("Course not found"). */
  label: string;
  table: EditorialTable;
  struct: Struct<Values, unknown>;
  /** Row values from a validated body (dates parsed, children left out). */
  values(body: Values): Values | { error: Record<string, string> };
  /** What belongs to a record besides its row, read with it and replaced with it. */
  children?: {
    load(db: Db, id: string): Promise<Values>;
    replace(db: Db, id: string, body: Values): Promise<void>;
  };
  /** Why a record may not be deleted (null: it may). */
  deleteRefusal?(db: Db, id: string): Promise<string | null>;
  /** The console's list, when it shows more than the rows (a batch's course title). */
  list?(db: Db): Promise<Values[]>;
  /** Field messages for the table's CHECK constraints a change may break, by constraint name. */
  checks?: Record<string, Record<string, string>>;
  /** Runs in the transaction of a change to a record (a batch with more seats offers them to whoever waits). */
  afterChange?(db: Db, id: string, now: Date): Promise<void>;
}

const asStruct = <T>(struct: Struct<T, unknown>) => struct as unknown as Struct<Values, unknown>;

/** Sessions carry instants as text on the wire; the end may not come before the start. */
function scheduledValues(body: Values): Values | { error: Record<string, string> } {
  const { startsAt, endsAt, ...rest } = body;
  const problem = scheduleProblem(startsAt, endsAt);
  if (problem) return { error: problem };
  return { ...rest, startsAt: new Date(String(startsAt)), endsAt: new Date(String(endsAt)) };
}

const withoutKeys = (body: Values, ...keys: string[]) => Object.fromEntries(Object.entries(body).filter(([k]) => !keys.includes(k)));

type Lecture = { title: string; duration: string; contentUrl: string };
type Note = { title: string; content: string; file: string | null };

const courseChildren: KindDefinition['children'] = {
  async load(db, id) {
    const [lectures, notes] = await Promise.all([
      db.select().from(videoLectures).where(eq(videoLectures.courseId, id)).orderBy(asc(videoLectures.position)),
      db.select().from(courseNotes).where(eq(courseNotes.courseId, id)).orderBy(asc(courseNotes.position)),
    ]);
    return {
      videolectures: lectures.map((l) => ({ title: l.title, duration: l.duration, contentUrl: l.contentUrl })),
      notes: notes.map((n) => ({ title: n.title, content: n.content, file: n.file })),
    };
  },
  async replace(db, id, body) {
    const saved = (table: typeof videoLectures | typeof courseNotes) =>
      db.select({ id: table.id, title: table.title, position: table.position }).from(table).where(eq(table.courseId, id));
    const [savedLectures, savedNotes] = await Promise.all([saved(videoLectures), saved(courseNotes)]);
    const lectures = withContinuedIds(savedLectures, id, (body.videolectures ?? []) as Lecture[]);
    const notes = withContinuedIds(savedNotes, id, (body.notes ?? []) as Note[]);
    await db.delete(videoLectures).where(eq(videoLectures.courseId, id));
    await db.delete(courseNotes).where(eq(courseNotes.courseId, id));
    if (lectures.length) await db.insert(videoLectures).values(lectures);
    if (notes.length) await db.insert(courseNotes).values(notes);
  },
};

/** A batch's fields must agree (batchProblem); its seats are the server's to count, never sent. */
function batchValues(body: Values): Values | { error: Record<string, string> } {
  const problem = batchProblem(body);
  return problem ? { error: problem } : body;
}

const batchKind: KindDefinition = {
  kind: 'batches',
  label: 'Batch',
  table: courseBatches,
  struct: asStruct(BatchBody),
  values: batchValues,
  // Its course's title names the batch in the console (never saved: the body's fields are the batch's own).
  children: {
    async load(db, id) {
      const [row] = await db
        .select({ courseTitle: courses.title })
        .from(courseBatches)
        .innerJoin(courses, eq(courseBatches.courseId, courses.id))
        .where(eq(courseBatches.id, id));
      return { courseTitle: row?.courseTitle ?? null };
    },
    async replace() {},
  },
  checks: { course_batches_seats_taken_check: { seats: 'Seats may not be fewer than the seats already taken or held for an offer' } },
  async list(db) {
    const rows = await db
      .select({ batch: courseBatches, courseTitle: courses.title })
      .from(courseBatches)
      .leftJoin(courses, eq(courseBatches.courseId, courses.id))
      .orderBy(asc(courseBatches.startsOn), asc(courseBatches.startTime));
    return rows.map(({ batch, courseTitle }) => ({ ...batch, courseTitle }));
  },
  // A batch with students in it keeps their enrolments' history: close or cancel it instead.
  async deleteRefusal(db, id) {
    const [row] = await db
      .select({ n: count() })
      .from(enrolments)
      .where(and(eq(enrolments.batchId, id), inArray(enrolments.seat, ['confirmed', 'waitlisted', 'offered'])));
    return row && row.n > 0 ? `${row.n} student(s) have a seat in this batch or wait for one: close or cancel it instead.` : null;
  },
  async afterChange(db, id, now) {
    const batch = await lockBatch(db, id);
    if (batch) await offerFreeSeats(db, batch, now);
  },
};

export const KINDS: Record<ContentKind, KindDefinition> = {
  courses: {
    kind: 'courses',
    label: 'Course',
    table: courses,
    struct: asStruct(CourseBody),
    values: (body) => withoutKeys(body, 'videolectures', 'notes'),
    children: courseChildren,
    // Deleting a course would delete its students' enrolments with it (the foreign key cascades).
    async deleteRefusal(db, id) {
      const [row] = await db.select({ n: count() }).from(enrolments).where(eq(enrolments.courseId, id));
      return row && row.n > 0 ? `${row.n} student(s) are enrolled in this course: unpublish it instead.` : null;
    },
  },
  mentors: { kind: 'mentors', label: 'Mentor', table: trainers, struct: asStruct(MentorBody), values: (body) => body },
  testimonials: {
    kind: 'testimonials',
    label: 'Testimonial',
    table: testimonials,
    struct: asStruct(TestimonialBody),
    values: (body) => body,
  },
  'session-categories': {
    kind: 'session-categories',
    label: 'Session category',
    table: sessionCategories,
    struct: asStruct(SessionCategoryBody),
    values: (body) => body,
  },
  events: {
    kind: 'events',
    label: 'Event',
    table: events,
    struct: asStruct(EventBody),
    // The agenda's entries have ids of their own on the site (list keys): kept by the server, not sent.
    values: (body) => {
      const scheduled = scheduledValues(body);
      if ('error' in scheduled) return scheduled;
      const agenda = (body.agenda ?? []) as { time: string; activity: string }[];
      return { ...scheduled, agenda: agenda.map((a) => ({ _id: randomUUID(), ...a })) };
    },
  },
  webinars: { kind: 'webinars', label: 'Webinar', table: webinars, struct: asStruct(WebinarBody), values: scheduledValues },
  workshops: { kind: 'workshops', label: 'Workshop', table: workshops, struct: asStruct(WorkshopBody), values: scheduledValues },
  'internship-sessions': {
    kind: 'internship-sessions',
    label: 'Internship session',
    table: internshipSessions,
    struct: asStruct(InternshipSessionBody),
    values: scheduledValues,
  },
  batches: batchKind,
};

export function kindOf(name: string | undefined): KindDefinition | null {
  return name !== undefined && Object.hasOwn(KINDS, name) ? KINDS[name as ContentKind] : null;
}
