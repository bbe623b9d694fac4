/**
 * Reads of the SkillUp Center: categories, events, webinars, workshops, internship sessions. A status is
 * derived from the clock when the answer is built (decision 4), so such an answer says how long it is
 * right: until the next start or end of a session in it (decision 54). Drafts (`published` false,
 * decision 67) are in none of them.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Event, EventSummary, InternshipSession, SessionCategory, Webinar, Workshop } from '../../src/contract';
import type { Db } from '../db/client';
import { events, internshipSessions, sessionCategories, webinars, workshops } from '../db/schema';
import { byId, found, type ReadLoader, type ReadLoaders } from '../reads/read-answer';
import { academyTime, phaseAt, phaseValidity, type Phase } from './time';

type EventRow = typeof events.$inferSelect;
type WebinarRow = typeof webinars.$inferSelect;
type WorkshopRow = typeof workshops.$inferSelect;
type InternshipRow = typeof internshipSessions.$inferSelect;
type Scheduled = { startsAt: Date; endsAt: Date };

/** Workshops and internships use capitalised statuses; a finished one is "Completed". */
const SCHEDULE_STATUS = { upcoming: 'Upcoming', ongoing: 'Ongoing', past: 'Completed' } as const satisfies Record<Phase, string>;

type SessionReads = Pick<
  ReadLoaders,
  'sessionCategories' | 'events' | 'event' | 'webinars' | 'webinar' | 'workshops' | 'workshop' | 'internshipSessions' | 'internshipSession'
>;

export function sessionReads(db: Db): SessionReads {
  return {
    sessionCategories: async () => {
      const rows = await db
        .select()
        .from(sessionCategories)
        .where(eq(sessionCategories.published, true))
        .orderBy(asc(sessionCategories.position));
      return found<SessionCategory[]>(rows.map((r) => ({ _id: r.id, slug: r.slug, name: r.name, desc: r.description, type: r.type })));
    },
    // The list states only dates, but pages sort its events into ongoing and upcoming with it: it is
    // rebuilt at each start and end like the lists that state phases, and so are the pages made from it.
    events: async (_, now) => {
      const rows = await publishedAll(db, events);
      return found<EventSummary[]>(
        rows.map((e) => ({
          _id: e.id,
          title: e.title,
          description: e.description,
          startDate: e.startsAt.toISOString(),
          endDate: e.endsAt.toISOString(),
          bannerImage: e.bannerImage,
        })),
        phaseValidity(rows, now),
      );
    },
    event: scheduledItem('Event', toEvent, (id) => publishedOne(db, events, id)),
    webinars: scheduledList(toWebinar, () => publishedAll(db, webinars)),
    webinar: scheduledItem('Webinar', toWebinar, (id) => publishedOne(db, webinars, id)),
    workshops: scheduledList(toWorkshop, () => publishedAll(db, workshops)),
    workshop: scheduledItem('Workshop', toWorkshop, (id) => publishedOne(db, workshops, id)),
    internshipSessions: scheduledList(toInternship, () => publishedAll(db, internshipSessions)),
    internshipSession: scheduledItem('Internship session', toInternship, (id) => publishedOne(db, internshipSessions, id)),
  };
}

type SessionTable = typeof events | typeof webinars | typeof workshops | typeof internshipSessions;

/** Every published session of a table, in order of start (drafts are a 404, decision 67). */
async function publishedAll<T extends SessionTable>(db: Db, table: T): Promise<T['$inferSelect'][]> {
  return (await db
    .select()
    .from(table as SessionTable)
    .where(eq(table.published, true))
    .orderBy(asc(table.startsAt))) as T['$inferSelect'][];
}

async function publishedOne<T extends SessionTable>(db: Db, table: T, id: string): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .select()
    .from(table as SessionTable)
    .where(and(eq(table.id, id), eq(table.published, true)));
  return rows[0] as T['$inferSelect'] | undefined;
}

/** A list of sessions shaped by `view` at the time asked, right until the next phase change in it. */
function scheduledList<Row extends Scheduled, T>(view: (row: Row, now: Date) => T, all: () => Promise<Row[]>): ReadLoader {
  return async (_, now) => {
    const rows = await all();
    return found<T[]>(
      rows.map((r) => view(r, now)),
      phaseValidity(rows, now),
    );
  };
}

/** One session by id, shaped by `view` at the time asked, right until its own next phase change. */
function scheduledItem<Row extends Scheduled, T>(
  label: string,
  view: (row: Row, now: Date) => T,
  one: (id: string) => Promise<Row | undefined>,
) {
  return byId(label, async (id, now) => {
    const row = await one(id);
    return row && { data: view(row, now), validity: phaseValidity([row], now) };
  });
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
    bannerImage: w.bannerImage,
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
