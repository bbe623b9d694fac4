import { FEEDBACK_FORM } from '../../content/forms';
import styles from './StarRating.module.css';

/**
 * A 1–10 rating as stars. Each star is a native radio button, so the group is one Tab stop, arrow keys
 * move the choice, and screen readers announce "7 of 10"; `required` lets the browser insist on a choice.
 */
export function StarRating({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (v: number) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {label} <span className={styles.value}>{value ? FEEDBACK_FORM.rated(value) : FEEDBACK_FORM.notRated}</span>
      </legend>
      <div className={styles.stars}>
        {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
          <label key={n} className={styles.star} data-on={n <= value || undefined}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              required
              className="visually-hidden"
            />
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
            <span className="visually-hidden">{FEEDBACK_FORM.star(n)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
