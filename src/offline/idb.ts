/**
 * The few IndexedDB operations the outbox and the course packs need, as promises. No library: the platform
 * API is enough, with one thing added for WebKit (decision 199): a page going away puts down what it holds.
 */

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The page's window; none in the service worker, which has no back/forward cache to go into. */
const page: EventTarget | undefined = 'document' in globalThis ? globalThis : undefined;

/** Resolves when the page is shown again after a `pagehide`; undefined while it is showing. */
let pageAway: Promise<void> | undefined;

/**
 * A database the page opens once and uses in short transactions.
 *
 * WebKit (Safari's engine; seen in WebKitGTK 2.50) keeps a transaction that is running when its page goes
 * into the back/forward cache open while the page sleeps there, and every later transaction on that store,
 * in any tab, waits behind it: the next page's form stayed "Sending..." for good. So on `pagehide` each
 * database aborts what it is running and closes; the aborted work runs again, from the start, in a new
 * transaction if the page is shown again, as if the page had been frozen before it began. Each `work` reads
 * what it changes inside its transaction, so running it again is the same change.
 */
export class Database {
  private opened: Promise<IDBDatabase> | null = null;
  private readonly running = new Set<IDBTransaction>();
  /** Transactions this page aborted as it went away: their end is "run it again", not a failure. */
  private readonly putDown = new WeakSet<IDBTransaction>();
  /** How many times the page has gone away: a connection opened across one of them has been closed. */
  private timesAway = 0;

  constructor(
    private readonly name: string,
    private readonly version: number,
    private readonly upgrade: (db: IDBDatabase) => void,
  ) {
    page?.addEventListener('pagehide', () => this.goingAway());
  }

  /** Runs `work` in one transaction over `store` and resolves once the transaction has committed. */
  async transaction<T>(store: string, mode: IDBTransactionMode, work: (s: IDBObjectStore) => Promise<T> | T): Promise<T> {
    for (;;) {
      if (pageAway) await pageAway;
      const times = this.timesAway;
      const db = await this.connection();
      // The page went away while the database was opening: it was closed then; open it again once back.
      if (this.timesAway !== times) continue;
      const outcome = await this.settle(db.transaction(store, mode), store, work);
      if (outcome.done) return outcome.value;
    }
  }

  private connection(): Promise<IDBDatabase> {
    this.opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(this.name, this.version);
      request.onupgradeneeded = () => this.upgrade(request.result);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }).catch((err: unknown) => {
      // Not kept: a database that could not be opened (blocked, private mode) is tried again next time.
      this.opened = null;
      throw err;
    });
    return this.opened;
  }

  /** The transaction's end: `work`'s value once committed, or `done: false` when the page's going away aborted it. */
  private settle<T>(
    tx: IDBTransaction,
    store: string,
    work: (s: IDBObjectStore) => Promise<T> | T,
  ): Promise<{ done: true; value: T } | { done: false }> {
    this.running.add(tx);
    return new Promise((resolve, reject) => {
      let value: T;
      tx.oncomplete = () => {
        this.running.delete(tx);
        resolve({ done: true, value });
      };
      tx.onerror = () => {
        if (!this.putDown.has(tx)) reject(tx.error);
      };
      tx.onabort = () => {
        this.running.delete(tx);
        if (this.putDown.has(tx)) resolve({ done: false });
        else reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      };
      Promise.resolve(work(tx.objectStore(store))).then(
        (result) => {
          value = result;
        },
        (err: unknown) => {
          if (this.putDown.has(tx)) return;
          try {
            tx.abort();
          } catch {
            // Already ending: its own complete or abort settles it.
          }
          reject(err);
        },
      );
    });
  }

  /** `pagehide`: abort what runs (it runs again if the page comes back) and close, so no other page waits on us. */
  private goingAway(): void {
    this.timesAway += 1;
    pageAway ??= new Promise<void>((resolve) =>
      page?.addEventListener(
        'pageshow',
        () => {
          pageAway = undefined;
          resolve();
        },
        { once: true },
      ),
    );
    for (const tx of this.running) {
      this.putDown.add(tx);
      try {
        tx.abort();
      } catch {
        // Committing already: it ends by itself, and `oncomplete` settles it.
      }
    }
    const opened = this.opened;
    this.opened = null;
    void opened?.then(
      (db) => db.close(),
      () => undefined,
    );
  }
}
