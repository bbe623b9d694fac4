/** Sessions of the seed by kind and phase, push keys of a made-up browser, and .ics parsing (issue 21 tests). */
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import ICAL from 'ical.js';
import type { TestServer } from './test-server';

export type Kind = 'event' | 'webinar' | 'workshop' | 'internship-session';

export interface SeedSession {
  kind: Kind;
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
}

const LIST_PATHS: Record<Kind, string> = {
  event: '/api/event',
  webinar: '/api/webinars',
  workshop: '/api/workshops',
  'internship-session': '/api/internship-sessions',
};

interface ListItem {
  _id: string;
  title: string;
  startDate?: string;
  date?: string;
  endDate?: string;
  endTime?: string;
}

/** Every session of a kind with its instants (a webinar's end comes from the detail's ISO start and end time). */
export async function seedSessions(server: TestServer, kind: Kind): Promise<SeedSession[]> {
  const list = ((await (await server.get(LIST_PATHS[kind])).json()) as { data: ListItem[] }).data;
  const rows = await server.database.db.execute(
    `select id::text, starts_at, ends_at from ${kind === 'internship-session' ? 'internship_sessions' : kind === 'event' ? 'events' : kind + 's'}`,
  );
  const times = new Map(
    (rows as unknown as { rows: { id: string; starts_at: string | Date; ends_at: string | Date }[] }).rows.map((r) => [
      r.id,
      { startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at) },
    ]),
  );
  return list.map((item) => ({ kind, id: item._id, title: item.title, ...times.get(item._id)! }));
}

/** A session of the kind that starts at least `minLeadMs` from `now`, and one that is over. */
export async function upcomingAndPast(server: TestServer, kind: Kind, now: Date, minLeadMs = 2 * 86_400_000) {
  const all = await seedSessions(server, kind);
  const upcoming = all.filter((s) => s.startsAt.getTime() > now.getTime() + minLeadMs);
  const past = all.filter((s) => s.endsAt.getTime() < now.getTime());
  return { upcoming, past };
}

export interface TestBrowser {
  ecdh: ECDH;
  p256dh: string;
  auth: string;
  subscription(endpoint: string): { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** The keys a browser would make for a push subscription (P-256 key pair and a 16-byte auth secret). */
export function testBrowser(): TestBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, p256dh, auth, subscription: (endpoint) => ({ endpoint, keys: { p256dh, auth } }) };
}

export interface ParsedEvent {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  startZone: string;
  endZone: string;
}

/** Parses an iCalendar text with ical.js, using the VTIMEZONEs the file itself carries. */
export function parseIcs(text: string): { calendar: ICAL.Component; events: ParsedEvent[]; zones: string[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone').map((vtz) => {
    const zone = new ICAL.Timezone(vtz);
    ICAL.TimezoneService.register(zone);
    return zone.tzid;
  });
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      // The zone the time was resolved in: the TZID parameter's, found among the file's VTIMEZONEs.
      startZone: String(vevent.getFirstProperty('dtstart')?.getParameter('tzid')) + '=' + event.startDate.zone.tzid,
      endZone: String(vevent.getFirstProperty('dtend')?.getParameter('tzid')) + '=' + event.endDate.zone.tzid,
    };
  });
  return { calendar, events, zones };
}
