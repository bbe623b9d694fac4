/**
 * The browser's own online state, for the parts that may not import src/offline (ui, app's stand-ins):
 * whether it says it is online, and a hook that acts once each time the connection comes back.
 */
import { useEffect, useSyncExternalStore } from 'react';

function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** `navigator.onLine`, re-rendering when it changes (true on the server). */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** While `active`, runs `again` each time the browser's `online` event fires. */
export function useWhenBackOnline(again: () => void, active = true): void {
  useEffect(() => {
    if (!active) return;
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [again, active]);
}
