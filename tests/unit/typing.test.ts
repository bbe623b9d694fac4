// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TYPING } from '../../src/content/limits';
import { TYPING_START, typingStep, type TypingState } from '../../src/features/home/typing';

/** Runs the loop until `until` holds, answering the time it took. */
function run(snippets: string[], from: TypingState, until: (s: TypingState) => boolean) {
  let state = from;
  let elapsed = 0;
  for (let i = 0; i < 10_000 && !until(state); i++) {
    const { next, delay } = typingStep(state, snippets);
    elapsed += delay;
    state = next;
  }
  return { state, elapsed };
}

describe('the hero typing loop', () => {
  const snippets = ['print(1)', 'x'];

  it('types one character every 35 ms', () => {
    const { state, elapsed } = run(snippets, TYPING_START, (s) => s.length === 'print(1)'.length);
    expect(elapsed).toBe(8 * TYPING.typeMs);
    expect(state.phase).toBe('typing');
  });

  it('pauses 2,800 ms on a whole snippet, then deletes one character every 10 ms', () => {
    const typed = run(snippets, TYPING_START, (s) => s.length === 'print(1)'.length).state;
    const pause = typingStep(typed, snippets);
    expect(pause.delay).toBe(TYPING.pauseMs);
    expect(pause.next.length).toBe('print(1)'.length);
    const firstDelete = typingStep(pause.next, snippets);
    expect(firstDelete.next.phase).toBe('deleting');
    const deleted = run(snippets, firstDelete.next, (s) => s.length === 0);
    expect(firstDelete.delay + deleted.elapsed).toBe(9 * TYPING.deleteMs);
  });

  it('moves to the next snippet and loops back to the first forever', () => {
    const second = run(snippets, TYPING_START, (s) => s.snippet === 1);
    expect(second.state).toEqual({ snippet: 1, length: 0, phase: 'typing' });
    const backToFirst = run(snippets, second.state, (s) => s.snippet === 0);
    expect(backToFirst.state).toEqual(TYPING_START);
  });
});
