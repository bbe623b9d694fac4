import { useEffect, useState } from 'react';
import { HERO } from '../../content/copy';
import { useReducedMotion } from '../../lib/client-values';
import { SNIPPETS } from './snippets';
import { TYPING_START, typingStep, type TypingState } from './typing';
import styles from './TypingPanel.module.css';

const CODES = SNIPPETS.map((s) => s.code);

export function TypingPanel() {
  const reduced = useReducedMotion();
  const [typing, setState] = useState<TypingState>(TYPING_START);
  // Under reduced motion the first snippet simply stands there, whole.
  const state: TypingState = reduced ? { snippet: 0, length: CODES[0]!.length, phase: 'pausing' } : typing;

  useEffect(() => {
    if (reduced) return;
    const { next, delay } = typingStep(typing, CODES);
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
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
