/**
 * The first install and the warm-up wait for a quiet page (decision 125): not within three seconds of a tap
 * or a key, not while a dialog or the menu is open, not while a form is being sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isQuiet, markBusy, QUIET_AFTER_INPUT_MS, whenQuiet } from '../../src/lib/page-quiet';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a quiet page', () => {
  it('is not quiet right after a tap or a key, nor while a dialog or the menu is open, nor while a form sends', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    document.dispatchEvent(new Event('pointerdown'));
    expect(isQuiet()).toBe(false);
    vi.advanceTimersByTime(QUIET_AFTER_INPUT_MS);
    expect(isQuiet()).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(isQuiet()).toBe(false);
    vi.advanceTimersByTime(QUIET_AFTER_INPUT_MS);

    document.body.innerHTML = '<dialog open></dialog>';
    expect(isQuiet()).toBe(false);
    document.body.innerHTML = '<div id="mobile-drawer" data-open></div>';
    expect(isQuiet()).toBe(false);
    document.body.innerHTML = '';

    const release = markBusy();
    expect(isQuiet()).toBe(false);
    release();
    release(); // twice is once
    expect(isQuiet()).toBe(true);
  });

  it('runs the waiting work only once it is quiet, and every tap pushes it back', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    vi.advanceTimersByTime(QUIET_AFTER_INPUT_MS);
    document.dispatchEvent(new Event('pointerdown'));
    const work = vi.fn();
    whenQuiet(work);
    await vi.advanceTimersByTimeAsync(2_000);
    document.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(QUIET_AFTER_INPUT_MS + 1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
