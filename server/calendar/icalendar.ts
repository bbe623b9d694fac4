/**
 * iCalendar (RFC 5545) for a student's sessions. Session times are instants (timestamptz); calendars get
 * them as local times of the academy's zone with its VTIMEZONE, so an app shows "10:00 India time" and
 * converts it right wherever the student is (decision 71). India has kept +05:30 without daylight saving
 * since 1945, so one STANDARD rule describes the zone completely.
 */
import { ACADEMY_TIME_ZONE } from '../../src/contract';
import type { ScheduledSession } from '../me/scheduled-sessions';

const IST_OFFSET_MS = 330 * 60_000;
const PRODUCT_ID = '-//CodeSmart Academy//My learning//EN';
const UID_DOMAIN = 'codesmart.academy';

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ACADEMY_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19451015T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface CalendarEntry {
  session: ScheduledSession;
  /** Absolute URL of the session's page, when the request says where the site is. */
  pageUrl: string | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 20261124T100000: the wall-clock time in India of an instant. */
function localIst(at: Date): string {
  const d = new Date(at.getTime() + IST_OFFSET_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded; a fold never splits a UTF-8 character (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function where(session: ScheduledSession): string | undefined {
  const { location, platform } = session.join;
  return location ?? platform;
}

function describe(session: ScheduledSession, pageUrl: string | undefined): string {
  const { meetingLink, meetingId, passcode } = session.join;
  return [
    session.description,
    meetingLink && `Join: ${meetingLink}`,
    meetingId && `Meeting ID: ${meetingId}`,
    passcode && `Passcode: ${passcode}`,
    pageUrl && `Details: ${pageUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
}

function vevent({ session, pageUrl }: CalendarEntry, now: Date): string[] {
  const location = where(session);
  return [
    'BEGIN:VEVENT',
    `UID:${session.kind}-${session.id}@${UID_DOMAIN}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${ACADEMY_TIME_ZONE}:${localIst(session.startsAt)}`,
    `DTEND;TZID=${ACADEMY_TIME_ZONE}:${localIst(session.endsAt)}`,
    `SUMMARY:${text(session.title)}`,
    `DESCRIPTION:${text(describe(session, pageUrl))}`,
    ...(location ? [`LOCATION:${text(location)}`] : []),
    ...(pageUrl ? [`URL:${pageUrl}`] : []),
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR; `name` names a subscribed feed in calendar apps. */
export function icalendar(entries: readonly CalendarEntry[], now: Date, name?: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${text(name)}`, `X-WR-TIMEZONE:${ACADEMY_TIME_ZONE}`] : []),
    ...VTIMEZONE,
    ...entries.flatMap((e) => vevent(e, now)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
