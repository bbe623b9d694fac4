/** Read routes of the SkillUp Center: categories, events, webinars, workshops, internship sessions. */
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Event, EventSummary, InternshipSession, SessionCategory, Webinar, Workshop } from '../../src/contract';
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

  app.get('/session-category', async (c) => {
    const rows = await db.select().from(sessionCategories).orderBy(asc(sessionCategories.position));
    return ok<SessionCategory[]>(
      c,
      rows.map((r) => ({ _id: r.id, slug: r.slug, name: r.name, desc: r.description, type: r.type })),
    );
  });

  app.get('/event', async (c) => {
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
  app.get('/event/:id', (c) =>
    byId(c, 'Event', async (id) => {
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row && toEvent(row, clock());
    }),
  );

  app.get('/webinars', async (c) => {
    const rows = await db.select().from(webinars).orderBy(asc(webinars.startsAt));
    const now = clock();
    return ok<Webinar[]>(
      c,
      rows.map((r) => toWebinar(r, now)),
    );
  });
  app.get('/webinars/:id', (c) =>
    byId(c, 'Webinar', async (id) => {
      const [row] = await db.select().from(webinars).where(eq(webinars.id, id));
      return row && toWebinar(row, clock());
    }),
  );

  app.get('/workshops', async (c) => {
    const rows = await db.select().from(workshops).orderBy(asc(workshops.startsAt));
    const now = clock();
    return ok<Workshop[]>(
      c,
      rows.map((r) => toWorkshop(r, now)),
    );
  });
  app.get('/workshops/:id', (c) =>
    byId(c, 'Workshop', async (id) => {
      const [row] = await db.select().from(workshops).where(eq(workshops.id, id));
      return row && toWorkshop(row, clock());
    }),
  );

  app.get('/internship-sessions', async (c) => {
    const rows = await db.select().from(internshipSessions).orderBy(asc(internshipSessions.startsAt));
    const now = clock();
    return ok<InternshipSession[]>(
      c,
      rows.map((r) => toInternship(r, now)),
    );
  });
  app.get('/internship-sessions/:id', (c) =>
    byId(c, 'Internship session', async (id) => {
      const [row] = await db.select().from(internshipSessions).where(eq(internshipSessions.id, id));
      return row && toInternship(row, clock());
    }),
  );

  return app;
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
