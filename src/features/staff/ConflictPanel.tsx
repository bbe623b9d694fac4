/**
 * A save refused because someone else saved first (409, decision 68), resolved so that both people's
 * work is kept (decision 113): fields only one of them changed are merged and listed; for each field
 * both changed, the two values side by side and "Keep mine / Take theirs". The merged record is saved
 * on their version (If-Match), so a third save in between is caught again. Nothing is retyped.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { STAFF } from '../../content/staff';
import { Button } from '../../ui/Button';
import { ConflictValue } from './ConflictValue';
import type { FieldSpec } from './record-form/fields';
import { comparable, mergedBody, mergeFields, type Body, type FieldMerge, type Side } from './record-form/merge';
import type { StaffRecord } from './staff-api';
import styles from './staff.module.css';

const COPY = STAFF.conflict;

export interface Conflict {
  /** The record as this person opened it: what both started from. */
  base: StaffRecord;
  current: StaffRecord;
  currentVersion: number;
  yourVersion: number;
  /** What this person tried to save. */
  yours: Body;
}

type Props = {
  conflict: Conflict;
  fields: readonly FieldSpec[];
  /** The merged record, to save now (`save`) or to put in the form first. */
  onResolve: (merged: Body, save: boolean) => void;
};

export function ConflictPanel({ conflict, fields, onResolve }: Props) {
  const { base, yours, current } = conflict;
  const merges = useMemo(
    () => mergeFields(fields, comparable(fields, base), yours, comparable(fields, current)),
    [fields, base, yours, current],
  );
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const automatic = merges.filter((m) => m.state !== 'both');
  const chosen = merges.filter((m) => m.state === 'both');
  const panel = useRef<HTMLElement>(null);
  // The save was refused: the keyboard goes to the panel, which is read out by its title and what it says.
  useEffect(() => panel.current?.focus(), []);
  const resolve = (save: boolean) => onResolve(mergedBody(yours, merges, choices), save);
  return (
    <section
      className={styles.conflict}
      aria-labelledby="staff-conflict"
      aria-describedby="staff-conflict-summary"
      ref={panel}
      tabIndex={-1}
    >
      <h3 id="staff-conflict">{COPY.title}</h3>
      <p id="staff-conflict-summary">{COPY.summary(conflict.currentVersion, automatic.length, chosen.length)}</p>
      {automatic.length > 0 && <AutomaticList merges={automatic} />}
      {chosen.map((merge) => (
        <ChoiceGroup
          key={merge.spec.name}
          merge={merge}
          side={choices[merge.spec.name] ?? 'mine'}
          onChoose={(side) => setChoices((was) => ({ ...was, [merge.spec.name]: side }))}
        />
      ))}
      <div className={styles.actions}>
        <Button onClick={() => resolve(true)}>{COPY.save}</Button>
        <Button variant="outline" onClick={() => resolve(false)}>
          {COPY.edit}
        </Button>
      </div>
    </section>
  );
}

function AutomaticList({ merges }: { merges: readonly FieldMerge[] }) {
  return (
    <div className={styles.merged}>
      <h4>{COPY.merged}</h4>
      <ul>
        {merges.map((m) => (
          <li key={m.spec.name}>
            <strong>{m.spec.label}</strong>: {m.state === 'mine' ? COPY.keptMine : COPY.tookTheirs}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One field both changed: a labelled radio group, each answer beside the value it keeps. */
function ChoiceGroup({ merge, side, onChoose }: { merge: FieldMerge; side: Side; onChoose: (side: Side) => void }) {
  const id = useId();
  const sides = [
    { value: 'mine', label: COPY.keepMine, shown: merge.mine },
    { value: 'theirs', label: COPY.takeTheirs, shown: merge.theirs },
  ] as const;
  return (
    <fieldset className={styles.choice} role="radiogroup">
      <legend>{COPY.bothChanged(merge.spec.label)}</legend>
      <div className={styles.sides}>
        {sides.map((option) => (
          <div key={option.value} className={styles.side}>
            <label className={styles.sideLabel}>
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={side === option.value}
                onChange={() => onChoose(option.value)}
                aria-describedby={`${id}-${option.value}`}
              />
              {option.label}
            </label>
            <div id={`${id}-${option.value}`} className={styles.sideValue}>
              <ConflictValue spec={merge.spec} value={option.shown} />
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
