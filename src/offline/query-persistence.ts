/**
 * React Query's cache kept in localStorage, so screens have their data on the next start even offline.
 * A week old at most; a new app version starts afresh (the shapes may have changed).
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { STAFF_QUERY_ROOT } from '../api/staff-keys';
import { PERSIST_MAX_AGE_MS } from './persist-max-age';

export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  const storage = typeof window === 'undefined' ? undefined : safeLocalStorage();
  return {
    persister: createSyncStoragePersister({ storage, key: 'codesmart-queries', throttleTime: 1_000 }),
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
