/**
 * The four kinds of session (events, webinars, workshops, internship sessions) seen the one way a
 * student's space needs them: title, times, where or how to join, and the page that shows them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { SESSION_TYPES, type JoinDetails, type SessionKind } from '../../src/contract';
import type { Db } from '../db/client';
import { events, internshipSessions, webinars, workshops } from '../db/schema';

export interface ScheduledSession {
  kind: SessionKind;
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  join: JoinDetails;
}

export const isSessionKind = (value: string): value is SessionKind => (SESSION_TYPES as readonly string[]).includes(value);

/** The PWA's detail routes (src/app/routes.tsx): events and workshops live under their category slug. */
export function sessionPagePath(kind: SessionKind, id: string): string {
  const at = encodeURIComponent(id);
  if (kind === 'webinar') return `/webinar/${at}`;
  if (kind === 'internship-session') return `/internship-session/${at}`;
  return `/book/${kind}/${at}`;
}

const definedOnly = (join: Record<string, string | null | undefined>): JoinDetails =>
  Object.fromEntries(Object.entries(join).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as JoinDetails;

type Loader = (db: Db, ids: string[]) => Promise<ScheduledSession[]>;

/** Published sessions of one kind by id (a draft is not there for students, decision 67). */
const LOADERS: Record<SessionKind, Loader> = {
  event: async (db, ids) =>
    (
      await db
        .select()
        .from(events)
        .where(and(inArray(events.id, ids), eq(events.published, true)))
    ).map((e) => ({
      kind: 'event',
      id: e.id,
      title: e.title,
      description: e.description,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      join: definedOnly({ location: e.location, platform: e.mode, meetingLink: e.meetingLink }),
    })),
  webinar: async (db, ids) =>
    (
      await db
        .select()
        .from(webinars)
        .where(and(inArray(webinars.id, ids), eq(webinars.published, true)))
    ).map((w) => ({
      kind: 'webinar',
      id: w.id,
      title: w.title,
      description: w.description,
      startsAt: w.startsAt,
      endsAt: w.endsAt,
      join: definedOnly({ platform: w.platform, meetingLink: w.meetingLink, meetingId: w.meetingId, passcode: w.passcode }),
    })),
  workshop: async (db, ids) =>
    (
      await db
        .select()
        .from(workshops)
        .where(and(inArray(workshops.id, ids), eq(workshops.published, true)))
    ).map((w) => ({
      kind: 'workshop',
      id: w.id,
      title: w.title,
      description: w.description,
      startsAt: w.startsAt,
      endsAt: w.endsAt,
      join: definedOnly({ location: w.location }),
    })),
  'internship-session': async (db, ids) =>
    (
      await db
        .select()
        .from(internshipSessions)
        .where(and(inArray(internshipSessions.id, ids), eq(internshipSessions.published, true)))
    ).map((s) => ({
      kind: 'internship-session',
      id: s.id,
      title: s.title,
      description: s.description,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      join: definedOnly({ location: s.location, platform: s.mode }),
    })),
};

export async function findSession(db: Db, kind: SessionKind, id: string): Promise<ScheduledSession | undefined> {
  return (await LOADERS[kind](db, [id]))[0];
}

/** The sessions named by `refs`, in start order; refs whose session is gone or a draft are left out. */
export async function loadSessions(db: Db, refs: readonly { kind: SessionKind; id: string }[]): Promise<ScheduledSession[]> {
  const found: ScheduledSession[] = [];
  for (const kind of SESSION_TYPES) {
    const ids = refs.filter((r) => r.kind === kind).map((r) => r.id);
    if (ids.length) found.push(...(await LOADERS[kind](db, ids)));
  }
  return found.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
