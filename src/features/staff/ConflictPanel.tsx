/**
 * A save refused because someone else saved first (409, decision 68): both versions side by side,
 * field by field where they differ, and a button that loads theirs. Nothing is overwritten silently.
 */
import { STAFF } from '../../content/staff';
import { Button } from '../../ui/Button';
import type { StaffRecord } from './staff-api';
import styles from './staff.module.css';

export interface Conflict {
  current: StaffRecord;
  currentVersion: number;
  yourVersion: number;
  /** What this person tried to save. */
  yours: Record<string, unknown>;
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

export function ConflictPanel({ conflict, onLoadTheirs }: { conflict: Conflict; onLoadTheirs: (current: StaffRecord) => void }) {
  const differing = Object.keys(conflict.yours).filter((key) => shown(conflict.yours[key]) !== shown(conflict.current[key]));
  return (
    <div className={styles.conflict} role="alert" aria-labelledby="staff-conflict">
      <h3 id="staff-conflict">{STAFF.conflict.title}</h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{STAFF.conflict.field}</th>
            <th scope="col">{STAFF.conflict.yours(conflict.yourVersion)}</th>
            <th scope="col">{STAFF.conflict.theirs(conflict.currentVersion)}</th>
          </tr>
        </thead>
        <tbody>
          {differing.map((key) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td>{shown(conflict.yours[key])}</td>
              <td>{shown(conflict.current[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button variant="outline" size="sm" onClick={() => onLoadTheirs(conflict.current)}>
        {STAFF.conflict.reload}
      </Button>
    </div>
  );
}
