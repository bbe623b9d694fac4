/**
 * React Query's cache kept in localStorage, so screens have their data on the next start even offline.
 * A week old at most; a new app version starts afresh (the shapes may have changed).
 */
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { STAFF_QUERY_ROOT } from '../api/staff-keys';
import { PERSIST_MAX_AGE_MS } from './persist-max-age';
import { throttledStoragePersister, type FlushingPersister } from './saved-queries-store';

const SAVED_QUERIES_KEY = 'codesmart-queries';
const WRITE_AT_MOST_EVERY_MS = 1_000;

/** One per page: restoring, saving and flushing must go through the same pending write. */
let persister: FlushingPersister | undefined;

function pagePersister(): FlushingPersister {
  if (persister) return persister;
  const created = throttledStoragePersister(
    typeof window === 'undefined' ? undefined : safeLocalStorage(),
    SAVED_QUERIES_KEY,
    WRITE_AT_MOST_EVERY_MS,
  );
  if (typeof window !== 'undefined') {
    // A page may be closed, or frozen in the background, at any moment after it is hidden.
    window.addEventListener('pagehide', created.flush);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && created.flush());
  }
  return (persister = created);
}

/** Writes the saved cache now (the warm-up's end: what it says is kept must be kept). */
export function flushSavedQueries(): void {
  persister?.flush();
}

export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: pagePersister(),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: __APP_VERSION__,
    // The staff console's answers (keys under 'staff') need a connection and a role checked now: never kept on the device.
    dehydrateOptions: { shouldDehydrateQuery: (q) => q.state.status === 'success' && q.queryKey[0] !== STAFF_QUERY_ROOT },
  };
}

/** localStorage can be missing or throw (privacy modes); then nothing is persisted and nothing breaks. */
function safeLocalStorage(): Storage | undefined {
  try {
    const probe = '__codesmart_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return undefined;
  }
}
