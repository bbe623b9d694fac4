import { DATES } from '../content/copy';
import { knownLocale } from '../contract/page-render';
import { useRenderInfo } from './render-context';

/**
 * 12,34,567: the last three digits, then pairs. Written out rather than asked of Intl.NumberFormat,
 * whose en-IN currency formatter costs a fresh page 20–40 ms to construct (ICU data), on the path of
 * every screen that shows a price or a count (measured in Chromium; decision 74).
 */
function indianDigits(n: number): string {
  const digits = Math.round(Math.abs(n)).toString();
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${n < 0 && digits !== '0' ? '-' : ''}${head ? `${head},` : ''}${digits.slice(-3)}`;
}

/** ₹8,000 — Indian grouping, no paise (as Intl's en-IN INR format writes it). */
export const formatRupees = (amount: number) => {
  const text = indianDigits(amount);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
};
/** Whole numbers only: the site counts students, reviews and seats. */
export const formatCount = (n: number) => indianDigits(n);

// Shared with the server, which sends only a preview of the notes a visitor may not read (decision 160).
export { preview } from '../contract/preview';

/**
 * Session dates and times in the visitor's locale, always in the same shape ("12 Mar 2026", "Thursday,
 * 12 March 2026", "5:30 pm IST"), and in the academy's zone: venues, agendas and the academy's own
 * announcements all speak India time, so every time on a page agrees with the others.
 */
export const ACADEMY_TIME_ZONE = 'Asia/Kolkata';

export interface DateFormats {
  date(at: Date | string | null | undefined): string;
  longDate(at: Date | string | null | undefined): string;
  time(at: Date | string | null | undefined): string;
  /** "12 Mar 2026, 10:00 am – 15 Mar 2026, 6:00 pm", or one date with two times when both fall on one day. */
  range(start: string | null | undefined, end: string | null | undefined): string;
  /** "10:00 am – 12:00 pm IST": one zone label for the pair. */
  timeRange(start: Date | string | null | undefined, end: Date | string | null | undefined): string;
}

function valid(at: Date | string | null | undefined): Date | null {
  if (!at) return null;
  const d = at instanceof Date ? at : new Date(at);
  return Number.isNaN(d.getTime()) ? null : d;
}

const formatsByLocale = new Map<string, DateFormats>();
/** Locales asked for by visitors are few; odd input must not grow the map without end. */
const MAX_LOCALES_KEPT = 16;

/**
 * Formatters for one locale (undefined: the runtime's), made once and kept. Intl itself is made on the
 * first date formatted, not before: a page's first use of Intl builds V8's list of locales (15–20 ms),
 * and a hydrating page formats only dates its server already wrote (`useDateFormats`).
 */
export function dateFormats(locale: string | undefined): DateFormats {
  const key = locale ?? '';
  const cached = formatsByLocale.get(key);
  if (cached) return cached;
  if (formatsByLocale.size >= MAX_LOCALES_KEPT) formatsByLocale.clear();
  const formats = intlDateFormats(locale);
  formatsByLocale.set(key, formats);
  return formats;
}

function intlDateFormats(locale: string | undefined): DateFormats {
  let made: { shortDate: Intl.DateTimeFormat; longDate: Intl.DateTimeFormat; clockTime: Intl.DateTimeFormat } | undefined;
  const intl = () => {
    if (made) return made;
    const lang = knownLocale(locale);
    made = {
      shortDate: new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: ACADEMY_TIME_ZONE }),
      longDate: new Intl.DateTimeFormat(lang, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: ACADEMY_TIME_ZONE,
      }),
      clockTime: new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: ACADEMY_TIME_ZONE }),
    };
    return made;
  };
  const clock = (d: Date) => intl().clockTime.format(d);
  const date = (at: Date | string | null | undefined) => (valid(at) ? intl().shortDate.format(valid(at)!) : DATES.toBeAnnounced);
  const time = (at: Date | string | null | undefined) => (valid(at) ? `${clock(valid(at)!)} IST` : '');
  return {
    date,
    longDate: (at) => (valid(at) ? intl().longDate.format(valid(at)!) : DATES.toBeAnnounced),
    time,
    range(start, end) {
      const s = valid(start);
      const e = valid(end);
      if (!s) return DATES.toBeAnnounced;
      if (!e) return `${date(s)}, ${time(s)}`;
      if (date(s) === date(e)) return `${date(s)}, ${clock(s)} – ${time(e)}`;
      return `${date(s)}, ${clock(s)} – ${date(e)}, ${time(e)}`;
    },
    timeRange(start, end) {
      const s = valid(start);
      const e = valid(end);
      if (!s) return '';
      return e ? `${clock(s)} – ${time(e)}` : time(s);
    },
  };
}

/** What a page's dates read, by call: written down by the server, read back by the browser (page state). */
export type ShownDates = Record<string, string>;

const callKey = (name: string, args: unknown[]) =>
  [name, ...args.map((a) => (a instanceof Date ? a.toISOString() : String(a ?? '')))].join('|');

/** The same formatters, each call going through `around` with its key and the real formatting. */
function eachCall(formats: DateFormats, around: (key: string, format: () => string) => string): DateFormats {
  const call =
    <A extends unknown[]>(name: keyof DateFormats, format: (...args: A) => string) =>
    (...args: A) =>
      around(callKey(name, args), () => format(...args));
  return {
    date: call('date', formats.date),
    longDate: call('longDate', formats.longDate),
    time: call('time', formats.time),
    range: call('range', formats.range),
    timeRange: call('timeRange', formats.timeRange),
  };
}

const seededByPage = new WeakMap<ShownDates, DateFormats>();

/**
 * The date formatters of the locale this page is rendered in (the same on the server and in the
 * browser). On the server every date shown is written down for the page state; a browser hydrating
 * that page reads them back instead of formatting them again, so it needs no Intl to hydrate.
 */
export function useDateFormats(): DateFormats {
  const { locale, dateShown, shownDates } = useRenderInfo();
  const formats = dateFormats(locale);
  if (dateShown)
    return eachCall(formats, (key, format) => {
      const text = format();
      dateShown(key, text);
      return text;
    });
  if (!shownDates) return formats;
  let seeded = seededByPage.get(shownDates);
  if (!seeded) seededByPage.set(shownDates, (seeded = eachCall(formats, (key, format) => shownDates[key] ?? format())));
  return seeded;
}

/** "hh:mm:ss" until `target`; hours grow past 24 rather than wrapping; 00:00:00 once passed. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** SPEC: resource links are shown cut at 40 characters. */
export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
