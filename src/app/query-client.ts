import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Reads fall through to the service worker's cache when the network is gone (DESIGN "Data flow").
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        retry: 1,
      },
    },
  });
}
