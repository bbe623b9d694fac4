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

/**
 * A display alarm `before` the start (an RFC 5545 duration: -P1D, -PT1H): the calendar app reminds by
 * itself, offline too, whatever happens to push reminders (issue 38).
 */
function valarm(before: string, description: string): string[] {
  return ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${text(description)}`, `TRIGGER:${before}`, 'END:VALARM'];
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
    ...valarm('-P1D', `Tomorrow: ${session.title}`),
    ...valarm('-PT1H', `In an hour: ${session.title}`),
    'END:VEVENT',
  ];
}

/** A batch's classes as one recurring event (issue 38): every class day from the first class to the last day. */
export interface ClassSchedule {
  /** Stable per batch and student: a changed schedule replaces the event in a subscribed calendar. */
  uid: string;
  title: string;
  description: string;
  location: string | undefined;
  /** `YYYY-MM-DD` in India: the first day of the batch and the last day of classes. */
  startDate: string;
  endDate: string;
  /** RFC 5545 BYDAY codes. */
  classDays: readonly string[];
  /** "HH:MM" in India. */
  startTime: string;
  endTime: string;
  pageUrl: string | undefined;
}

const DAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The first class: the first day from the start that is a class day (DTSTART is itself an occurrence, RFC 5545 §3.8.5.3). */
function firstClassDay(schedule: ClassSchedule): string {
  for (let i = 0; i < 7; i++) {
    const day = new Date(Date.parse(`${schedule.startDate}T00:00:00Z`) + i * 86_400_000);
    if (schedule.classDays.includes(DAY_CODES[day.getUTCDay()]!)) return day.toISOString().slice(0, 10);
  }
  return schedule.startDate;
}

const istLocal = (day: string, time: string) => `${day.replace(/-/g, '')}T${time.replace(':', '')}00`;

function recurringEvent(schedule: ClassSchedule, now: Date): string[] {
  const first = firstClassDay(schedule);
  // UNTIL is in UTC when DTSTART names a zone (RFC 5545 §3.3.10): the end of the last day's class.
  const until = utcStamp(new Date(Date.parse(`${schedule.endDate}T${schedule.endTime}:00+05:30`)));
  return [
    'BEGIN:VEVENT',
    `UID:${schedule.uid}@${UID_DOMAIN}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${ACADEMY_TIME_ZONE}:${istLocal(first, schedule.startTime)}`,
    `DTEND;TZID=${ACADEMY_TIME_ZONE}:${istLocal(first, schedule.endTime)}`,
    `RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=${schedule.classDays.join(',')};UNTIL=${until}`,
    `SUMMARY:${text(schedule.title)}`,
    `DESCRIPTION:${text([schedule.description, schedule.pageUrl && `Details: ${schedule.pageUrl}`].filter(Boolean).join('\n'))}`,
    ...(schedule.location ? [`LOCATION:${text(schedule.location)}`] : []),
    ...(schedule.pageUrl ? [`URL:${schedule.pageUrl}`] : []),
    ...valarm('-PT1H', `Class in an hour: ${schedule.title}`),
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR; `name` names a subscribed feed in calendar apps. */
export function icalendar(entries: readonly CalendarEntry[], now: Date, name?: string, classes: readonly ClassSchedule[] = []): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${text(name)}`, `X-WR-TIMEZONE:${ACADEMY_TIME_ZONE}`] : []),
    ...VTIMEZONE,
    ...entries.flatMap((e) => vevent(e, now)),
    ...classes.flatMap((c) => recurringEvent(c, now)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
