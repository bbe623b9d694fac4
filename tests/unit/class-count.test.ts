// @vitest-environment node
/** A batch's number of classes (its structured data's repeatCount): counted by weeks, as a day-by-day count would. */
import { describe, expect, it } from 'vitest';
import { classCount } from '../../src/app/structured-data';

type Day = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';
const CODES: Day[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

function dayByDay(startDate: string, endDate: string, classDays: Day[]) {
  let n = 0;
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= Date.parse(`${endDate}T00:00:00Z`); t += 86_400_000)
    if (classDays.includes(CODES[new Date(t).getUTCDay()]!)) n += 1;
  return n;
}

describe('classCount', () => {
  it('counts a batch of weekdays and one of weekends as a day-by-day count does', () => {
    expect(classCount({ startDate: '2026-12-07', endDate: '2027-03-05', classDays: ['MO', 'TU', 'WE', 'TH', 'FR'] })).toBe(65);
    expect(classCount({ startDate: '2026-12-05', endDate: '2027-01-31', classDays: ['SA', 'SU'] })).toBe(18);
  });

  it('agrees with a day-by-day count over every start weekday, length and set of days tried', () => {
    const sets: Day[][] = [['MO'], ['SA', 'SU'], ['MO', 'WE', 'FR'], ['TU', 'TH'], CODES, [], ['SU', 'SU']];
    for (let start = 0; start < 7; start += 1)
      for (let length = 0; length < 40; length += 1)
        for (const days of sets) {
          const startDate = new Date(Date.UTC(2026, 10, 1 + start)).toISOString().slice(0, 10);
          const endDate = new Date(Date.UTC(2026, 10, 1 + start + length)).toISOString().slice(0, 10);
          expect(classCount({ startDate, endDate, classDays: days }), `${startDate}…${endDate} ${days}`).toBe(
            dayByDay(startDate, endDate, days),
          );
        }
  });

  it('holds no class when the batch ends before it starts', () => {
    expect(classCount({ startDate: '2027-01-10', endDate: '2027-01-09', classDays: ['MO'] })).toBe(0);
  });
});
