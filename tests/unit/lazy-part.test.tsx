/**
 * Parts of the page that load after the first paint (footer, drawer, Home below the hero…): when their
 * code cannot arrive, the rest of the app stays, and the part appears once the browser is back online.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DialogName } from '../../src/contract/app-shell';
import { INLINE_DIALOGS_ATTRIBUTE, SITE_SHEET_ATTRIBUTE } from '../../src/contract/app-start';
import { lazyPart, lazyPartAfterStart, loadedPart, RETRY_PART_MS } from '../../src/ui/lazy-part';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Part = ({ label }: { label: string }) => <p>{label}</p>;

/** A part's code that fails to arrive until `reachable`; `settled(n)` waits until the n-th load has answered. */
function failingUntilReachable(Component: ComponentType<{ label: string }>) {
  const answers: Promise<unknown>[] = [];
  const loads = {
    reachable: false,
    load: () => {
      const answer = loads.reachable ? Promise.resolve({ default: Component }) : Promise.reject(new TypeError('Failed to fetch'));
      answers.push(answer);
      return answer;
    },
    async settled(n: number) {
      await vi.waitFor(() => expect(answers.length).toBeGreaterThanOrEqual(n));
      await answers[n - 1]!.catch(() => undefined);
    },
  };
  return loads;
}

describe('lazyPart', () => {
  it('renders the part once its code arrives', async () => {
    const Lazy = lazyPart(() => Promise.resolve({ default: Part }));
    render(
      <Suspense fallback={null}>
        <Lazy label="footer" />
      </Suspense>,
    );
    expect(await screen.findByText('footer')).toBeTruthy();
  });

  it('lazyPartAfterStart: its code is not asked for until the app has started, then once the page is idle (decision 207)', async () => {
    const { markAppStarted } = await import('../../src/lib/app-started');
    document.documentElement.dataset.version = 'test'; // as the browser's entry marks the page
    let asked = 0;
    const Lazy = lazyPartAfterStart(() => {
      asked++;
      return Promise.resolve({ default: Part });
    });
    render(
      <Suspense fallback={null}>
        <Lazy label="footer" />
      </Suspense>,
    );
    // A while goes by, the page idle, and nothing is asked for: the app has not started.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(asked).toBe(0);
    act(() => markAppStarted());
    expect(await screen.findByText('footer')).toBeTruthy();
    expect(asked).toBe(1);
    delete document.documentElement.dataset.version;
  });

  it('a part whose code fails to load leaves the page standing, and appears after `online`', async () => {
    const loads = failingUntilReachable(Part);
    const Lazy = lazyPart<{ label: string }>(loads.load);
    render(
      <main>
        <h1>Still here</h1>
        <Suspense fallback={null}>
          <Lazy label="footer" />
        </Suspense>
      </main>,
    );
    // React.lazy alone would throw the failed import to the nearest error boundary: none, so the
    // whole tree (and with it the page) would be unmounted.
    await act(() => loads.settled(1));
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeTruthy();
    expect(screen.queryByText('footer')).toBeNull();

    loads.reachable = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('footer')).toBeTruthy();
  });

  it('on lie-fi, where no `online` comes, the person’s next tap or key tries again', async () => {
    const loads = failingUntilReachable(Part);
    const Lazy = lazyPart<{ label: string }>(loads.load);
    render(
      <Suspense fallback={null}>
        <Lazy label="login dialog" />
      </Suspense>,
    );
    await act(() => loads.settled(1));
    // A tap while the code still cannot come: tried, still missing, nothing shown.
    act(() => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await act(() => loads.settled(2));
    expect(screen.queryByText('login dialog')).toBeNull();
    loads.reachable = true;
    act(() => void document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' })));
    expect(await screen.findByText('login dialog')).toBeTruthy();
  });

  it('with no tap, no `online` and no word from the server, tries again on a clock that slows down', async () => {
    // The part that hears the server come back (the outbox's wiring) may be the one missing, and nobody touches the page.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let tries = 0;
    let reachable = false;
    const Lazy = lazyPart<{ label: string }>(() => {
      tries += 1;
      return reachable ? Promise.resolve({ default: Part }) : Promise.reject(new TypeError('Failed to fetch'));
    });
    render(
      <Suspense fallback={null}>
        <Lazy label="the lie-fi banner" />
      </Suspense>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(tries).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(RETRY_PART_MS.first));
    expect(tries).toBe(2);
    // The next wait is twice as long.
    await act(() => vi.advanceTimersByTimeAsync(2 * RETRY_PART_MS.first - 1));
    expect(tries).toBe(2);
    reachable = true;
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(tries).toBe(3);
    expect(screen.getByText('the lie-fi banner')).toBeTruthy();
  });

  it('on a server-rendered page, keeps the part the server drew while its code is missing, then hydrates it', async () => {
    const page = (Footer: ComponentType<{ label: string }>) => (
      <main>
        <h1>Still here</h1>
        <Suspense fallback={null}>
          <Footer label="footer" />
        </Suspense>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(Part));
    document.body.append(container);
    let hydrated = false;
    const Hydrating = ({ label }: { label: string }) => {
      useEffect(() => void (hydrated = true));
      return <p>{label}</p>;
    };
    const loads = failingUntilReachable(Hydrating);
    const Lazy = lazyPart<{ label: string }>(loads.load);
    let root: Root | undefined;
    act(() => void (root = hydrateRoot(container, page(Lazy))));
    await act(() => loads.settled(1));
    expect(container.querySelector('p')?.textContent).toBe('footer'); // the server's HTML, not nothing
    expect(hydrated).toBe(false);

    loads.reachable = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(hydrated).toBe(true));
    expect(container.querySelector('p')?.textContent).toBe('footer');
    root?.unmount();
    container.remove();
  });
});

describe('loadedPart (the dialogs)', () => {
  const Dialog = () => <p>login dialog</p>;
  const Bar = () => <p role="progressbar">Loading…</p>;

  it('code imported ahead renders in the same commit as the request: no fallback, no pause', async () => {
    const Part = loadedPart(() => Promise.resolve({ default: Dialog }));
    Part.preload();
    await act(() => Promise.resolve()); // the import answers
    render(<Part whileLoading={<Bar />} />);
    // Synchronously, without waiting: React.lazy would suspend here once and then hold the part back 300 ms.
    expect(screen.getByText('login dialog')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows `whileLoading` while the code is on its way, then the part', async () => {
    let arrive = () => {};
    const Part = loadedPart(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Dialog }))));
    render(<Part whileLoading={<Bar />} />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByText('login dialog')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a failed try shows nothing while it waits for the next chance (a tap, a key, online), then the part once that comes', async () => {
    const loads = failingUntilReachable(Dialog as ComponentType<{ label: string }>);
    const Part = loadedPart(loads.load as () => Promise<{ default: ComponentType<object> }>);
    render(<Part whileLoading={<Bar />} />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(() => loads.settled(1));
    // Not "Loading…" while nothing is loading.
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('login dialog')).toBeNull();
    loads.reachable = true;
    act(() => void document.body.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(await screen.findByText('login dialog')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('a loadedPart on a page with only its own rules (decision 197)', () => {
  const Dialog = () => <p>login dialog</p>;
  afterEach(() => document.head.replaceChildren());

  /** A fresh lazy-part module (the stylesheet's state is read once per page), with the start script's link in place. */
  async function withSheetLink(mark = '', rules?: DialogName | 'none') {
    const link = document.createElement('link');
    link.rel = 'stylesheet'; // no address yet: the start script gives it one once the page's code has come
    link.setAttribute(SITE_SHEET_ATTRIBUTE, mark); // the start script's mark: `settled` once loaded or failed
    document.head.append(link);
    vi.resetModules();
    const { loadedPart: fresh } = await import('../../src/ui/lazy-part');
    return { link, Part: fresh(() => Promise.resolve({ default: Dialog }), rules), fresh };
  }

  /** The page's own rules, as the server writes them: carrying the rules of the dialogs named (decision 198). */
  function pageRulesFor(dialogs: string) {
    const style = document.createElement('style');
    style.setAttribute(INLINE_DIALOGS_ATTRIBUTE, dialogs);
    document.head.append(style);
  }

  it('a dialog whose rules the page carries shows without waiting for the sheet; another dialog still waits (decision 198)', async () => {
    pageRulesFor('login');
    const { link, Part, fresh } = await withSheetLink('', 'login');
    render(<Part />);
    expect(await screen.findByText('login dialog')).toBeTruthy();
    cleanup();
    const Enrol = fresh(() => Promise.resolve({ default: Dialog }), 'enrol');
    render(<Enrol />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('login dialog')).toBeNull();
    act(() => void link.dispatchEvent(new Event('load')));
    expect(await screen.findByText('login dialog')).toBeTruthy();
  });

  it('a part with no rules of its own (the outbox’s wiring, a line of text) never waits for the sheet (decision 198)', async () => {
    const { Part } = await withSheetLink('', 'none');
    render(<Part />);
    expect(await screen.findByText('login dialog')).toBeTruthy();
  });

  it('whose code has come waits for the rest of the site’s stylesheet, then shows', async () => {
    const { link, Part } = await withSheetLink();
    Part.preload();
    render(<Part whileLoading={<p role="progressbar">Loading…</p>} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('login dialog')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => void link.dispatchEvent(new Event('load')));
    expect(await screen.findByText('login dialog')).toBeTruthy();
  });

  it('shows at once when the sheet had settled before anything looked (a failed sheet has no `sheet` to see)', async () => {
    const { Part } = await withSheetLink('settled');
    render(<Part />);
    expect(await screen.findByText('login dialog')).toBeTruthy();
  });

  it('shows anyway once the stylesheet has failed: plain rather than missing', async () => {
    const { link, Part } = await withSheetLink();
    render(<Part />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('login dialog')).toBeNull();
    act(() => void link.dispatchEvent(new Event('error')));
    expect(await screen.findByText('login dialog')).toBeTruthy();
  });
});

describe('a part only the browser mounts, as a page the server rendered hydrates (decision 196)', () => {
  const Actions = () => <p>My learning</p>;
  /** One turn of the event loop: React's scheduler runs on setImmediate here, its pause on setTimeout. */
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  /**
   * A page with a section the server rendered (its own Suspense boundary, hydrated after the rest at React's
   * lowest priority) and a part the browser alone mounts once hydrated (a signed-in student's actions: the
   * server renders every page signed out), its code already here. Hydrates it for 50 turns with React's timers
   * held (its 300 ms pause can then never end by itself).
   */
  async function hydrate(clientPart: ReactNode) {
    let live = false;
    const Section = () => {
      useEffect(() => void (live = true), []);
      return <p>section</p>;
    };
    function BrowserOnly() {
      const [inBrowser, setInBrowser] = useState(false);
      useEffect(() => setInBrowser(true), []);
      return inBrowser ? clientPart : null;
    }
    const page = (client: ReactNode) => (
      <main>
        <Suspense fallback={null}>
          <Section />
        </Suspense>
        {client}
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(null));
    document.body.append(container);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // As main.tsx hydrates a rendered page.
    startTransition(() => void hydrateRoot(container, page(<BrowserOnly />)));
    for (let i = 0; i < 50 && !live; i++) await turn();
    return { container, live: () => live };
  }

  it('a loadedPart: the section hydrates at once, and the part shows with its props', async () => {
    const Part = loadedPart(() => Promise.resolve({ default: ({ label }: { label: string }) => <p>{label}</p> }));
    const { live, container } = await hydrate(<Part label="My learning" />);
    expect(live()).toBe(true);
    expect(container.textContent).toContain('My learning');
    container.remove();
  });

  it('the pause it avoids: a lazy part in a Suspense of its own holds the section until 300 ms have passed', async () => {
    const Part = lazyPart(() => Promise.resolve({ default: Actions }));
    const { live, container } = await hydrate(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    // Its fallback (nothing) showed as the page hydrated; React holds what comes next 300 ms after that.
    expect(live()).toBe(false);
    expect(container.textContent).not.toContain('My learning');
    await act(async () => void vi.advanceTimersByTime(300));
    await vi.waitFor(() => expect(live()).toBe(true));
    expect(container.textContent).toContain('My learning');
    container.remove();
  });
});
