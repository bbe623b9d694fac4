import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TypingPanel } from '../../src/features/home/TypingPanel';
import { SNIPPETS } from '../../src/features/home/snippets';

const code = () => screen.getByTestId('typing-code').textContent;
const language = () => screen.getByTestId('typing-language').textContent;
/** Moves time in 5 ms steps (every delay is a multiple of 5), letting React commit between timers. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 5) act(() => vi.advanceTimersByTime(Math.min(5, left)));
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  })) as unknown as typeof window.matchMedia;
}

describe('the hero typing panel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('types at 35 ms a character, holds the whole snippet 2.8 s, deletes at 10 ms and moves to the next language', () => {
    mockReducedMotion(false);
    render(<TypingPanel />);
    const first = SNIPPETS[0]!.code;
    expect(code()).toBe('');
    advance(35 * 10);
    expect(code()).toBe(first.slice(0, 10));
    advance(35 * (first.length - 10));
    expect(code()).toBe(first);
    advance(2_795);
    expect(code()).toBe(first);
    advance(5 + 10 + 10 * 5);
    expect(code()).toBe(first.slice(0, first.length - 5));
    advance(10 * (first.length - 5) + 35);
    expect(language()).toBe(SNIPPETS[1]!.language);
    expect(code()).toBe('');
  });

  it('loops back to the first snippet after the last one', () => {
    mockReducedMotion(false);
    render(<TypingPanel />);
    const cycle = SNIPPETS.reduce((ms, s) => ms + 35 * s.code.length + 2_800 + 10 + 10 * s.code.length + 35, 0);
    advance(cycle);
    expect(language()).toBe(SNIPPETS[0]!.language);
    expect(code()).toBe('');
  });

  it('shows the first snippet whole and still under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<TypingPanel />);
    expect(code()).toBe(SNIPPETS[0]!.code);
    advance(60_000);
    expect(code()).toBe(SNIPPETS[0]!.code);
  });
});
