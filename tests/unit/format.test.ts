import { describe, expect, it } from 'vitest';
import { formatCount, formatRupees } from '../../src/ui/format';

// The hand-written grouping must write exactly what Intl's en-IN formats would (src/ui/format.ts says why).
const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const intlCount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const samples = [0, 5, 42, 999, 1000, 8000, 12_345.6, 99_999, 100_000, 1_234_567, 12_345_678, 987_654_321, -5000, 0.4];

describe('Indian digit grouping', () => {
  it.each(samples)('writes %d as Intl en-IN does, as rupees and as a count', (n) => {
    expect(formatRupees(n)).toBe(intlRupees.format(n));
    expect(formatCount(n)).toBe(intlCount.format(n));
  });
});
