/**
 * The one date style (decision 117), written out by hand: it must say exactly what Intl's Asia/Kolkata
 * clock says, on any day, whatever zone the machine running it is in.
 */
import { describe, expect, it } from 'vitest';
import {
  formatDayMonth,
  plainSpaces,
  DATE_WORDS,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatRange,
  formatTime,
  formatTimeRange,
} from '../../src/contract/date-format';

const india = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});
const partsOf = (at: Date) => Object.fromEntries(india.formatToParts(at).map((p) => [p.type, p.value]));
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('dates and times in one style, India time', () => {
  it('reads every hour of two years as Intl reads it in Asia/Kolkata', () => {
    const start = Date.UTC(2025, 11, 25, 0, 7);
    for (let at = start; at < start + 2 * 366 * 86_400_000; at += 3_600_000 * 7 + 60_000 * 13) {
      const p = partsOf(new Date(at));
      expect(formatDate(at)).toBe(`${p.weekday}, ${Number(p.day)} ${DATE_WORDS.months[Number(p.month) - 1]} ${p.year}`);
      expect(plain(formatTime(at))).toBe(`${p.hour}:${p.minute} ${p.dayPeriod!.toLowerCase()} IST`);
    }
  });

  it('writes the shapes a page shows', () => {
    const ten = '2026-12-12T04:30:00.000Z'; // 10:00 in India, a Saturday
    const five = '2026-12-12T11:30:00.000Z';
    expect(formatDate(ten)).toBe('Sat, 12 Dec 2026');
    expect(plain(formatDateTime(ten))).toBe('Sat, 12 Dec 2026, 10:00 am IST');
    expect(plain(formatRange(ten, five))).toBe('Sat, 12 Dec 2026, 10:00 am – 5:00 pm IST');
    expect(plain(formatRange(ten, '2026-12-14T11:30:00.000Z'))).toBe('Sat, 12 Dec 2026, 10:00 am – Mon, 14 Dec 2026, 5:00 pm IST');
    expect(plain(formatTimeRange(ten, five))).toBe('10:00 am – 5:00 pm IST');
    expect(plain(formatTime('2026-12-11T18:30:00.000Z'))).toBe('12:00 am IST');
    expect(plain(formatTime('2026-12-12T06:30:00.000Z'))).toBe('12:00 pm IST');
    // A day without a time of day is not given one.
    expect(formatDateTime('2026-12-12')).toBe('Sat, 12 Dec 2026');
    expect(plain(formatRange('2026-12-12', '2026-12-14'))).toBe('Sat, 12 Dec 2026 – Mon, 14 Dec 2026');
    // A time never breaks inside itself.
    expect(formatTime(ten)).toBe('10:00\u00a0am\u00a0IST');
    expect(formatTimeRange(ten, five)).toBe('10:00\u00a0am\u00a0– 5:00\u00a0pm\u00a0IST');
  });

  it('says when there is no date to show', () => {
    expect(formatDate(null)).toBe('Date to be announced');
    expect(formatDateTime('not a date')).toBe('Date to be announced');
    expect(formatTime(undefined)).toBe('');
    expect(formatRange('', null)).toBe('Date to be announced');
  });
});

describe('short labels and texts', () => {
  it("a chart's day is '9 Jan', India's day; a text message gets plain spaces, nothing else changed", () => {
    expect(formatDayMonth('2027-01-09T12:00:00+05:30')).toBe('9 Jan');
    expect(formatDayMonth('2027-01-08T19:00:00Z')).toBe('9 Jan');
    expect(formatDayMonth('no date')).toBe('');
    expect(plainSpaces(formatDateTime('2026-12-03T11:00:00Z'))).toBe('Thu, 3 Dec 2026, 4:30 pm IST');
  });
});

describe('the countdown', () => {
  it('is hh:mm:ss within a day, and days and hours beyond it', () => {
    const s = 1000;
    expect(formatCountdown(-5 * s)).toBe('00:00:00');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(59 * s)).toBe('00:00:59');
    expect(formatCountdown((23 * 3600 + 59 * 60 + 59) * s)).toBe('23:59:59');
    expect(formatCountdown(24 * 3600 * s)).toBe('1 day');
    expect(formatCountdown((2 * 86_400 + 15 * 3600 + 9 * 60) * s)).toBe('2 days 15 h');
    expect(formatCountdown((63 * 3600 + 9 * 60 + 6) * s)).toBe('2 days 15 h');
    expect(formatCountdown((86_400 + 3600) * s)).toBe('1 day 1 h');
  });
});
