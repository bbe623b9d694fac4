import { inject } from 'vitest';
import type {
  CourseSummary,
  DataBody,
  Event,
  EventSummary,
  InternshipSession,
  MentorSummary,
  Testimonial,
  Webinar,
  Workshop,
} from '../../src/contract';

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

export const seededSessions = {
  events: () => read<EventSummary[]>('/api/event'),
  event: (id: string) => read<Event>(`/api/event/${id}`),
  webinars: () => read<Webinar[]>('/api/webinars'),
  workshops: () => read<Workshop[]>('/api/workshops'),
  internships: () => read<InternshipSession[]>('/api/internship-sessions'),
};
