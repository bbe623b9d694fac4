/** The hero's typing loop as a pure step function: type, pause, delete, next snippet, forever. */
import { TYPING } from '../../content/limits';

export interface TypingState {
  snippet: number;
  length: number;
  phase: 'typing' | 'pausing' | 'deleting';
}

export const TYPING_START: TypingState = { snippet: 0, length: 0, phase: 'typing' };
/** The hero's intro (SPEC §9's intro state): the editor waits, then the loop starts. */
export const introStep = { next: TYPING_START, delay: TYPING.introMs };

/** The state after `state` and how long to wait before showing it. */
export function typingStep(state: TypingState, snippets: readonly string[]): { next: TypingState; delay: number } {
  const text = snippets[state.snippet] ?? '';
  switch (state.phase) {
    case 'typing':
      return state.length < text.length
        ? { next: { ...state, length: state.length + 1 }, delay: TYPING.typeMs }
        : { next: { ...state, phase: 'pausing' }, delay: TYPING.pauseMs };
    case 'pausing':
      return { next: { ...state, phase: 'deleting' }, delay: TYPING.deleteMs };
    case 'deleting':
      return state.length > 0
        ? { next: { ...state, length: state.length - 1 }, delay: TYPING.deleteMs }
        : { next: { snippet: (state.snippet + 1) % snippets.length, length: 0, phase: 'typing' }, delay: TYPING.typeMs };
  }
}
