// @vitest-environment jsdom
// The web font is shown once the page is idle, but never while a dialog is open: its wider bold title could take
// a line more and move the dialog's fields under the person's finger (src/app/typeface.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showTypefaceWhenIdle } from '../../src/app/typeface-when-idle';
import { useDialogs } from '../../src/ui/dialogs-store';

const shown = () => document.documentElement.hasAttribute('data-typeface');

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-typeface');
  useDialogs.setState({ loginOpen: false, enrolTarget: null });
});

describe('the typeface', () => {
  it('is shown once the page is idle when no dialog is open', async () => {
    vi.useFakeTimers();
    showTypefaceWhenIdle();
    await vi.runAllTimersAsync();
    expect(shown()).toBe(true);
  });

  it('waits while the enrol dialog is open, and is shown when it closes', async () => {
    vi.useFakeTimers();
    useDialogs.setState({ enrolTarget: { id: 'c1', title: 'MERN' } });
    showTypefaceWhenIdle();
    // Past the idle wait, with the dialog still open.
    await vi.runAllTimersAsync();
    expect(shown()).toBe(false);
    useDialogs.getState().closeEnrol();
    expect(shown()).toBe(true);
  });

  it('waits while the login dialog is open', async () => {
    vi.useFakeTimers();
    useDialogs.getState().openLogin();
    showTypefaceWhenIdle();
    await vi.runAllTimersAsync();
    expect(shown()).toBe(false);
    useDialogs.getState().closeLogin();
    expect(shown()).toBe(true);
  });

  it('waits for a scroll under way to end', async () => {
    vi.useFakeTimers();
    showTypefaceWhenIdle();
    // Idle comes; then the page keeps scrolling for half a second, a frame at a time.
    await vi.advanceTimersByTimeAsync(500);
    for (let frame = 0; frame < 30; frame++) {
      window.dispatchEvent(new Event('scroll'));
      await vi.advanceTimersByTimeAsync(16);
      expect(shown()).toBe(false);
    }
    await vi.runAllTimersAsync();
    expect(shown()).toBe(true);
  });
});
