/**
 * The start script (src/start.ts) in the service worker's shell (an empty #root) and on a rendered page: what it
 * links before the entry has arrived, once it has, and once it has run (decisions 183, 186, 187, 194, 197, 198).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_SHEET_ATTRIBUTE, STYLESHEET_LONGEST_WAIT_MS } from '../../src/contract/app-start';

const fetched = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('')));
const links = (rel: string) => [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((l) => l.getAttribute('href'));
/** The rest of the site's stylesheet: linked at once, its address (so the request) only after the next dialog's code. */
const sheet = () => {
  const all = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
  expect(all).toHaveLength(1);
  return all[0]!.getAttribute('href');
};
const entryScript = () => document.head.querySelector<HTMLScriptElement>('script[src="/assets/index.js"]')!;

interface StartOptions {
  saveData?: boolean;
  online?: boolean;
  modules?: string;
  rendered?: boolean;
  parsing?: boolean;
  /** The line's round trip as the browser reports it (Chromium's `navigator.connection.rtt`). */
  roundTrip?: number;
  /** The entry's length, as the page names it (decision 220). */
  entryBytes?: number;
}

async function startIn(options: StartOptions = {}) {
  const bytes = options.entryBytes ? `data-app-entry-bytes="${options.entryBytes}" ` : '';
  document.head.innerHTML =
    `<script type="module" data-app-entry="/assets/index.js" ${bytes}data-app-modules="${options.modules ?? '/assets/react.js'}" ` +
    'data-app-later="/assets/LoginModal.js /assets/forms.js" data-app-later-student="/assets/EnrolDialog.js /assets/forms.js" ' +
    'data-app-later-toaster="/assets/Toasts.js" ' +
    'data-app-stylesheet="/assets/style.css"></script>';
  // The app shell's root is empty; a rendered page's holds the page (the test's world reports no paint to wait for).
  document.body.innerHTML = options.rendered ? '<div id="root"><main></main></div>' : '<div id="root"></div>';
  // Run as the head is parsed: #root is not there yet.
  if (options.parsing) {
    document.body.innerHTML = '';
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  }
  Object.defineProperty(navigator, 'connection', {
    value: { saveData: options.saveData ?? false, ...(options.roundTrip ? { rtt: options.roundTrip } : {}) },
    configurable: true,
  });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(options.online ?? true);
  vi.resetModules();
  await import('../../src/start');
}

describe('the start script', () => {
  beforeEach(() => {
    fetched.mockClear();
    vi.stubGlobal('fetch', fetched);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const read = () => fetched.mock.calls.map(([url]) => url);
  /** Once the reads' promises have settled: the toaster's code is read after the dialog's (decision 195). */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('in the app shell, asks for the first wave at once, and for the dialogs and the manifest only once the entry has run', async () => {
    await startIn();
    expect(sheet()).toBeNull();
    // The entry as a modulepreload too: its link's `load` says it has arrived (decision 194).
    expect(links('modulepreload')).toEqual(['/assets/react.js', '/assets/index.js']);
    expect(links('manifest')).toEqual([]);
    expect(read()).toEqual([]);
    entryScript().dispatchEvent(new Event('load'));
    // Into the HTTP cache, not the module map (a failed module fetch would stay failed until a reload).
    expect(read()).toEqual(['/assets/LoginModal.js', '/assets/forms.js']);
    expect(sheet()).toBeNull();
    expect(links('modulepreload')).toEqual(['/assets/react.js', '/assets/index.js']);
    expect(links('manifest')).toEqual(['/manifest.webmanifest']);
    await settled();
    expect(read()).toEqual(['/assets/LoginModal.js', '/assets/forms.js', '/assets/Toasts.js']);
    expect(sheet()).toBe('/assets/style.css');
  });

  it('asks for the rest of the stylesheet and reads the toaster’s code only once every file of the dialog’s is whole, and even when one failed (decisions 195, 198)', async () => {
    const arriving = new Map<string, { arrive: () => void; fail: () => void }>();
    const held = (url: string) =>
      new Promise<Response>((resolve, reject) => {
        arriving.set(url, { arrive: () => resolve(new Response('x')), fail: () => reject(new TypeError('Failed to fetch')) });
      });
    // The dialog's two files are held; the toaster's comes at once.
    fetched.mockImplementationOnce(held).mockImplementationOnce(held);
    await startIn();
    entryScript().dispatchEvent(new Event('load'));
    expect(read()).toEqual(['/assets/LoginModal.js', '/assets/forms.js']);
    arriving.get('/assets/LoginModal.js')!.arrive();
    await settled();
    // forms.js still on its way: the sheet and the toaster's code would share the line with it.
    expect(read()).toEqual(['/assets/LoginModal.js', '/assets/forms.js']);
    expect(sheet()).toBeNull();
    arriving.get('/assets/forms.js')!.fail();
    await settled();
    expect(read()).toEqual(['/assets/LoginModal.js', '/assets/forms.js', '/assets/Toasts.js']);
    expect(sheet()).toBe('/assets/style.css');
  });

  it('on a rendered page, reads the next dialog’s code once every file of the first wave has arrived, before the entry has run, and once only, then asks for the rest of the stylesheet (decisions 194, 197, 198)', async () => {
    await startIn({ rendered: true });
    const wave = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(wave).toHaveLength(2);
    for (const link of wave.slice(0, -1)) link.dispatchEvent(new Event('load'));
    // One file still on its way: the sheet and the dialog's code would share the line with it.
    expect(read()).toEqual([]);
    expect(sheet()).toBeNull();
    wave.at(-1)!.dispatchEvent(new Event('load'));
    expect(read()).toEqual(['/assets/LoginModal.js', '/assets/forms.js']);
    expect(links('manifest')).toEqual([]);
    await settled();
    expect(sheet()).toBe('/assets/style.css');
    entryScript().dispatchEvent(new Event('load'));
    expect(read()).toEqual(['/assets/LoginModal.js', '/assets/forms.js', '/assets/Toasts.js']);
    expect(links('manifest')).toEqual(['/manifest.webmanifest']);
  });

  it('where the browser knows the line’s round trip, counts the entry as it comes and reads the next dialog’s code one round trip before its last byte, the first wave’s other files in; the sheet once the entry is whole (decision 220)', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let entry!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (entry = controller) });
    fetched.mockImplementationOnce(() => Promise.resolve(new Response(body)));
    /** `bytes` more of the entry, `ms` after the last. */
    const comes = async (ms: number, bytes: number) => {
      clock += ms;
      entry.enqueue(new Uint8Array(bytes));
      await settled();
    };
    await startIn({ rendered: true, roundTrip: 400, entryBytes: 1000 });
    // The entry is read by the start script, not preloaded: a preload's `load` tells only that it has all come.
    expect(links('modulepreload')).toEqual(['/assets/react.js']);
    expect(read()).toEqual(['/assets/index.js']);
    document.head.querySelector('link[rel="modulepreload"]')!.dispatchEvent(new Event('load'));
    // Two chunks in a burst, as after a busy moment: no rate yet (over that 1 ms it would be 100 bytes a ms).
    await comes(0, 100);
    await comes(1, 100);
    await comes(100, 100);
    await comes(200, 100);
    // 200 bytes in the last 300 ms: the 600 left would take 900 ms, more than a round trip.
    expect(read()).toEqual(['/assets/index.js']);
    await comes(100, 300);
    // 400 bytes in the last 300 ms: the 300 left come within the round trip. The dialog's files came at once here, so
    // the toaster's was read after them (decision 195).
    expect(read()).toEqual(['/assets/index.js', '/assets/LoginModal.js', '/assets/forms.js', '/assets/Toasts.js']);
    // The dialog's code is whole, the entry not yet: the sheet would share the line with it.
    expect(sheet()).toBeNull();
    await comes(100, 300);
    entry.close();
    await settled();
    expect(sheet()).toBe('/assets/style.css');
    expect(read()).toEqual(['/assets/index.js', '/assets/LoginModal.js', '/assets/forms.js', '/assets/Toasts.js']);
  });

  it('a counted entry in before the first wave’s other files waits for them: they would share the line (decision 220)', async () => {
    fetched.mockImplementationOnce(() => Promise.resolve(new Response(new Uint8Array(1000))));
    await startIn({ rendered: true, roundTrip: 400, entryBytes: 1000 });
    await settled();
    expect(read()).toEqual(['/assets/index.js']);
    document.head.querySelector('link[rel="modulepreload"]')!.dispatchEvent(new Event('load'));
    expect(read()).toEqual(['/assets/index.js', '/assets/LoginModal.js', '/assets/forms.js']);
  });

  it('a counted entry whose fetch fails leaves the next dialog’s code to the entry’s own `load`, as before', async () => {
    fetched.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await startIn({ rendered: true, roundTrip: 400, entryBytes: 1000 });
    document.head.querySelector('link[rel="modulepreload"]')!.dispatchEvent(new Event('load'));
    await settled();
    expect(read()).toEqual(['/assets/index.js']);
    entryScript().dispatchEvent(new Event('load'));
    expect(read()).toEqual(['/assets/index.js', '/assets/LoginModal.js', '/assets/forms.js']);
    await settled();
    expect(sheet()).toBe('/assets/style.css');
  });

  it('in the app shell, whose screen’s code is asked for as the entry runs, reads nothing on the first wave’s arrival', async () => {
    await startIn();
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.dispatchEvent(new Event('load'));
    expect(read()).toEqual([]);
    expect(sheet()).toBeNull();
    entryScript().dispatchEvent(new Event('load'));
    expect(read()).toEqual(['/assets/LoginModal.js', '/assets/forms.js']);
  });

  it('on a rendered page with a file of the first wave failed, waits for the entry to have run', async () => {
    await startIn({ rendered: true });
    const [failed, ...modules] = document.head.querySelectorAll('link[rel="modulepreload"]');
    failed!.dispatchEvent(new Event('error'));
    for (const link of modules) link.dispatchEvent(new Event('load'));
    expect(read()).toEqual([]);
    expect(sheet()).toBeNull();
    entryScript().dispatchEvent(new Event('load'));
    expect(read()).toEqual(['/assets/LoginModal.js', '/assets/forms.js']);
    await settled();
    expect(sheet()).toBe('/assets/style.css');
  });

  it('marks the stylesheet’s link settled once it has loaded, failed, or been on its way too long (decision 197)', async () => {
    const mark = () => document.head.querySelector('link[rel="stylesheet"]')!.getAttribute(SITE_SHEET_ATTRIBUTE);
    for (const ending of ['load', 'error'] as const) {
      await startIn();
      expect(mark()).toBe('');
      entryScript().dispatchEvent(new Event('load'));
      await settled();
      document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event(ending));
      expect(mark(), ending).toBe('settled');
    }
    vi.useFakeTimers();
    try {
      await startIn();
      entryScript().dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(STYLESHEET_LONGEST_WAIT_MS - 1);
      expect(mark()).toBe('');
      const failed = vi.fn();
      document.head.querySelector('link[rel="stylesheet"]')!.addEventListener('error', failed);
      vi.advanceTimersByTime(1);
      expect(mark()).toBe('settled');
      expect(failed).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the sheet all the same when the dialog’s code stalls on its way, and counts it failed after the longest wait (decision 198)', async () => {
    vi.useFakeTimers();
    try {
      fetched.mockImplementation(() => new Promise<Response>(() => {})); // a line that never answers
      await startIn();
      entryScript().dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(STYLESHEET_LONGEST_WAIT_MS - 1);
      expect(sheet()).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(sheet()).toBe('/assets/style.css');
      expect(document.head.querySelector('link[rel="stylesheet"]')!.getAttribute(SITE_SHEET_ATTRIBUTE)).toBe('settled');
    } finally {
      vi.useRealTimers();
      fetched.mockImplementation(() => Promise.resolve(new Response('')));
    }
  });

  it('in a signed-in student’s browser reads the enrol dialog’s code instead (decision 193)', async () => {
    // Signed in the way the app signs in (its session's cookie), so the start script and the session agree.
    const { useSession } = await import('../../src/session/session');
    useSession.getState().logIn({ studentId: 'st-1', mobileNo: '9876543210' });
    try {
      await startIn();
      entryScript().dispatchEvent(new Event('load'));
      expect(read()).toEqual(['/assets/EnrolDialog.js', '/assets/forms.js']);
      await settled();
    } finally {
      document.cookie = 'studentId=; max-age=0; path=/';
      document.cookie = 'mobileNo=; max-age=0; path=/';
    }
    fetched.mockClear();
    await startIn();
    entryScript().dispatchEvent(new Event('load'));
    expect(read()).toEqual(['/assets/LoginModal.js', '/assets/forms.js']);
    await settled();
  });

  describe('run as the head is parsed (an async module, decision 213)', () => {
    let reportPaint: (() => void) | null = null;
    let painted: PerformanceEntry[] = [];
    beforeEach(() => {
      reportPaint = null;
      painted = [];
      // A browser that reports paints: the test world does not.
      class PaintObserver {
        static supportedEntryTypes = ['paint'];
        constructor(private readonly report: PerformanceObserverCallback) {}
        observe() {
          reportPaint = () => this.report({ getEntries: () => painted } as unknown as PerformanceObserverEntryList, this as never);
        }
        disconnect() {}
      }
      vi.stubGlobal('PerformanceObserver', PaintObserver);
      vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'paint' ? painted : []));
    });
    const parsing = (state: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
    const paint = () => painted.push({ name: 'first-contentful-paint' } as PerformanceEntry);
    const parsed = (body: string) => {
      document.body.innerHTML = body;
      parsing('interactive');
      document.dispatchEvent(new Event('DOMContentLoaded'));
    };
    const startMidParse = () => startIn({ parsing: true });

    it('asks for the code at the first paint, though the page is still being parsed, and runs the entry only once it is parsed', async () => {
      await startMidParse();
      expect(links('modulepreload')).toEqual([]);
      paint();
      reportPaint!();
      expect(links('modulepreload')).toEqual(['/assets/react.js', '/assets/index.js']);
      // A fast line could bring the entry before the end of #root: hydrating half a page would throw it away.
      expect(entryScript()).toBeNull();
      parsed('<div id="root"><main></main></div>');
      expect(entryScript()).not.toBeNull();
      expect(links('modulepreload')).toEqual(['/assets/react.js', '/assets/index.js']);
    });

    it('starts at the end of the parse when the paint came before it but was not reported yet', async () => {
      await startMidParse();
      paint();
      parsed('<div id="root"><main></main></div>');
      expect(links('modulepreload')).toEqual(['/assets/react.js', '/assets/index.js']);
      expect(entryScript()).not.toBeNull();
      // The observer's late report changes nothing: one wave.
      reportPaint!();
      expect(links('modulepreload')).toEqual(['/assets/react.js', '/assets/index.js']);
    });

    it('on a rendered page not painted yet when parsed, waits for the paint; in the app shell, starts once parsed', async () => {
      await startMidParse();
      parsed('<div id="root"><main></main></div>');
      expect(links('modulepreload')).toEqual([]);
      paint();
      reportPaint!();
      expect(links('modulepreload')).toEqual(['/assets/react.js', '/assets/index.js']);
      expect(entryScript()).not.toBeNull();

      painted = [];
      await startMidParse();
      parsed('<div id="root"></div>');
      expect(links('modulepreload')).toEqual(['/assets/react.js', '/assets/index.js']);
      expect(entryScript()).not.toBeNull();
    });
  });

  it('for an entry with no chunks of its own (`/` since decision 191), links the entry alone', async () => {
    await startIn({ modules: '' });
    expect(links('modulepreload')).toEqual(['/assets/index.js']);
    expect(entryScript()).not.toBeNull();
    expect(sheet()).toBeNull();
  });

  it('links the manifest, but reads no dialog, when the entry failed, on Save-Data or offline (the stylesheet is still asked for)', async () => {
    await startIn();
    entryScript().dispatchEvent(new Event('error'));
    expect(links('manifest')).toEqual(['/manifest.webmanifest']);
    expect(read()).toEqual([]);
    for (const options of [{ saveData: true }, { online: false }]) {
      await startIn({ ...options, rendered: true });
      for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.dispatchEvent(new Event('load'));
      entryScript().dispatchEvent(new Event('load'));
      await settled();
      expect(sheet(), JSON.stringify(options)).toBe('/assets/style.css');
      expect(links('manifest'), JSON.stringify(options)).toEqual(['/manifest.webmanifest']);
      expect(read(), JSON.stringify(options)).toEqual([]);
    }
  });
});
