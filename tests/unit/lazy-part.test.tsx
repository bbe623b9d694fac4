/**
 * Parts of the page that load after the first paint (footer, drawer, Home below the hero…): when their
 * code cannot arrive, the rest of the app stays, and the part appears once the browser is back online.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from '../../src/ui/lazy-part';

afterEach(cleanup);

const Part = ({ label }: { label: string }) => <p>{label}</p>;

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

  it('a part whose code fails to load leaves the page standing, and appears after `online`', async () => {
    let reachable = false;
    const Lazy = lazyPart<{ label: string }>(() =>
      reachable ? Promise.resolve({ default: Part }) : Promise.reject(new TypeError('Failed to fetch')),
    );
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
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeTruthy();
    expect(screen.queryByText('footer')).toBeNull();

    reachable = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(await screen.findByText('footer')).toBeTruthy();
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
    let reachable = false;
    const Lazy = lazyPart<{ label: string }>(() =>
      reachable ? Promise.resolve({ default: Part }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const root = await act(async () => {
      const r = hydrateRoot(container, page(Lazy));
      await new Promise((resolve) => setTimeout(resolve, 20));
      return r;
    });
    expect(container.querySelector('p')?.textContent).toBe('footer'); // the server's HTML, not nothing

    reachable = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(container.querySelector('p')?.textContent).toBe('footer');
    root.unmount();
    container.remove();
  });
});
