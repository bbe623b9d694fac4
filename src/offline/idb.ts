/** The few IndexedDB operations the outbox needs, as promises. No library: the platform API is enough. */

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function openDatabase(name: string, version: number, upgrade: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  const request = indexedDB.open(name, version);
  request.onupgradeneeded = () => upgrade(request.result);
  return requestResult(request);
}

/** Runs `work` in one transaction over `store` and resolves once the transaction has committed. */
export function inTransaction<T>(
  db: IDBDatabase,
  store: string,
  mode: IDBTransactionMode,
  work: (s: IDBObjectStore) => Promise<T> | T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, mode);
    let result: T;
    tx.oncomplete = () => resolve(result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    Promise.resolve(work(tx.objectStore(store))).then(
      (value) => {
        result = value;
      },
      (err: unknown) => {
        tx.abort();
        reject(err);
      },
    );
  });
}
