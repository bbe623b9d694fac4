/** The academy's working hours as arithmetic (decision 152): Mon–Sat 9AM–6PM India time. */
import { describe, expect, it } from 'vitest';
import { addWorkingHours, indiaDay, indiaWeek, isWorkingTime, workingHoursBetween } from '../../src/contract/working-hours';

/** An India-time wall clock, written as such. */
const ist = (text: string) => new Date(`${text}+05:30`);

describe('working hours', () => {
  it.each([
    ['a Tuesday morning form, 24 hours: Thursday afternoon', '2026-12-01T10:30:00', 24, '2026-12-03T16:30:00'],
    ['at opening, 9 hours: that evening at closing', '2026-12-01T09:00:00', 9, '2026-12-01T18:00:00'],
    ['before opening counts from opening', '2026-12-01T06:15:00', 1, '2026-12-01T10:00:00'],
    ['after closing counts from the next opening', '2026-12-01T21:00:00', 2, '2026-12-02T11:00:00'],
    ['Saturday afternoon skips Sunday', '2026-12-05T17:00:00', 24, '2026-12-09T14:00:00'],
    ['on Sunday counts from Monday', '2026-12-06T12:00:00', 0.5, '2026-12-07T09:30:00'],
  ])('%s', (_name, from, hours, due) => {
    expect(addWorkingHours(ist(from), hours).toISOString()).toBe(ist(due).toISOString());
  });

  it('counts the working hours between two moments, and is the inverse of adding them', () => {
    expect(workingHoursBetween(ist('2026-12-05T17:00:00'), ist('2026-12-07T10:00:00'))).toBe(2);
    expect(workingHoursBetween(ist('2026-12-07T10:00:00'), ist('2026-12-05T17:00:00'))).toBe(-2);
    for (const start of ['2026-12-01T10:30:00', '2026-12-05T17:45:00', '2026-12-06T03:00:00']) {
      for (const hours of [0.25, 8, 24, 61])
        expect(workingHoursBetween(ist(start), addWorkingHours(ist(start), hours))).toBeCloseTo(hours, 6);
    }
  });

  it('says when the academy is open, and names India-time days and weeks', () => {
    expect(isWorkingTime(ist('2026-12-05T17:59:00'))).toBe(true);
    expect(isWorkingTime(ist('2026-12-05T18:00:00'))).toBe(false);
    expect(isWorkingTime(ist('2026-12-06T11:00:00'))).toBe(false);
    // 00:30 in India is still the previous day in UTC.
    expect(indiaDay(ist('2026-12-02T00:30:00'))).toBe('2026-12-02');
    expect(indiaWeek(ist('2026-12-06T23:59:00'))).toBe('2026-11-30');
    expect(indiaWeek(ist('2026-12-07T00:01:00'))).toBe('2026-12-07');
  });
});
