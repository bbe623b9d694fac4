import { useSyncExternalStore } from 'react';
import { networkStatus } from './network-status';

/** Whether the browser is online, re-rendering when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    networkStatus.subscribe,
    () => networkStatus.getState().online,
    () => true,
  );
}
