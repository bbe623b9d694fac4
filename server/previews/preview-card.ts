/**
 * What a link-preview picture says (issue 38, decision 145), from the published record: a line naming what
 * it is, the title, and two facts (a course's length and mentor; a session's date and place, in India time).
 * A draft, or a record that is gone, has no picture.
 */
import { and, eq } from 'drizzle-orm';
import { formatDateTime, plainSpaces } from '../../src/contract/date-format';
import type { PreviewKind } from '../../src/contract/page-render';
import type { Db } from '../db/client';
import { courses, events, trainers, webinars } from '../db/schema';

export interface PreviewCard {
  kicker: string;
  title: string;
  lines: string[];
}

/** The site's own picture: what every page without one of its own shows. */
export const SITE_CARD: PreviewCard = {
  kicker: 'Coding academy · Pune and online',
  title: 'Code Smart. Build Bold.',
  lines: ['MERN, Java and Python full stack, front end, back end, UI/UX', 'Weekday and weekend batches, online and in person'],
};

type Loader = (db: Db, id: string) => Promise<PreviewCard | null>;

const LOADERS: Record<PreviewKind, Loader> = {
  async course(db, id) {
    const [row] = await db
      .select({ c: courses, mentor: trainers.fullName })
      .from(courses)
      .leftJoin(trainers, and(eq(courses.trainerId, trainers.id), eq(trainers.published, true)))
      .where(and(eq(courses.id, id), eq(courses.published, true)));
    if (!row) return null;
    const facts = [row.c.features.certificate ? 'Certificate included' : '', row.mentor ? `Mentor: ${row.mentor}` : ''];
    return { kicker: `Course · ${row.c.duration}`, title: row.c.title, lines: facts.filter(Boolean) };
  },
  async event(db, id) {
    const [e] = await db
      .select()
      .from(events)
      .where(and(eq(events.id, id), eq(events.published, true)));
    if (!e) return null;
    return { kicker: `Event · ${e.mode}`, title: e.title, lines: [plainSpaces(formatDateTime(e.startsAt)), e.location] };
  },
  async webinar(db, id) {
    const [w] = await db
      .select()
      .from(webinars)
      .where(and(eq(webinars.id, id), eq(webinars.published, true)));
    if (!w) return null;
    return { kicker: `Webinar · ${w.platform}`, title: w.title, lines: [plainSpaces(formatDateTime(w.startsAt)), `With ${w.speakerName}`] };
  },
};

export function previewCard(db: Db, kind: PreviewKind, id: string): Promise<PreviewCard | null> {
  return LOADERS[kind](db, id);
}
