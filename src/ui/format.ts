import { indianDigits } from '../contract/numbers';
import { formatDate, formatDateTime, formatRange, formatTime, formatTimeRange, type DateInput } from '../contract/date-format';

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
 * Dates and times as the academy writes them everywhere (src/contract/date-format.ts, decision 117): one
 * style, in India time, said so. The same for every visitor, so a server-rendered page reads as the browser
 * would write it.
 */
export const ACADEMY_TIME_ZONE = 'Asia/Kolkata';

export interface DateFormats {
  /** "Sat, 12 Dec 2026". */
  date(at: DateInput): string;
  /** "Sat, 12 Dec 2026, 10:00 am IST". */
  dateTime(at: DateInput): string;
  /** "10:00 am IST". */
  time(at: DateInput): string;
  /** "Sat, 12 Dec 2026, 10:00 am – 5:00 pm IST", or both dates when the two fall on different days. */
  range(start: DateInput, end: DateInput): string;
  /** "10:00 am – 5:00 pm IST": one zone label for the pair. */
  timeRange(start: DateInput, end: DateInput): string;
}

const FORMATS: DateFormats = {
  date: formatDate,
  dateTime: formatDateTime,
  time: formatTime,
  range: formatRange,
  timeRange: formatTimeRange,
};

/**
 * The formatters, a hook for the screens that show dates. Nothing depends on the visitor's locale or on
 * Intl, so a hydrating page writes exactly what its server wrote, with nothing to carry across.
 */
export function useDateFormats(): DateFormats {
  return FORMATS;
}

export { formatCountdown } from '../contract/date-format';

/** SPEC: resource links are shown cut at 40 characters. */
export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
