/**
 * The course pack as the server gives it to the signed-in person (issue 40): keyed under the student like
 * their other own answers, so a logout forgets it (everything under ME_QUERY_ROOT) and two students on one device never share it.
 */
import { queryOptions } from '@tanstack/react-query';
import { pathTo } from '../contract/api-routes';
import { PACK_PATHS, type CoursePack } from '../contract/course-pack';
import type { DataBody } from '../contract';
import { apiRequest } from './http';
import { ME_QUERY_ROOT } from './me-keys';

export const coursePackQuery = (studentId: string, courseId: string) =>
  queryOptions({
    queryKey: [ME_QUERY_ROOT, studentId, 'pack', courseId] as const,
    queryFn: async ({ signal }) => (await apiRequest<DataBody<CoursePack>>(pathTo(PACK_PATHS.pack, { id: courseId }), { signal })).data,
  });
