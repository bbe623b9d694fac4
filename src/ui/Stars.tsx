import { STARS } from '../content/home';
import styles from './Stars.module.css';

/** Five stars filled to `rating` (out of 5), read out as text for screen readers. */
export function Stars({ rating, size = 18, showValue = false }: { rating: number; size?: number; showValue?: boolean }) {
  const clamped = Math.max(0, Math.min(5, rating));
  return (
    <span className={styles.stars} role="img" aria-label={STARS.label(clamped)}>
      {Array.from({ length: 5 }, (_, i) => {
        const fill = Math.max(0, Math.min(1, clamped - i));
        return (
          <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
            <defs>
              <linearGradient id={`star-${i}-${Math.round(fill * 100)}`}>
                <stop offset={fill} stopColor="#f59e0b" />
                <stop offset={fill} stopColor="#cbd5e1" />
              </linearGradient>
            </defs>
            <path
              fill={`url(#star-${i}-${Math.round(fill * 100)})`}
              d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
            />
          </svg>
        );
      })}
      {showValue && <span className={styles.value}>{clamped}/5</span>}
    </span>
  );
}
