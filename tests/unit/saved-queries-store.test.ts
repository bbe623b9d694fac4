// The saved React Query cache: written at most once a second, and at once when flushed (jsdom storage).
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttledStoragePersister } from '../../src/offline/saved-queries-store';

const client = (n: number): PersistedClient => ({ timestamp: n, buster: 'b', clientState: { mutations: [], queries: [] } });
const stored = () => (JSON.parse(localStorage.getItem('k') ?? 'null') as PersistedClient | null)?.timestamp ?? null;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the saved queries store', () => {
  it('writes the latest cache once per second, however many changes came in it', () => {
    const persister = throttledStoragePersister(localStorage, 'k', 1_000);
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    void persister.persistClient(client(1));
    void persister.persistClient(client(2));
    expect(stored()).toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(stored()).toBe(2);
    expect(writes).toHaveBeenCalledTimes(1);
    writes.mockRestore();
  });

  it('writes what is waiting at once when flushed, and nothing twice', () => {
    const persister = throttledStoragePersister(localStorage, 'k', 1_000);
    void persister.persistClient(client(3));
    persister.flush();
    expect(stored()).toBe(3);
    localStorage.removeItem('k');
    vi.advanceTimersByTime(1_000);
    persister.flush();
    expect(stored()).toBeNull();
  });

  it('restores what it wrote, and a removal drops a write still waiting', async () => {
    const persister = throttledStoragePersister(localStorage, 'k', 1_000);
    void persister.persistClient(client(4));
    persister.flush();
    expect(await persister.restoreClient()).toEqual(client(4));
    void persister.persistClient(client(5));
    await persister.removeClient();
    vi.advanceTimersByTime(1_000);
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('keeps the last good copy when storage refuses a write, and works without storage', () => {
    const persister = throttledStoragePersister(localStorage, 'k', 1_000);
    void persister.persistClient(client(6));
    persister.flush();
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    void persister.persistClient(client(7));
    expect(() => persister.flush()).not.toThrow();
    full.mockRestore();
    expect(stored()).toBe(6);
    const none = throttledStoragePersister(undefined, 'k', 1_000);
    void none.persistClient(client(8));
    expect(() => none.flush()).not.toThrow();
  });
});
