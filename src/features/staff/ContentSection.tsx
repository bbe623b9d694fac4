/**
 * The catalogue in the console: one kind at a time, its list, and the form for a new record or the one
 * being edited (workshops have their own form; the other kinds are edited as JSON until theirs come).
 */
import { Suspense, useState, type ComponentProps } from 'react';
import { lazyPart } from '../../ui/lazy-part';
import { StatusText } from '../../ui/Section';
import { CONTENT_KINDS, type ContentKind } from '../../contract/staff';
import { STAFF } from '../../content/staff';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/form/Field';
import { labelOf } from './record-label';
import { ContentList } from './ContentList';
import type { StaffRecord } from './staff-api';
import { WorkshopForm } from './WorkshopForm';
import styles from './staff.module.css';

// Loaded when first used, so the console's first screen stays within a screen's budget (the kinds' structs are large).
const RecordJsonForm = lazyPart<ComponentProps<(typeof import('./RecordJsonForm'))['RecordJsonForm']>>(() =>
  import('./RecordJsonForm').then((m) => ({ default: m.RecordJsonForm })),
);
const UploadPanel = lazyPart<object>(() => import('./UploadPanel').then((m) => ({ default: m.UploadPanel })));

type Editing = { record: StaffRecord | null } | null;

export function ContentSection() {
  const [kind, setKind] = useState<ContentKind>('workshops');
  const [editing, setEditing] = useState<Editing>(null);
  const done = () => setEditing(null);
  if (editing && kind === 'workshops') return <WorkshopForm record={editing.record} onDone={done} />;
  if (editing)
    return (
      <Suspense fallback={<StatusText>{STAFF.list.loading}</StatusText>}>
        <RecordJsonForm kind={kind} record={editing.record} onDone={done} />
      </Suspense>
    );
  return (
    <section aria-labelledby="staff-content" className={styles.block}>
      <h2 id="staff-content">{STAFF.kinds[kind]}</h2>
      <div className={styles.itemHead}>
        <SelectField label={STAFF.kindLabel} value={kind} onChange={(e) => setKind(e.target.value as ContentKind)}>
          {CONTENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {STAFF.kinds[k]}
            </option>
          ))}
        </SelectField>
        <Button size="sm" onClick={() => setEditing({ record: null })}>
          {STAFF.newOf(STAFF.kinds[kind])}
        </Button>
      </div>
      <ContentList kind={kind} labelOf={labelOf} onEdit={(record) => setEditing({ record })} />
      <Suspense fallback={null}>
        <UploadPanel />
      </Suspense>
    </section>
  );
}
