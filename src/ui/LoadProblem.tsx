import { LOAD_PROBLEM } from '../content/copy';
import { Button } from './Button';
import { StatusText } from './Section';
import styles from './Problem.module.css';

/** A list that failed to load: the reason, and a button that asks again. */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.list}>
      <StatusText tone="error">{message}</StatusText>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {LOAD_PROBLEM.retry}
      </Button>
    </div>
  );
}
