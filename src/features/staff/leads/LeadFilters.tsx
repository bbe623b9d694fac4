/** The leads' filters: status (the list only; the board has a column each), owner, course, source, overdue, words. */
import { useEffect, useState } from 'react';
import { LEAD_STATUSES, type LeadStatus } from '../../../contract/leads';
import { LEADS } from '../../../content/leads';
import { SelectField, TextField } from '../../../ui/form/Field';
import fieldStyles from '../../../ui/form/Field.module.css';
import { CourseSelect, OwnerSelect, SourceSelect } from './FilterSelects';
import type { LeadFilter } from './leads-api';
import styles from './leads.module.css';

const F = LEADS.filters;

interface Props {
  filter: LeadFilter;
  onChange: (filter: LeadFilter) => void;
  withStatus: boolean;
}

export function LeadFilters({ filter, onChange, withStatus }: Props) {
  const [words, setWords] = useState(filter.q);
  // Typing asks the server once the words settle, not at every key.
  useEffect(() => {
    const settle = window.setTimeout(() => words.trim() !== filter.q && onChange({ ...filter, q: words.trim() }), 250);
    return () => window.clearTimeout(settle);
  }, [words, filter, onChange]);
  const set = (change: Partial<LeadFilter>) => onChange({ ...filter, ...change });
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{F.label}</legend>
      <div className={fieldStyles.grid}>
        {withStatus && (
          <SelectField label={F.status} value={filter.status} onChange={(e) => set({ status: e.target.value as LeadStatus | '' })}>
            <option value="">{F.anyStatus}</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEADS.statuses[s]}
              </option>
            ))}
          </SelectField>
        )}
        <OwnerSelect value={filter.owner} onChange={(owner) => set({ owner })} />
        <CourseSelect value={filter.course} onChange={(course) => set({ course })} />
        <SourceSelect value={filter.source} onChange={(source) => set({ source })} />
        <TextField label={F.search} type="search" value={words} onChange={(e) => setWords(e.target.value)} />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={filter.overdue} onChange={(e) => set({ overdue: e.target.checked })} />
        {F.overdue}
      </label>
    </fieldset>
  );
}
