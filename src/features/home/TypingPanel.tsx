import { useEffect, useState } from 'react';
import { HERO } from '../../content/copy';
import { useReducedMotion } from '../../lib/client-values';
import { SNIPPETS } from './snippets';
import { introStep, TYPING_START, typingStep, type TypingState } from './typing';
import styles from './TypingPanel.module.css';

const CODES = SNIPPETS.map((s) => s.code);

/**
 * `intro`: SPEC §9's intro state (TYPING.introMs, decision 58): the panel glides in with its editor
 * empty and the caret blinking (null below); the typing starts when it ends: the loop's first step.
 */
export function TypingPanel({ intro = false }: { intro?: boolean }) {
  const reduced = useReducedMotion();
  const [typing, setState] = useState<TypingState | null>(intro ? null : TYPING_START);
  // Under reduced motion the first snippet simply stands there, whole.
  const state: TypingState = reduced ? { snippet: 0, length: CODES[0]!.length, phase: 'pausing' } : (typing ?? TYPING_START);

  useEffect(() => {
    if (reduced) return;
    const { next, delay } = typing ? typingStep(typing, CODES) : introStep;
    const timer = setTimeout(setState, delay, next);
    return () => clearTimeout(timer);
  }, [typing, reduced]);

  const snippet = SNIPPETS[state.snippet]!;
  return (
    <figure className={styles.panel} aria-label={HERO.codeSamples}>
      <div className={styles.bar} aria-hidden="true">
        <span className={`${styles.dot} ${styles.red}`} />
        <span className={`${styles.dot} ${styles.amber}`} />
        <span className={`${styles.dot} ${styles.green}`} />
        <span className={styles.lang} data-testid="typing-language">
          {snippet.language}
        </span>
      </div>
      <pre className={styles.code} aria-hidden="true">
        <code data-testid="typing-code">{snippet.code.slice(0, state.length)}</code>
        {!reduced && <span className={styles.caret} />}
      </pre>
    </figure>
  );
}
