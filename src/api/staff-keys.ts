/**
 * The first part of every staff console query key (src/features/staff/staff-api.ts), and the one staff read a
 * student's navbar makes. On their own so that the offline cache (which never keeps these answers), the logout
 * (which drops them) and the navbar's "Staff console" link (StaffLink) name them without loading the console:
 * its chunks are never precached for visitors and students (decision 83), so a student's code that imported
 * one would not open offline.
 */
import { AUTH_PATHS } from '../contract/api-routes';
import type { StaffRoleName } from '../contract/staff';
import { apiRequest } from './http';

export const STAFF_QUERY_ROOT = 'staff';

/** The role the session answer names (null for a student): the navbar's link. */
export const SESSION_ROLE_KEY = [STAFF_QUERY_ROOT, 'session-role'] as const;

/** The signed-in person's role as `GET /api/auth/me` names it, or null: asked of every signed-in page, never refused for lacking one. */
export const readSessionRole = async (): Promise<StaffRoleName | null> =>
  (await apiRequest<{ data: { role: StaffRoleName | null } }>(AUTH_PATHS.me)).data.role;
