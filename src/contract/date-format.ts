/**
 * The one way the academy writes a date, a time and a countdown (issue 36, decision 117): "Sat, 12 Dec 2026",
 * "10:00 am IST", "Sat, 12 Dec 2026, 10:00 am – 5:00 pm IST", "2 days 15 h". Always India time, and said so:
 * venues, agendas and the academy's announcements speak it, and a page must not mix two zones. Shared by the
 * PWA (src/ui/format.ts), the server (reminders) and the service worker, so all of them read alike.
 *
 * Written out rather than asked of Intl: India has kept UTC+05:30 without daylight saving since 1945, the
 * words are the site's own (not the visitor's locale inside English sentences), and a page's first use of
 * Intl costs 15–20 ms (decision 74). tests/unit/date-format.test.ts checks it against Intl's Asia/Kolkata.
 */

export const DATE_WORDS = {
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  am: 'am',
  pm: 'pm',
  /** Said after every time of day. */
  zone: 'IST',
  toBeAnnounced: 'Date to be announced',
  /** A countdown beyond a day: "2 days 15 h". */
  days: (days: number) => `${days} day${days === 1 ? '' : 's'}`,
  hours: (hours: number) => `${hours} h`,
} as const;

/** Kept together on one line: "10:00 am IST" never breaks inside itself, and a line never starts with "–". */
const NBSP = '\u00a0';
const INDIA_OFFSET_MS = 330 * 60_000;
/** A day of the calendar in ms (UTC days have no daylight-saving change). */
export const DAY_MS = 86_400_000;

export type DateInput = Date | string | number | null | undefined;

function instant(at: DateInput): Date | null {
  if (at === null || at === undefined || at === '') return null;
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The calendar fields of an instant as a clock in India reads them. */
function inIndia(at: Date) {
  const t = new Date(at.getTime() + INDIA_OFFSET_MS);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth(),
    day: t.getUTCDate(),
    weekday: t.getUTCDay(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
  };
}

const dateOf = (at: Date) => {
  const p = inIndia(at);
  return `${DATE_WORDS.weekdays[p.weekday]}, ${p.day} ${DATE_WORDS.months[p.month]} ${p.year}`;
};

const clockOf = (at: Date) => {
  const { hour, minute } = inIndia(at);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')}${NBSP}${hour < 12 ? DATE_WORDS.am : DATE_WORDS.pm}`;
};

const zoned = (clock: string) => `${clock}${NBSP}${DATE_WORDS.zone}`;

/** "12 Dec": a day in a short label (a chart's axis); empty when there is no readable date. */
export function formatDayMonth(at: DateInput): string {
  const d = instant(at);
  if (!d) return '';
  const p = inIndia(d);
  return `${p.day} ${DATE_WORDS.months[p.month]}`;
}

/** For a text message: the non-breaking spaces become plain ones (an SMS in GSM-7 costs half of one in UCS-2). */
export const plainSpaces = (text: string) => text.replace(/\u00a0/g, ' ');

/** "Sat, 12 Dec 2026"; "Date to be announced" when there is no readable date. */
export function formatDate(at: DateInput): string {
  const d = instant(at);
  return d ? dateOf(d) : DATE_WORDS.toBeAnnounced;
}

/** "10:00 am IST"; empty when there is no readable time. */
export function formatTime(at: DateInput): string {
  const d = instant(at);
  return d ? zoned(clockOf(d)) : '';
}

/** A day with no time of day ("2026-12-12"): shown as the date alone, never as a made-up midnight. */
const dateOnly = (at: DateInput) => typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at);

/** "Sat, 12 Dec 2026, 10:00 am IST". */
export function formatDateTime(at: DateInput): string {
  const d = instant(at);
  if (!d) return DATE_WORDS.toBeAnnounced;
  return dateOnly(at) ? dateOf(d) : `${dateOf(d)}, ${zoned(clockOf(d))}`;
}

/**
 * From a start to an end: "Sat, 12 Dec 2026, 10:00 am – 5:00 pm IST" within one day, else
 * "Sat, 12 Dec 2026, 10:00 am – Mon, 14 Dec 2026, 5:00 pm IST". Without an end, the start alone.
 */
export function formatRange(start: DateInput, end: DateInput): string {
  const s = instant(start);
  const e = instant(end);
  if (!s) return DATE_WORDS.toBeAnnounced;
  if (!e) return formatDateTime(start);
  if (dateOnly(start) || dateOnly(end)) return dateOf(s) === dateOf(e) ? dateOf(s) : `${dateOf(s)}${NBSP}– ${dateOf(e)}`;
  if (dateOf(s) === dateOf(e)) return `${dateOf(s)}, ${clockOf(s)}${NBSP}– ${zoned(clockOf(e))}`;
  return `${dateOf(s)}, ${clockOf(s)}${NBSP}– ${dateOf(e)}, ${zoned(clockOf(e))}`;
}

/** "10:00 am – 5:00 pm IST": one zone for the pair. */
export function formatTimeRange(start: DateInput, end: DateInput): string {
  const s = instant(start);
  const e = instant(end);
  if (!s) return '';
  return e ? `${clockOf(s)}${NBSP}– ${zoned(clockOf(e))}` : zoned(clockOf(s));
}

/**
 * Time left until something starts: "hh:mm:ss" within a day (SPEC's countdown, 00:00:00 once passed), and
 * beyond a day "2 days 15 h", which a person takes in at a glance ("63:09:06" asked for arithmetic).
 */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  if (total >= DAY_MS / 1000) {
    const days = Math.floor(total / 86_400);
    const hours = Math.floor((total % 86_400) / 3600);
    return hours ? `${DATE_WORDS.days(days)} ${DATE_WORDS.hours(hours)}` : DATE_WORDS.days(days);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
