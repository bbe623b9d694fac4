/**
 * The first part of every staff console query key (src/features/staff/staff-api.ts). On its own so that
 * the offline cache (which never keeps these answers) and the logout (which drops them) can name it
 * without loading the console.
 */
export const STAFF_QUERY_ROOT = 'staff';
