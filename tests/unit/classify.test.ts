// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventPhase, sessionInstant, statusPhase } from '../../src/features/sessions/classify';

const at = (iso: string) => new Date(iso);

describe('event classification', () => {
  const event = { startDate: '2026-03-10T04:30:00.000Z', endDate: '2026-03-10T08:30:00.000Z' };

  it('is upcoming before the start, ongoing from the start to the end inclusive, past after', () => {
    expect(eventPhase(event, at('2026-03-10T04:29:59.999Z'))).toBe('upcoming');
    expect(eventPhase(event, at('2026-03-10T04:30:00.000Z'))).toBe('ongoing');
    expect(eventPhase(event, at('2026-03-10T06:00:00.000Z'))).toBe('ongoing');
    expect(eventPhase(event, at('2026-03-10T08:30:00.000Z'))).toBe('ongoing');
    expect(eventPhase(event, at('2026-03-10T08:30:00.001Z'))).toBe('past');
  });

  it('without an end, lasts until the end of its start day', () => {
    const open = { startDate: '2026-03-10T04:30:00.000Z', endDate: null };
    const start = at(open.startDate);
    const endOfDay = new Date(start);
    endOfDay.setHours(23, 59, 59, 999);
    expect(eventPhase(open, start)).toBe('ongoing');
    expect(eventPhase(open, endOfDay)).toBe('ongoing');
    expect(eventPhase(open, new Date(endOfDay.getTime() + 1))).toBe('past');
  });

  it('reads date-only dates with HH:MM times, in the visitor zone', () => {
    const local = { startDate: '2026-03-10', startTime: '10:00', endDate: '2026-03-10', endTime: '12:00' };
    expect(eventPhase(local, new Date(2026, 2, 10, 9, 59))).toBe('upcoming');
    expect(eventPhase(local, new Date(2026, 2, 10, 10, 0))).toBe('ongoing');
    expect(eventPhase(local, new Date(2026, 2, 10, 12, 0))).toBe('ongoing');
    expect(eventPhase(local, new Date(2026, 2, 10, 12, 1))).toBe('past');
    // A date-only end without a time runs to the end of that day.
    expect(eventPhase({ startDate: '2026-03-10', endDate: '2026-03-11' }, new Date(2026, 2, 11, 23, 58))).toBe('ongoing');
  });

  it('puts an event it cannot date among the past, and never throws', () => {
    expect(eventPhase({ startDate: 'not a date', endDate: '2026-03-10T08:30:00.000Z' }, at('2026-03-10T05:00:00Z'))).toBe('past');
    expect(eventPhase({ startDate: undefined }, at('2026-03-10T05:00:00Z'))).toBe('past');
    expect(eventPhase({ startDate: '2026-02-30T25:00' }, at('2026-03-10T05:00:00Z'))).toBe('past');
    // A bad end falls back to the end of the start day.
    expect(eventPhase({ startDate: '2026-03-10T04:30:00.000Z', endDate: 'soon' }, at('2026-03-10T05:00:00Z'))).toBe('ongoing');
    expect(sessionInstant('2026-13-45')).toBeNull();
  });
});

describe('status classification (webinars, workshops, internship sessions)', () => {
  it('compares case-insensitively and trims', () => {
    expect(statusPhase('Ongoing')).toBe('ongoing');
    expect(statusPhase(' UPCOMING ')).toBe('upcoming');
    expect(statusPhase('ongoing')).toBe('ongoing');
  });

  it('counts completed, past, unknown and missing statuses as past', () => {
    expect(statusPhase('Completed')).toBe('past');
    expect(statusPhase('completed')).toBe('past');
    expect(statusPhase('past')).toBe('past');
    expect(statusPhase('cancelled')).toBe('past');
    expect(statusPhase(undefined)).toBe('past');
    expect(statusPhase('')).toBe('past');
  });
});
