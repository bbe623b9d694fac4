/** One queryOptions factory per read of SPEC §7; query keys are built here and nowhere else. */
import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type CourseSummary, type DataBody } from '../contract';
import { apiRequest } from './http';

export const queryKeys = {
  courses: ['courses'] as const,
};

export const coursesQuery = () =>
  queryOptions({
    queryKey: queryKeys.courses,
    queryFn: async ({ signal }) => (await apiRequest<DataBody<CourseSummary[]>>(apiPaths.courses, { signal })).data,
  });
