/**
 * The browser's own online state, for the parts that may not import src/offline (ui, app's stand-ins):
 * whether it says it is online, and a hook that acts once each time the connection comes back.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { SERVER_BACK_EVENT } from './server-back-event';

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

/**
 * While `active`, runs `again` each time the connection comes back: the browser's `online` event, or the
 * academy's server answering again after lie-fi, when no `online` comes (server-back-event.ts).
 */
export function useWhenBackOnline(again: () => void, active = true): void {
  useEffect(() => {
    if (!active) return;
    window.addEventListener('online', again);
    window.addEventListener(SERVER_BACK_EVENT, again);
    return () => {
      window.removeEventListener('online', again);
      window.removeEventListener(SERVER_BACK_EVENT, again);
    };
  }, [again, active]);
}
