/**
 * Values only the browser knows (media queries, Save-Data), read so that hydration stays exact: while
 * React hydrates server HTML it uses the server's value, then re-renders with the browser's own. In a
 * browser-only start the browser's value is used from the first render.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

function mediaQuery(query: string) {
  const list = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);
  return {
    subscribe(onChange: () => void) {
      const mql = list();
      mql?.addEventListener?.('change', onChange);
      return () => mql?.removeEventListener?.('change', onChange);
    },
    matches: () => list()?.matches ?? false,
  };
}

const reducedMotion = mediaQuery('(prefers-reduced-motion: reduce)');

/** The visitor asked for less motion (for effects and handlers; components use the hook below). */
export const prefersReducedMotion = (): boolean => reducedMotion.matches();

/** The visitor asked for less motion; false while hydrating (the server cannot know). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(reducedMotion.subscribe, reducedMotion.matches, () => false);
}

/** Data Saver is on (Chromium's Network Information API; other browsers never say so). */
export function saveDataOn(): boolean {
  return (
    typeof navigator !== 'undefined' && Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)
  );
}

/** Data Saver is on; true while hydrating, so server HTML never starts a heavy download by itself. */
export function useSaveData(): boolean {
  return useSyncExternalStore(noSubscription, saveDataOn, () => true);
}

function subscribeToLoad(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/** The page has finished loading (window `load`): the moment for what is only decoration. */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === 'complete',
    () => false,
  );
}

/**
 * False until the frame after the component first appears: for decoration (a looping video) that would
 * otherwise be set up in the same task that puts a new screen on the page, and hold its first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** False on the server and while hydrating, true once the browser renders on its own. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
