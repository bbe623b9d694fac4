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

/** The first `max` characters, cut at a word and marked with an ellipsis when anything was left out. */
export function preview(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

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

/** Formatters for one locale (undefined: the runtime's), made once and kept. */
export function dateFormats(locale: string | undefined): DateFormats {
  // Keyed by what the runtime made of the locale, so odd input cannot grow the map without end.
  const lang = knownLocale(locale);
  const key = lang ?? '';
  const cached = formatsByLocale.get(key);
  if (cached) return cached;
  const shortDate = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: ACADEMY_TIME_ZONE });
  const longDate = new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ACADEMY_TIME_ZONE,
  });
  const clockTime = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: ACADEMY_TIME_ZONE });
  const date = (at: Date | string | null | undefined) => (valid(at) ? shortDate.format(valid(at)!) : 'Date to be announced');
  const time = (at: Date | string | null | undefined) => (valid(at) ? `${clockTime.format(valid(at)!)} IST` : '');
  const formats: DateFormats = {
    date,
    longDate: (at) => (valid(at) ? longDate.format(valid(at)!) : 'Date to be announced'),
    time,
    range(start, end) {
      const s = valid(start);
      const e = valid(end);
      if (!s) return 'Date to be announced';
      if (!e) return `${date(s)}, ${time(s)}`;
      if (date(s) === date(e)) return `${date(s)}, ${clockTime.format(s)} – ${time(e)}`;
      return `${date(s)}, ${clockTime.format(s)} – ${date(e)}, ${time(e)}`;
    },
    timeRange(start, end) {
      const s = valid(start);
      const e = valid(end);
      if (!s) return '';
      return e ? `${clockTime.format(s)} – ${time(e)}` : time(s);
    },
  };
  formatsByLocale.set(key, formats);
  return formats;
}

/** The date formatters of the locale this page is rendered in (the same on the server and in the browser). */
export function useDateFormats(): DateFormats {
  const info = useRenderInfo();
  info.datesShown?.();
  return dateFormats(info.locale);
}

/** "hh:mm:ss" until `target`; hours grow past 24 rather than wrapping; 00:00:00 once passed. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** SPEC: resource links are shown cut at 40 characters. */
export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
