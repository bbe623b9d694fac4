/**
 * The dates the API takes from staff and from query strings (issue 32, finding 9, decision 97), as one
 * rule for the console's structs (staff.ts), the server's query parsers and the admin command.
 *
 * A date is written as a calendar day (`YYYY-MM-DD`) or an instant with its zone (as `toISOString`
 * writes it), names a day that exists (no 2026-02-30, no 24:00), and falls in a range of years: years
 * every part of the system writes with four digits (JavaScript, PostgreSQL, iCalendar) and a person can
 * mean. JavaScript alone reads `0000-01-01` and `+275760-09-13`, which PostgreSQL refuses and a
 * calendar cannot show.
 */

export interface YearRange {
  first: number;
  last: number;
}

/** Any date staff or a query give (an audit page, an inbox filter, an export's start). */
export const ANY_YEARS: YearRange = { first: 1900, last: 2999 };
/** A session's start and end: the academy's sessions are held in this century. */
export const SESSION_YEARS: YearRange = { first: 2000, last: 2100 };

/** The field message for a date outside its years. */
export const outOfRangeMessage = (years: YearRange): string => `Enter a date between ${years.first} and ${years.last}`;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO 8601 instant with its zone: `2026-12-01T10:00Z`, `…:00.000Z`, `…+05:30`. */
export const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

export type DateReading = { ok: true; date: Date } | { ok: false; problem: 'format' | 'range' };

/** A day of the calendar that exists, in its years. */
function dayProblem(year: number, month: number, day: number, years: YearRange): 'format' | 'range' | null {
  const at = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 02-30 over to March; a day that exists comes back as written.
  if (month < 1 || month > 12 || at.getUTCDate() !== day || at.getUTCMonth() !== month - 1) return 'format';
  return year < years.first || year > years.last ? 'range' : null;
}

/** `YYYY-MM-DD`: the start of that day in UTC. */
export function readDay(text: string, years: YearRange = ANY_YEARS): DateReading {
  const m = DAY.exec(text);
  if (!m) return { ok: false, problem: 'format' };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const problem = dayProblem(year, month, day, years);
  return problem ? { ok: false, problem } : { ok: true, date: new Date(Date.UTC(year, month - 1, day)) };
}

/** An instant with its zone; the year is the one written (the person's own), checked against `years`. */
export function readInstant(text: string, years: YearRange = ANY_YEARS): DateReading {
  const m = ISO_INSTANT.exec(text);
  if (!m) return { ok: false, problem: 'format' };
  const [hours, minutes, seconds] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  const [zoneHours, zoneMinutes] = [Number(m[7] ?? 0), Number(m[8] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59 || zoneHours > 23 || zoneMinutes > 59) return { ok: false, problem: 'format' };
  const problem = dayProblem(Number(m[1]), Number(m[2]), Number(m[3]), years);
  if (problem) return { ok: false, problem };
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? { ok: false, problem: 'format' } : { ok: true, date: new Date(ms) };
}

/** A day or an instant (a query's "before"). */
export function readDayOrInstant(text: string, years: YearRange = ANY_YEARS): DateReading {
  return DAY.test(text) ? readDay(text, years) : readInstant(text, years);
}

/** What is wrong with a date, as a person reads it next to the field. */
export function dateMessage(problem: 'format' | 'range', years: YearRange, example: string): string {
  return problem === 'range' ? outOfRangeMessage(years) : `Enter a date such as ${example}`;
}

/** A refused query string parameter: its name and what is wrong with it. */
export interface QueryProblem {
  field: string;
  message: string;
}

export type QueryDate = { ok: true; date: Date | undefined } | ({ ok: false } & QueryProblem);

/**
 * A date in a query string (`?since=`, `?before=`): absent or empty is no filter; anything else must be
 * a day (`day`) or a day or an instant (`dayOrInstant`) in the years of ANY_YEARS.
 */
export function readQueryDate(field: string, value: string | undefined, accepts: 'day' | 'dayOrInstant'): QueryDate {
  if (value === undefined || value === '') return { ok: true, date: undefined };
  const reading = accepts === 'day' ? readDay(value) : readDayOrInstant(value);
  if (reading.ok) return { ok: true, date: reading.date };
  const example = accepts === 'day' ? '2026-12-01' : '2026-12-01 or 2026-12-01T10:00:00Z';
  return { ok: false, field, message: dateMessage(reading.problem, ANY_YEARS, example) };
}
