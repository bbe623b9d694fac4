/**
 * Following an address's anchor (src/ui/scroll.ts): to an element on the page, below the navbar; never to one
 * fixed on the screen or not drawn, which has no place on the page. A student's enrol tap made before the app ran
 * leaves `#enrol-<batch>`, the id of a loading bar fixed under the navbar (decision 205): followed, the page behind
 * the enrol dialog moved 70 px up at every step (140 px on a phone).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_DELAY_MS } from '../../src/content/limits';
import { scrollToHash } from '../../src/ui/scroll';

let scrolls: unknown[];
beforeEach(() => {
  vi.useFakeTimers();
  scrolls = [];
  vi.spyOn(window, 'scrollTo').mockImplementation((options?: unknown) => void scrolls.push(options));
});
afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const anchor = (id: string, style = '') => {
  const element = document.createElement('div');
  element.id = id;
  element.setAttribute('style', style);
  document.body.append(element);
  return element;
};

describe('following an anchor in the address', () => {
  it('scrolls to an element on the page and puts the focus on it', () => {
    const section = anchor('batches');
    scrollToHash('#batches');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(scrolls).toHaveLength(1);
    expect(document.activeElement).toBe(section);
  });

  it.each([
    ['fixed on the screen (the enrol tap’s loading bar)', 'position: fixed; top: 64px'],
    ['not drawn (that bar once the app runs)', 'display: none'],
  ])('leaves the page where it is for an element %s, and the focus too', (_, style) => {
    const bar = anchor('enrol-b1', style);
    scrollToHash('#enrol-b1');
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS + 5_000);
    expect(scrolls).toEqual([]);
    expect(document.activeElement).not.toBe(bar);
    expect(bar.hasAttribute('tabindex')).toBe(false);
  });
});
