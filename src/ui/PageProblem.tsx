import type { ReactNode } from 'react';
import { LOAD_PROBLEM } from '../content/copy';
import { Button } from './Button';
import { Section } from './Section';
import styles from './Problem.module.css';

/**
 * A detail screen that has nothing to show: the reason as its heading, an optional sentence under it,
 * a way on, and a retry when it may help.
 */
export function PageProblem({
  message,
  lead,
  children,
  onRetry,
}: {
  message: string;
  lead?: ReactNode;
  children?: ReactNode;
  onRetry?: () => void;
}) {
  return (
    // The alert wraps the heading (not a span inside it), so the heading keeps its accessible name.
    <div role="alert">
      <Section title={message} lead={lead} headingLevel={1}>
        <div className={styles.actions}>
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              {LOAD_PROBLEM.retry}
            </Button>
          )}
          {children}
        </div>
      </Section>
    </div>
  );
}
