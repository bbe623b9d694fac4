/**
 * The catalogue in the console: one kind at a time, its list, and the form for a new record or the one
 * being edited (one form for every kind, from the kind's field specs: decision 81).
 */
import { Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import { lazyPart } from '../../ui/lazy-part';
import { StatusText } from '../../ui/Section';
import { CONTENT_KINDS, type ContentKind } from '../../contract/staff';
import { STAFF } from '../../content/staff';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/form/Field';
import { labelOf } from './record-label';
import { ContentList, LIST_HEADING_ID } from './ContentList';
import type { StaffRecord } from './staff-api';
import styles from './staff.module.css';

// Loaded when first used, so the console's first screen stays within a screen's budget (the kinds' structs are large).
const RecordForm = lazyPart<ComponentProps<(typeof import('./record-form/RecordForm'))['RecordForm']>>(() =>
  import('./record-form/RecordForm').then((m) => ({ default: m.RecordForm })),
);

type Editing = { record: StaffRecord | null } | null;

export function ContentSection() {
  const [kind, setKind] = useState<ContentKind>('workshops');
  const [editing, setEditing] = useState<Editing>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);
  const done = () => {
    returning.current = true;
    setEditing(null);
  };
  // Back from a form (saved or not), the keyboard's place is the list, not the top of the page.
  useEffect(() => {
    if (editing || !returning.current) return;
    returning.current = false;
    heading.current?.focus();
  }, [editing]);
  if (editing)
    return (
      <Suspense fallback={<StatusText>{STAFF.list.loading}</StatusText>}>
        <RecordForm kind={kind} record={editing.record} onDone={done} />
      </Suspense>
    );
  return (
    <section aria-labelledby={LIST_HEADING_ID} className={styles.block}>
      <h2 id={LIST_HEADING_ID} ref={heading} tabIndex={-1}>
        {STAFF.kinds[kind]}
      </h2>
      <div className={styles.itemHead}>
        <SelectField label={STAFF.kindLabel} value={kind} onChange={(e) => setKind(e.target.value as ContentKind)}>
          {CONTENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {STAFF.kinds[k]}
            </option>
          ))}
        </SelectField>
        <Button size="sm" onClick={() => setEditing({ record: null })}>
          {STAFF.newOf(STAFF.one[kind])}
        </Button>
      </div>
      <ContentList kind={kind} labelOf={labelOf} onEdit={(record) => setEditing({ record })} />
    </section>
  );
}
