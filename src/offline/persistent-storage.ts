/**
 * Queued submissions and the offline copy live in IndexedDB and the Cache API, which a browser may
 * clear under storage pressure unless the site's storage is persistent. It is asked for when it starts
 * to matter — the first time something is queued, or when the app is installed — not on a first visit
 * (Chromium grants it by engagement and installation; Firefox may ask the person, which must follow
 * their action). The outcome is kept in a store so /pending can tell the person what it means.
 */
import { createStore } from 'zustand/vanilla';

export type Persistence = 'unknown' | 'persisted' | 'best-effort' | 'unsupported';

export const storagePersistence = createStore<{ state: Persistence }>(() => ({ state: 'unknown' }));

let asked: Promise<Persistence> | null = null;

/** Asks once per page load; later calls get the same answer. */
export function requestPersistentStorage(): Promise<Persistence> {
  asked ??= ask().then((state) => {
    storagePersistence.setState({ state });
    return state;
  });
  return asked;
}

async function ask(): Promise<Persistence> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist || !storage.persisted) return 'unsupported';
  try {
    if (await storage.persisted()) return 'persisted';
    return (await storage.persist()) ? 'persisted' : 'best-effort';
  } catch {
    return 'best-effort';
  }
}
