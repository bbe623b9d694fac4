import { MY_LEARNING } from '../../content/my-learning';
import { useNow } from '../../ui/useNow';
import styles from './my-learning.module.css';

let formatter: Intl.RelativeTimeFormat | undefined;

/** "5 minutes ago", "2 hours ago", "yesterday": how old the saved copy is; null under a minute. */
export function ago(at: number, now: number): string | null {
  const relative = (formatter ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
  const minutes = Math.min(0, Math.round((at - now) / 60_000));
  if (minutes === 0) return null;
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** The age of what the screen shows; a saved copy seen offline says when it was saved. */
export function SavedAge({ at }: { at: number }) {
  const now = useNow(30_000).getTime();
  return (
    <p className={styles.savedAge} data-testid="my-learning-age">
      {MY_LEARNING.savedAgo(ago(at, now) ?? MY_LEARNING.justNow)}
    </p>
  );
}
