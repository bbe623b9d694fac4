/** One queryOptions factory per read of SPEC §7; query keys are built here and nowhere else. */
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../contract/api-routes';
import type {
  Course,
  CourseSummary,
  DataBody,
  Event,
  EventSummary,
  InternshipSession,
  Mentor,
  MentorSummary,
  SessionCategory,
  Testimonial,
  Webinar,
  Workshop,
} from '../contract';
import { HOME_MAX_COURSES, HOME_MAX_MENTORS, HOME_MAX_TESTIMONIALS } from '../content/limits';
import { apiRequest } from './http';

export const queryKeys = {
  courses: ['courses'] as const,
  course: (id: string) => ['courses', id] as const,
  mentors: ['mentors'] as const,
  mentor: (id: string) => ['mentors', id] as const,
  testimonials: ['testimonials'] as const,
  sessionCategories: ['session-categories'] as const,
  events: ['events'] as const,
  event: (id: string) => ['events', id] as const,
  webinars: ['webinars'] as const,
  webinar: (id: string) => ['webinars', id] as const,
  workshops: ['workshops'] as const,
  workshop: (id: string) => ['workshops', id] as const,
  internshipSessions: ['internship-sessions'] as const,
  internshipSession: (id: string) => ['internship-sessions', id] as const,
  homeSlice: (list: string) => ['home', list] as const,
};

async function data<T>(path: string, signal: AbortSignal): Promise<T> {
  return (await apiRequest<DataBody<T>>(path, { signal })).data;
}

export const coursesQuery = () =>
  queryOptions({ queryKey: queryKeys.courses, queryFn: ({ signal }) => data<CourseSummary[]>(apiPaths.courses, signal) });

/**
 * The first few of a list, as the home page shows them, as a query of its own (decision 74): a page
 * rendered for `/` then carries the 12 items it shows, not three whole lists (a third of its bytes,
 * and a round trip more before its first paint), while each list's screen keeps its whole list.
 */
const firstOf = <T>(list: string, path: string, max: number) =>
  queryOptions({ queryKey: queryKeys.homeSlice(list), queryFn: async ({ signal }) => (await data<T[]>(path, signal)).slice(0, max) });

export const homeCoursesQuery = () => firstOf<CourseSummary>('courses', apiPaths.courses, HOME_MAX_COURSES);
export const homeMentorsQuery = () => firstOf<MentorSummary>('mentors', apiPaths.mentors, HOME_MAX_MENTORS);
export const homeTestimonialsQuery = () => firstOf<Testimonial>('testimonials', apiPaths.testimonials, HOME_MAX_TESTIMONIALS);

export const courseQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.course(id), queryFn: ({ signal }) => data<Course>(apiPaths.course(id), signal) });

export const mentorsQuery = () =>
  queryOptions({ queryKey: queryKeys.mentors, queryFn: ({ signal }) => data<MentorSummary[]>(apiPaths.mentors, signal) });

export const mentorQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.mentor(id), queryFn: ({ signal }) => data<Mentor>(apiPaths.mentor(id), signal) });

export const testimonialsQuery = () =>
  queryOptions({ queryKey: queryKeys.testimonials, queryFn: ({ signal }) => data<Testimonial[]>(apiPaths.testimonials, signal) });

export const sessionCategoriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.sessionCategories,
    queryFn: ({ signal }) => data<SessionCategory[]>(apiPaths.sessionCategories, signal),
  });

export const eventsQuery = () =>
  queryOptions({ queryKey: queryKeys.events, queryFn: ({ signal }) => data<EventSummary[]>(apiPaths.events, signal) });

export const eventQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.event(id), queryFn: ({ signal }) => data<Event>(apiPaths.event(id), signal) });

export const webinarsQuery = () =>
  queryOptions({ queryKey: queryKeys.webinars, queryFn: ({ signal }) => data<Webinar[]>(apiPaths.webinars, signal) });

export const webinarQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.webinar(id), queryFn: ({ signal }) => data<Webinar>(apiPaths.webinar(id), signal) });

export const workshopsQuery = () =>
  queryOptions({ queryKey: queryKeys.workshops, queryFn: ({ signal }) => data<Workshop[]>(apiPaths.workshops, signal) });

export const workshopQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.workshop(id), queryFn: ({ signal }) => data<Workshop | null>(apiPaths.workshop(id), signal) });

export const internshipSessionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.internshipSessions,
    queryFn: ({ signal }) => data<InternshipSession[]>(apiPaths.internshipSessions, signal),
  });

export const internshipSessionQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.internshipSession(id),
    queryFn: ({ signal }) => data<InternshipSession>(apiPaths.internshipSession(id), signal),
  });
