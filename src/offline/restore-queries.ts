import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { persistOptions } from './query-persistence';

/** Puts the saved queries back into the cache and keeps saving them; resolves once they are back. */
export function restoreQueries(queryClient: QueryClient): Promise<void> {
  return persistQueryClient({ queryClient, ...persistOptions() })[1];
}
