/**
 * The enrol dialog's one choice beyond SPEC's fields (issue 38): which batch. Each batch that takes
 * enrolments is a radio with its dates, class times and seats (initial-batch.ts chooses the first). A full
 * batch's radio says its waitlist is open.
 */
import { BATCHES } from '../../content/batches';
import { BatchFacts, batchTitle } from '../../cards/BatchFacts';
import { SeatsPill } from '../../cards/SeatsPill';
import { useDateFormats } from '../../ui/format';
import type { EnrolTarget } from '../../ui/dialogs-store';
import fieldStyles from '../../ui/form/Field.module.css';
import { choices } from './initial-batch';
import styles from './enrol.module.css';

export function BatchChoice({ course, chosen, onChoose }: { course: EnrolTarget; chosen: string; onChoose: (id: string) => void }) {
  const dates = useDateFormats();
  const batches = choices(course);
  if (batches.length === 0) return null;
  return (
    <fieldset className={styles.choice} aria-describedby="batch-choice-hint">
      <legend className={fieldStyles.label}>{BATCHES.choose}</legend>
      <p id="batch-choice-hint" className={fieldStyles.hint}>
        {BATCHES.chooseHint}
      </p>
      {batches.map((b) => (
        <label key={b._id} className={styles.option}>
          <input type="radio" name="batch" value={b._id} checked={chosen === b._id} onChange={() => onChoose(b._id)} />
          <span className={styles.optionText}>
            <span className={styles.optionHead}>
              <strong>{batchTitle(dates, b)}</strong>
              <SeatsPill batch={b} />
            </span>
            <BatchFacts batch={b} fee={b.fee} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
