/** A download under way (issue 40): its bar, what it is doing in words, and its cancel. */
import { activityLine, PACK } from '../content/course-pack';
import { Button } from './Button';
import styles from './DownloadProgress.module.css';

interface Props {
  title: string;
  state: 'downloading' | 'waiting-network' | 'waiting-wifi';
  done: number;
  total: number;
  onCancel: () => void;
}

export function DownloadProgress({ title, state, done, total, onCancel }: Props) {
  return (
    <div className={styles.progress}>
      <progress value={done} max={Math.max(total, 1)} aria-label={PACK.panel.progressLabel(title)} />
      <p aria-live="polite">{activityLine(state, done, total)}</p>
      <Button variant="outline" size="sm" onClick={onCancel}>
        {PACK.panel.cancel}
      </Button>
    </div>
  );
}
