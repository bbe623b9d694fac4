import { MY_LEARNING } from '../../content/my-learning';
import { ago } from '../../ui/age';
import { useNow } from '../../ui/useNow';
import styles from './my-learning.module.css';

/** The age of what the screen shows; a saved copy seen offline says when it was saved. */
export function SavedAge({ at }: { at: number }) {
  const now = useNow(30_000).getTime();
  return (
    <p className={styles.savedAge} data-testid="my-learning-age">
      {MY_LEARNING.savedAgo(ago(at, now))}
    </p>
  );
}
