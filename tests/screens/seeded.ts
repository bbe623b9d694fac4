import { inject } from 'vitest';
import type { CourseSummary, DataBody, MentorSummary, Testimonial } from '../../src/contract';

/** What the seeded server holds, read over HTTP, so tests compare the screen with the API. */
async function read<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, inject('apiOrigins').seeded));
  return ((await response.json()) as DataBody<T>).data;
}

export const seeded = {
  courses: () => read<CourseSummary[]>('/api/courses/all'),
  mentors: () => read<MentorSummary[]>('/api/trainer/all-profile'),
  testimonials: () => read<Testimonial[]>('/api/feedback'),
};
