import { formatCountdown } from '../../ui/format';
import { useNow } from '../../ui/useNow';

/** SPEC: hh:mm:ss to the start, refreshed every second, 00:00:00 once passed. */
export function Countdown({ to, label }: { to: string; label: string }) {
  const now = useNow(1000);
  const left = new Date(to).getTime() - now.getTime();
  const text = formatCountdown(Number.isNaN(left) ? 0 : left);
  return (
    <p data-testid="countdown">
      <span>{label} </span>
      {/* Announced once by screen readers, not every second. */}
      <time dateTime={to} aria-live="off" style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 800, fontSize: '1.75rem' }}>
        {text}
      </time>
    </p>
  );
}
