/**
 * A screen and the rest of the site's stylesheet (decision 197): a page the server rendered carries only its own
 * rules, so a screen moved to waits for the whole sheet; the screen the server rendered, fetched ahead, does not.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_SHEET_ATTRIBUTE } from '../../src/contract/app-start';

afterEach(() => {
  cleanup();
  document.head.replaceChildren();
});

const Courses = () => <h1>All courses</h1>;

/** A fresh lazy-screen module (the sheet is looked at once per page), with the start script's link on its way. */
async function withSheetOnItsWay() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute(SITE_SHEET_ATTRIBUTE, '');
  document.head.append(link);
  vi.resetModules();
  const { lazyScreen } = await import('../../src/app/lazy-screen');
  return { link, Screen: lazyScreen(() => Promise.resolve({ default: Courses })) };
}

const tree = (Screen: ComponentType) => (
  <Suspense fallback={<p role="progressbar">Loading…</p>}>
    <Screen />
  </Suspense>
);

describe('a screen', () => {
  it('moved to, waits for the rest of the stylesheet before it shows', async () => {
    const { link, Screen } = await withSheetOnItsWay();
    render(tree(Screen));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('All courses')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => void link.dispatchEvent(new Event('load')));
    expect(await screen.findByText('All courses')).toBeTruthy();
  });

  it('the server rendered, fetched ahead, renders at once: its rules are on its page', async () => {
    const { Screen } = await withSheetOnItsWay();
    await Screen.preload();
    render(tree(Screen));
    expect(screen.getByText('All courses')).toBeTruthy();
  });
});
