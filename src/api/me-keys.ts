/**
 * The query keys of a student's own answers (`/api/me/*`). Apart from their reads so that the shell, which
 * forgets them at logout, carries no more than these words.
 */
export const ME_QUERY_ROOT = 'me';

export const meQueryKeys = {
  /** Keyed by the student: a device shared by two students never shows one the other's saved copy. */
  learning: (studentId: string) => [ME_QUERY_ROOT, studentId, 'learning'] as const,
};
