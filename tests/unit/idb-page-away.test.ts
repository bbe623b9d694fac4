/**
 * Decision 199: a page going away (`pagehide`) aborts the transactions it is running and closes its
 * database, so no other page waits behind them (WebKit keeps them open while the page sleeps in the
 * back/forward cache); what was aborted runs again, from the start, once the page is shown again.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Database, requestResult } from '../../src/offline/idb';

let count = 0;
const STORE = 'items';
const fresh = () => {
  const name = `idb-page-away-${++count}`;
  return { name, db: new Database(name, 1, (db) => db.createObjectStore(STORE, { keyPath: 'id' })) };
};

/** What another tab does: its own connection, one write. */
async function writeFromAnotherTab(name: string, id: string): Promise<void> {
  const db = await requestResult(indexedDB.open(name, 1));
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put({ id });
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error);
  });
  db.close();
}

/** A transaction that stays busy (one read after another) until it is aborted; `started` once it reads. */
function keepBusy(s: IDBObjectStore, started: () => void): Promise<never> {
  const next = () => {
    const request = s.get('anything');
    request.onsuccess = () => {
      started();
      next();
    };
  };
  next();
  return new Promise<never>(() => undefined);
}

describe('a database in a page that goes away', () => {
  it('aborts what it is running, so another tab can write, and runs that work again once the page is back', async () => {
    const { name, db } = fresh();
    await db.transaction(STORE, 'readwrite', (s) => requestResult(s.put({ id: 'first' })));
    let attempts = 0;
    let started!: () => void;
    const reading = new Promise<void>((resolve) => (started = resolve));
    const busy = db.transaction(STORE, 'readonly', (s) => (++attempts === 1 ? keepBusy(s, started) : requestResult(s.count())));
    await reading;
    const other = writeFromAnotherTab(name, 'from-another-tab');
    let busySettled = false;
    void busy.finally(() => (busySettled = true));

    window.dispatchEvent(new Event('pagehide'));
    // Without the abort, the other tab's write would wait behind the busy transaction for good.
    await other;
    expect(busySettled).toBe(false);

    window.dispatchEvent(new Event('pageshow'));
    expect(await busy).toBe(2);
    expect(attempts).toBe(2);
  });

  it('waits while the page is away: nothing starts until it is shown again, then it runs on a new connection', async () => {
    const { name, db } = fresh();
    await db.transaction(STORE, 'readwrite', (s) => requestResult(s.put({ id: 'kept' })));
    window.dispatchEvent(new Event('pagehide'));
    let ran = false;
    const read = db.transaction(STORE, 'readonly', (s) => {
      ran = true;
      return requestResult(s.get('kept') as IDBRequest<{ id: string } | undefined>);
    });
    // Time enough for a database to open and a read to run: another tab opens, writes and closes.
    await writeFromAnotherTab(name, 'meanwhile');
    expect(ran).toBe(false);
    window.dispatchEvent(new Event('pageshow'));
    expect(await read).toEqual({ id: 'kept' });
  });

  it('a work that fails on its own still fails, and changes nothing', async () => {
    const { db } = fresh();
    const failing = db.transaction(STORE, 'readwrite', async (s) => {
      await requestResult(s.put({ id: 'half-done' }));
      throw new Error('refused by the rules');
    });
    await expect(failing).rejects.toThrow('refused by the rules');
    expect(await db.transaction(STORE, 'readonly', (s) => requestResult(s.count()))).toBe(0);
  });
});
