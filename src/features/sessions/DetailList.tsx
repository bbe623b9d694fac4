import type { ReactNode } from 'react';
import styles from './sessions.module.css';

/** One term of a session's details list: a label and its value, side by side. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A session's details: its terms, as `Detail`s. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className={styles.details}>{children}</dl>;
}
