/**
 * What a stuck form was waiting for, in an engine whose console a test cannot read (WebKit's WebDriver):
 * `traceStorageInPage` (run in the page) notes every Web Lock request, IndexedDB open and transaction and
 * fetch, with when each began and settled; `storageTraceOfPage` (run in the page too) reports them with
 * the locks held and waited for. Both are self-contained, as a function sent to the page must be.
 */
export function traceStorageInPage(): void {
  type Note = { what: string; at: number; settled?: number; outcome?: string };
  const w = window as unknown as { __storageTrace?: Note[] };
  if (w.__storageTrace) return;
  const notes: Note[] = (w.__storageTrace = []);
  const begin = (what: string) => {
    const note: Note = { what, at: Math.round(performance.now()) };
    notes.push(note);
    return (outcome: string) => {
      note.settled = Math.round(performance.now());
      note.outcome = outcome;
    };
  };
  const watch = <T>(what: string, promise: Promise<T>) => {
    const end = begin(what);
    promise.then(
      () => end('ok'),
      (err: unknown) => end(`failed: ${String(err)}`),
    );
    return promise;
  };
  const locks = navigator.locks as LockManager | undefined;
  if (locks) {
    const request = locks.request.bind(locks) as (...a: unknown[]) => Promise<unknown>;
    (locks as unknown as { request: unknown }).request = (name: string, ...rest: unknown[]) => {
      const callback = rest.at(-1) as (lock: Lock | null) => unknown;
      const granted = begin(`lock ${name} granted`);
      const wrapped = (lock: Lock | null) => {
        granted(lock ? 'granted' : 'not available');
        return callback(lock);
      };
      return watch(`lock ${name} released`, request(name, ...rest.slice(0, -1), wrapped));
    };
  }
  const open = indexedDB.open.bind(indexedDB);
  indexedDB.open = (name: string, version?: number) => {
    const req = open(name, version);
    const end = begin(`idb open ${name}`);
    req.addEventListener('success', () => end('ok'));
    req.addEventListener('error', () => end(`error ${String(req.error)}`));
    req.addEventListener('blocked', () => end('blocked'));
    return req;
  };
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
    const tx = transaction.apply(this, args);
    const end = begin(`idb ${this.name} ${String(args[1] ?? 'readonly')}`);
    tx.addEventListener('complete', () => end('complete'));
    tx.addEventListener('abort', () => end(`abort ${String(tx.error)}`));
    return tx;
  } as IDBDatabase['transaction'];
  const fetchOf = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    watch(
      `fetch ${init?.method ?? 'GET'} ${typeof input === 'string' ? input : input instanceof URL ? input.href : input.url}`,
      fetchOf(input, init),
    );
}

export async function storageTraceOfPage(): Promise<string> {
  const notes =
    (window as unknown as { __storageTrace?: { what: string; at: number; settled?: number; outcome?: string }[] }).__storageTrace ?? [];
  const now = Math.round(performance.now());
  const lines = notes.map(
    (n) => `${n.at} ms ${n.what}: ${n.outcome ? `${n.outcome} at ${n.settled} ms` : `NOT SETTLED after ${now - n.at} ms`}`,
  );
  const locks = navigator.locks ? await navigator.locks.query() : undefined;
  const named = (list?: LockInfo[]) => (list ?? []).map((l) => l.name).join(', ') || 'none';
  return [...lines, `locks held: ${named(locks?.held)}; waiting: ${named(locks?.pending)}`].join('\n');
}
