import { STARS } from '../content/home';
import styles from './Stars.module.css';

/** Space between two stars, in px (the stylesheet's tile is a star and this gap). */
const GAP = 2;

/**
 * Five stars filled to `rating` (out of 5), read out as text for screen readers. Drawn by the stylesheet
 * (one star shape as a repeated mask over a grey bar and an amber bar of the rating's width), not as five
 * SVGs with a gradient each: a home page shows a dozen ratings, and 60 SVGs made a tenth of its markup
 * and of the server's render work (decision 74).
 */
export function Stars({ rating, size = 18, showValue = false }: { rating: number; size?: number; showValue?: boolean }) {
  const clamped = Math.max(0, Math.min(5, rating));
  const whole = Math.floor(clamped);
  const filled = whole * (size + GAP) + (clamped - whole) * size;
  return (
    <span className={styles.stars} role="img" aria-label={STARS.label(clamped)}>
      <span
        className={styles.shape}
        style={{ ['--star-size' as string]: `${size}px`, ['--stars-filled' as string]: `${Math.round(filled * 10) / 10}px` }}
      >
        <span className={styles.fill} />
      </span>
      {showValue && <span className={styles.value}>{clamped}/5</span>}
    </span>
  );
}
