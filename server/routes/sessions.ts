/** Read routes of the SkillUp Center: categories, events, webinars, workshops, internship sessions. */
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  READS,
  type Event,
  type ReadRoute,
  type EventSummary,
  type InternshipSession,
  type SessionCategory,
  type Webinar,
  type Workshop,
} from '../../src/contract';
import type { Db } from '../db/client';
import { events, internshipSessions, sessionCategories, webinars, workshops } from '../db/schema';
import { byId, ok } from '../http/respond';
import { academyTime, phaseAt, type Phase } from './time';

type EventRow = typeof events.$inferSelect;
type WebinarRow = typeof webinars.$inferSelect;
type WorkshopRow = typeof workshops.$inferSelect;
type InternshipRow = typeof internshipSessions.$inferSelect;

/** Workshops and internships use capitalised statuses; a finished one is "Completed". */
const SCHEDULE_STATUS = { upcoming: 'Upcoming', ongoing: 'Ongoing', past: 'Completed' } as const satisfies Record<Phase, string>;

export function sessionRoutes(db: Db, clock: () => Date) {
  const app = new Hono();

  app.get(READS.sessionCategories.pattern, async (c) => {
    const rows = await db.select().from(sessionCategories).orderBy(asc(sessionCategories.position));
    return ok<SessionCategory[]>(
      c,
      rows.map((r) => ({ _id: r.id, slug: r.slug, name: r.name, desc: r.description, type: r.type })),
    );
  });

  app.get(READS.events.pattern, async (c) => {
    const rows = await db.select().from(events).orderBy(asc(events.startsAt));
    return ok<EventSummary[]>(
      c,
      rows.map((e) => ({
        _id: e.id,
        title: e.title,
        description: e.description,
        startDate: e.startsAt.toISOString(),
        endDate: e.endsAt.toISOString(),
      })),
    );
  });
  app.get(READS.event.pattern, (c) =>
    byId(c, 'Event', async (id) => {
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row && toEvent(row, clock());
    }),
  );

  scheduleReads(app, clock, READS.webinars, READS.webinar, 'Webinar', toWebinar, {
    all: () => db.select().from(webinars).orderBy(asc(webinars.startsAt)),
    one: async (id) => (await db.select().from(webinars).where(eq(webinars.id, id)))[0],
  });
  scheduleReads(app, clock, READS.workshops, READS.workshop, 'Workshop', toWorkshop, {
    all: () => db.select().from(workshops).orderBy(asc(workshops.startsAt)),
    one: async (id) => (await db.select().from(workshops).where(eq(workshops.id, id)))[0],
  });
  scheduleReads(app, clock, READS.internshipSessions, READS.internshipSession, 'Internship session', toInternship, {
    all: () => db.select().from(internshipSessions).orderBy(asc(internshipSessions.startsAt)),
    one: async (id) => (await db.select().from(internshipSessions).where(eq(internshipSessions.id, id)))[0],
  });

  return app;
}

/** A list and a by-id read of one kind of session, each shaped by `view` at the time of the request. */
function scheduleReads<Row, T>(
  app: Hono,
  clock: () => Date,
  list: ReadRoute,
  item: ReadRoute,
  label: string,
  view: (row: Row, now: Date) => T,
  rows: { all: () => Promise<Row[]>; one: (id: string) => Promise<Row | undefined> },
) {
  app.get(list.pattern, async (c) => {
    const now = clock();
    return ok<T[]>(
      c,
      (await rows.all()).map((r) => view(r, now)),
    );
  });
  app.get(item.pattern, (c) =>
    byId(c, label, async (id) => {
      const row = await rows.one(id);
      return row && view(row, clock());
    }),
  );
}

function toEvent(e: EventRow, now: Date): Event {
  const past = phaseAt(e.startsAt, e.endsAt, now) === 'past';
  return {
    _id: e.id,
    title: e.title,
    description: e.description,
    startDate: e.startsAt.toISOString(),
    endDate: e.endsAt.toISOString(),
    startTime: academyTime(e.startsAt),
    endTime: academyTime(e.endsAt),
    location: e.location,
    mode: e.mode,
    bannerImage: e.bannerImage,
    gallery: e.gallery,
    registeredCount: e.registeredCount,
    maxParticipants: e.maxParticipants,
    certificateAvailable: e.certificateAvailable,
    organizer: e.organizer,
    status: e.statusOverride ?? (past ? 'Past' : 'Active'),
    speakers: e.speakers,
    isFree: e.isFree,
    price: e.price,
    meetingLink: e.meetingLink,
    registrationLink: e.registrationLink,
    feedbackFormLink: e.feedbackFormLink,
    agenda: e.agenda,
    sponsors: e.sponsors,
    resources: e.resources,
  };
}

function toWebinar(w: WebinarRow, now: Date): Webinar {
  return {
    _id: w.id,
    id: w.id,
    title: w.title,
    description: w.description,
    date: w.startsAt.toISOString(),
    startTime: academyTime(w.startsAt),
    endTime: academyTime(w.endsAt),
    status: phaseAt(w.startsAt, w.endsAt, now),
    speakerName: w.speakerName,
    speakerBio: w.speakerBio,
    speakerPhoto: w.speakerPhoto,
    platform: w.platform,
    meetingLink: w.meetingLink,
    meetingId: w.meetingId,
    passcode: w.passcode,
    maxParticipants: w.maxParticipants,
  };
}

function toWorkshop(w: WorkshopRow, now: Date): Workshop {
  return {
    _id: w.id,
    title: w.title,
    description: w.description,
    startDate: w.startsAt.toISOString(),
    endDate: w.endsAt.toISOString(),
    duration: w.duration,
    location: w.location,
    certification: w.certification,
    registrationLink: w.registrationLink,
    prerequisites: w.prerequisites,
    topics: w.topics,
    instructors: w.instructors,
    contact: { email: w.contactEmail, phone: w.contactPhone },
    status: SCHEDULE_STATUS[phaseAt(w.startsAt, w.endsAt, now)],
  };
}

function toInternship(s: InternshipRow, now: Date): InternshipSession {
  return {
    _id: s.id,
    title: s.title,
    description: s.description,
    startDate: s.startsAt.toISOString(),
    endDate: s.endsAt.toISOString(),
    duration: s.duration,
    mode: s.mode,
    location: s.location,
    topics: s.topics,
    capacity: s.capacity,
    certification: s.certification,
    fees: { amount: s.feeAmount, refundPolicy: s.refundPolicy },
    status: SCHEDULE_STATUS[phaseAt(s.startsAt, s.endsAt, now)],
  };
}
