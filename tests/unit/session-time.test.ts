// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { academyTime, phaseAt } from '../../server/routes/time';
import { istAt } from '../../server/seed/sessions';

describe('phaseAt', () => {
  const start = new Date('2026-03-10T04:30:00Z');
  const end = new Date('2026-03-10T10:30:00Z');
  it.each([
    ['before the start', '2026-03-10T04:29:59Z', 'upcoming'],
    ['at the start', '2026-03-10T04:30:00Z', 'ongoing'],
    ['in between', '2026-03-10T07:00:00Z', 'ongoing'],
    ['at the end', '2026-03-10T10:30:00Z', 'ongoing'],
    ['after the end', '2026-03-10T10:30:01Z', 'past'],
  ])('%s', (_label, now, phase) => {
    expect(phaseAt(start, end, new Date(now))).toBe(phase);
  });
});

describe('academy times', () => {
  it('formats instants as HH:MM in India, whatever the server zone', () => {
    expect(academyTime(new Date('2026-03-10T04:30:00Z'))).toBe('10:00');
    expect(academyTime(new Date('2026-03-10T18:45:00Z'))).toBe('00:15');
  });

  it('dates seed sessions on the Indian calendar day, at the Indian wall-clock time', () => {
    // 20:00 UTC on the 9th is already 01:30 on the 10th in India.
    const now = new Date('2026-03-09T20:00:00Z');
    expect(istAt(now, 0, '10:00').toISOString()).toBe('2026-03-10T04:30:00.000Z');
    expect(istAt(now, -1, '09:00').toISOString()).toBe('2026-03-09T03:30:00.000Z');
    expect(academyTime(istAt(now, 3, '18:30'))).toBe('18:30');
  });
});
