import { PENDING } from '../../content/pending';
import { FEEDBACK_FORM } from '../../content/forms';
import styles from './pending.module.css';

/** Ids the app filled in, not words the person wrote: not shown back to them. */
const HIDDEN_FIELDS = new Set(['studentId', 'course']);

export const fieldLabel = (key: string) =>
  PENDING.fields[key] ??
  key
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .trim();

function rows(payload: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (HIDDEN_FIELDS.has(key) || value === undefined || value === null || value === '') continue;
    if (key === 'ratings' && typeof value === 'object') {
      const criteria = FEEDBACK_FORM.criteria as Record<string, string>;
      for (const [criterion, rating] of Object.entries(value)) out.push([criteria[criterion] ?? fieldLabel(criterion), String(rating)]);
    } else out.push([fieldLabel(key), String(value)]);
  }
  return out;
}

/** A read-only copy of what was sent, as the person typed it. */
export function SentContent({ payload }: { payload: Record<string, unknown> }) {
  return (
    <details className={styles.content}>
      <summary>{PENDING.contentLabel}</summary>
      <dl>
        {rows(payload).map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
