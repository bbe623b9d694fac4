/**
 * A save refused because someone else saved first (409, decision 68): both versions side by side,
 * field by field where they differ, and a button that loads theirs. Nothing is overwritten silently.
 */
import { useEffect, useRef } from 'react';
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

/** A field's value as words; an empty field is empty whether the form sent '' or the server keeps null. */
const shown = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

type Props = {
  conflict: Conflict;
  /** The form's fields, for their labels (the body's names otherwise). */
  fields?: readonly { name: string; label: string }[];
  onLoadTheirs: (current: StaffRecord) => void;
};

export function ConflictPanel({ conflict, fields = [], onLoadTheirs }: Props) {
  const differing = Object.keys(conflict.yours).filter((key) => shown(conflict.yours[key]) !== shown(conflict.current[key]));
  const labelOf = (key: string) => fields.find((spec) => spec.name === key)?.label ?? key;
  const panel = useRef<HTMLDivElement>(null);
  // The save was refused: the keyboard goes to what says why and what to do.
  useEffect(() => panel.current?.focus(), []);
  return (
    <div className={styles.conflict} role="alert" aria-labelledby="staff-conflict" ref={panel} tabIndex={-1}>
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
              <th scope="row">{labelOf(key)}</th>
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
