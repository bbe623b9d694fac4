/**
 * Where React Query's cache is kept between visits: one localStorage entry, written at most once a
 * second (a warm-up settles hundreds of queries), and at once when asked. A tab closed within that
 * second used to lose the last answers: the warm-up recorded "ready for offline" while the saved cache
 * lacked what it had just read, and the next offline start had to ask the service worker for them.
 * What is waiting is now written when the warm-up ends and whenever the page is hidden or left.
 */
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

export interface FlushingPersister extends Persister {
  /** Writes the latest cache now, if a write is waiting. */
  flush(): void;
}

/** `storage` undefined (no localStorage, or it refuses): nothing is kept and nothing breaks. */
export function throttledStoragePersister(storage: Storage | undefined, key: string, waitMs: number): FlushingPersister {
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const client = latest;
    latest = undefined;
    if (!client || !storage) return;
    try {
      storage.setItem(key, JSON.stringify(client));
    } catch {
      // Full or refused: the previous copy stays, and the next change tries again.
    }
  };
  return {
    persistClient(client) {
      latest = client;
      timer ??= setTimeout(flush, waitMs);
    },
    restoreClient() {
      const saved = storage?.getItem(key);
      return saved ? (JSON.parse(saved) as PersistedClient) : undefined;
    },
    removeClient() {
      latest = undefined;
      storage?.removeItem(key);
    },
    flush,
  };
}
