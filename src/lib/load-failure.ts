/**
 * Why a read failed, in the terms a screen explains it to a person:
 *
 * - `no-answer`: no answer arrived (offline, timed out, refused): the page may simply not be saved yet;
 * - `not-found`: the server answered 404, or 400 to an id that is not an id at all (decision 2: a
 *   truncated or mistyped link): there is no such thing, and asking again cannot change that;
 * - `failed`: anything else (a 500, an answer that could not be read, a bug).
 *
 * The API client's errors (`ApiError` in src/api/http.ts, which src/lib may not import) carry the HTTP
 * status the server answered with, and 0 when no answer arrived; that `status` is what is read here.
 */
export type LoadFailure = 'no-answer' | 'not-found' | 'failed';

export function answeredStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

export function loadFailureOf(error: unknown): LoadFailure {
  const status = answeredStatus(error);
  if (status === 0) return 'no-answer';
  // Reads take no input but the id in their path, so a 400 can only mean an id nothing has (decision 91).
  if (status === 404 || status === 400) return 'not-found';
  return 'failed';
}

/** What a list shows for its read: loading, not saved for offline yet, failed (with Try again), or itself. */
export type ListView = 'loading' | 'not-saved' | 'failed' | 'ready';

interface ReadState {
  data?: unknown;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** React Query's `fetchStatus`: `paused` is a read waiting for the network to come back. */
  fetchStatus: string;
}

export function listViewOf(read: ReadState, online: boolean): ListView {
  if (read.data !== undefined) return 'ready';
  if (read.isPending && read.fetchStatus === 'paused') return 'not-saved';
  if (read.isError) return !online && loadFailureOf(read.error) === 'no-answer' ? 'not-saved' : 'failed';
  return 'loading';
}
