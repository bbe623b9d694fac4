import { describe, expect, it } from 'vitest';
import { ago } from '../../src/ui/age';

const now = Date.parse('2026-11-24T10:00:00Z');
const before = (ms: number) => now - ms;
const MIN = 60_000;

describe('how long ago, in words', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [-5 * MIN, 'just now'], // another device's clock a little ahead
    [MIN, '1 minute ago'],
    [5 * MIN, '5 minutes ago'],
    [59 * MIN, '59 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [47 * 60 * MIN, '47 hours ago'],
    [48 * 60 * MIN, '2 days ago'],
    [10 * 24 * 60 * MIN, '10 days ago'],
  ])('%d ms before is "%s"', (ms, words) => {
    expect(ago(before(ms), now)).toBe(words);
  });
});
