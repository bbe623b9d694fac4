// @vitest-environment jsdom
// The typeface waits for a scroll under way to end (src/lib/scroll-rest.ts): a smooth scroll to the end keeps the
// end it set out for, so a page that grows mid-way leaves the person short of the footer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_QUIET_MS, whenScrollRests } from '../../src/lib/scroll-rest';

afterEach(() => vi.useRealTimers());

function watch(promise: Promise<void>) {
  const state = { rested: false };
  void promise.then(() => (state.rested = true));
  return state;
}

describe('whenScrollRests', () => {
  it('resolves after a quiet spell when nothing scrolls', async () => {
    vi.useFakeTimers();
    const state = watch(whenScrollRests());
    await vi.advanceTimersByTimeAsync(SCROLL_QUIET_MS - 1);
    expect(state.rested).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.rested).toBe(true);
  });

  it('waits while scroll events keep coming, and rests a quiet spell after the last', async () => {
    vi.useFakeTimers();
    const state = watch(whenScrollRests());
    for (let frame = 0; frame < 30; frame++) {
      await vi.advanceTimersByTimeAsync(16);
      window.dispatchEvent(new Event('scroll'));
    }
    expect(state.rested).toBe(false);
    await vi.advanceTimersByTimeAsync(SCROLL_QUIET_MS);
    expect(state.rested).toBe(true);
  });

  it("resolves at the browser's scrollend without the quiet spell", async () => {
    vi.useFakeTimers();
    const state = watch(whenScrollRests());
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scrollend'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.rested).toBe(true);
  });
});
