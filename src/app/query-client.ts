import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';
import { PERSIST_MAX_AGE_MS } from '../offline/persist-max-age';

/**
 * React Query's online manager starts out "online" whatever the browser says, so a page loaded offline
 * never saw a change when the network came back and its failed screens stayed failed (issue 15). It now
 * starts from `navigator.onLine` and follows the browser's events: coming back online refetches every
 * screen on show that failed or is stale.
 */
function followBrowserOnlineState() {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

export function createQueryClient() {
  if (typeof window !== 'undefined') followBrowserOnlineState();
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
