import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';
import { PERSIST_MAX_AGE_MS } from '../offline/query-persistence';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Reads fall through to the service worker's cache when the network is gone (DESIGN "Data flow").
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        // Kept at least as long as the persisted copy lives, or persisting would save nothing.
        gcTime: PERSIST_MAX_AGE_MS,
        // A 4xx will not change on retry (a missing course stays missing); network trouble might.
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  });
}
