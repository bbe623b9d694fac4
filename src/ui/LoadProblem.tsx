import { LOAD_PROBLEM } from '../content/copy';
import { Button } from './Button';
import { StatusText } from './Section';

/** A list that failed to load: the reason, and a button that asks again. */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div style={{ display: 'grid', justifyItems: 'center', gap: 12 }}>
      <StatusText tone="error">{message}</StatusText>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {LOAD_PROBLEM.retry}
      </Button>
    </div>
  );
}
