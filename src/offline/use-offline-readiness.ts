import { useSyncExternalStore } from 'react';
import { offlineReadiness, type OfflineReadiness } from './offline-readiness';

const NOTHING_YET: OfflineReadiness = { state: 'never' };

/** How much of the site is saved for offline use, re-rendering as the warm-up goes on. */
export function useOfflineReadiness(): OfflineReadiness {
  return useSyncExternalStore(offlineReadiness.subscribe, offlineReadiness.getState, () => NOTHING_YET);
}
