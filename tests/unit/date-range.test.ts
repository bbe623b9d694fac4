/** The one rule for dates staff and queries give (src/contract/date-range.ts, decision 97). */
import { describe, expect, it } from 'vitest';
import { readDay, readDayOrInstant, readInstant, readQueryDate, SESSION_YEARS } from '../../src/contract/date-range';

describe('date range', () => {
  it('reads days that exist within 1900–2999', () => {
    expect(readDay('1900-01-01')).toEqual({ ok: true, date: new Date('1900-01-01T00:00:00Z') });
    expect(readDay('2999-12-31')).toEqual({ ok: true, date: new Date('2999-12-31T00:00:00Z') });
    expect(readDay('2028-02-29').ok).toBe(true);
    for (const day of ['1899-12-31', '3000-01-01', '0000-01-01', '9999-12-31'])
      expect(readDay(day)).toEqual({ ok: false, problem: 'range' });
    for (const day of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '2026-1-1', '+275760-09-13', 'yesterday', ''])
      expect(readDay(day)).toEqual({ ok: false, problem: 'format' });
  });

  it('reads instants with their zone, the year as written', () => {
    expect(readInstant('2026-12-01T10:00Z')).toEqual({ ok: true, date: new Date('2026-12-01T10:00:00Z') });
    expect(readInstant('2026-12-01T10:00:00.123+05:30')).toEqual({ ok: true, date: new Date('2026-12-01T04:30:00.123Z') });
    for (const text of ['2026-12-01T24:00:00Z', '2026-12-01T23:60Z', '2026-12-01T10:00', '2026-02-30T10:00Z', '2026-12-01T10:00+24:00'])
      expect(readInstant(text)).toEqual({ ok: false, problem: 'format' });
    expect(readInstant('9999-12-31T00:00:00Z')).toEqual({ ok: false, problem: 'range' });
    expect(readInstant('1999-12-31T23:00:00Z', SESSION_YEARS)).toEqual({ ok: false, problem: 'range' });
    expect(readInstant('2101-01-01T00:00:00Z', SESSION_YEARS)).toEqual({ ok: false, problem: 'range' });
    expect(readDayOrInstant('2026-12-01').ok && readDayOrInstant('2026-12-01T10:00Z').ok).toBe(true);
  });

  it('turns a query parameter into a date, no filter, or a field message', () => {
    expect(readQueryDate('since', undefined, 'day')).toEqual({ ok: true, date: undefined });
    expect(readQueryDate('since', '', 'day')).toEqual({ ok: true, date: undefined });
    expect(readQueryDate('since', '0000-01-01', 'day')).toEqual({
      ok: false,
      field: 'since',
      message: 'Enter a date between 1900 and 2999',
    });
    expect(readQueryDate('before', 'soon', 'dayOrInstant')).toEqual({
      ok: false,
      field: 'before',
      message: 'Enter a date such as 2026-12-01 or 2026-12-01T10:00:00Z',
    });
  });
});
