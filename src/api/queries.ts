/** One queryOptions factory per read of SPEC §7; query keys are built here and nowhere else. */
import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../contract/api-paths';
import type { Course, CourseSummary, DataBody, Mentor, MentorSummary, Testimonial } from '../contract';
import { apiRequest } from './http';

export const queryKeys = {
  courses: ['courses'] as const,
  course: (id: string) => ['courses', id] as const,
  mentors: ['mentors'] as const,
  mentor: (id: string) => ['mentors', id] as const,
  testimonials: ['testimonials'] as const,
};

async function data<T>(path: string, signal: AbortSignal): Promise<T> {
  return (await apiRequest<DataBody<T>>(path, { signal })).data;
}

export const coursesQuery = () =>
  queryOptions({ queryKey: queryKeys.courses, queryFn: ({ signal }) => data<CourseSummary[]>(apiPaths.courses, signal) });

export const courseQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.course(id), queryFn: ({ signal }) => data<Course>(apiPaths.course(id), signal) });

export const mentorsQuery = () =>
  queryOptions({ queryKey: queryKeys.mentors, queryFn: ({ signal }) => data<MentorSummary[]>(apiPaths.mentors, signal) });

export const mentorQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.mentor(id), queryFn: ({ signal }) => data<Mentor>(apiPaths.mentor(id), signal) });

export const testimonialsQuery = () =>
  queryOptions({ queryKey: queryKeys.testimonials, queryFn: ({ signal }) => data<Testimonial[]>(apiPaths.testimonials, signal) });
