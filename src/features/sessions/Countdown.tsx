import { formatCountdown } from '../../ui/format';
import { useNow } from '../../ui/useNow';
import styles from './Countdown.module.css';

/** SPEC: hh:mm:ss to the start, refreshed every second, 00:00:00 once passed. */
export function Countdown({ to, label }: { to: string; label: string }) {
  const now = useNow(1000);
  const left = new Date(to).getTime() - now.getTime();
  const text = formatCountdown(Number.isNaN(left) ? 0 : left);
  return (
    <p data-testid="countdown">
      <span>{label} </span>
      {/* Announced once by screen readers, not every second. */}
      <time dateTime={to} aria-live="off" className={styles.time}>
        {text}
      </time>
    </p>
  );
}
