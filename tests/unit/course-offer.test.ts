/** What a course card and the course hero state (src/ui/course-offer.ts, decision 172). */
import { describe, expect, it } from 'vitest';
import { courseCoverSrc, coursePrice, nextBatchStart } from '../../src/ui/course-offer';

describe('the course offer', () => {
  it('writes the fee in rupees with Indian digit grouping, SPEC’s ₹8,000 when the course names none', () => {
    expect(coursePrice({ price: 125000 })).toBe('₹1,25,000');
    expect(coursePrice({ price: null })).toBe('₹8,000');
  });

  it('shows the course’s cover, or the academy’s default cover', () => {
    expect(courseCoverSrc({ coverImage: 'mern.svg' })).toBe('/uploads/courses/covers/mern.svg');
    expect(courseCoverSrc({ coverImage: null })).toBe('/images/course-cover.svg');
  });

  it('takes the next batch from the batches an answer carries, and has none before batches exist', () => {
    expect(nextBatchStart({ _id: 'c' })).toBeNull();
    expect(nextBatchStart({ _id: 'c', nextBatches: [{ startDate: '2026-12-07' }, { startDate: '2027-01-04' }] })).toBe('2026-12-07');
    expect(nextBatchStart({ _id: 'c', batches: [{ startDate: '2027-01-04' }] })).toBe('2027-01-04');
    expect(nextBatchStart({ _id: 'c', nextBatches: [] })).toBeNull();
  });
});
