import type { ReactNode } from 'react';
import { LOAD_PROBLEM } from '../content/copy';
import { Button } from './Button';
import { Section } from './Section';

/** A detail screen that has nothing to show: the reason as its heading, a way on, and a retry when it may help. */
export function PageProblem({ message, children, onRetry }: { message: string; children?: ReactNode; onRetry?: () => void }) {
  return (
    <Section title={<span role="alert">{message}</span>} headingLevel={1}>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {LOAD_PROBLEM.retry}
          </Button>
        )}
        {children}
      </div>
    </Section>
  );
}
