/**
 * Creates or edits a workshop. Checked with the API's own struct (WorkshopBody) when a field is left
 * and on save; the server's field messages show the same way. A create carries one Idempotency-Key for
 * the life of the form, so a second press or a retry makes one workshop. An edit sends the version it
 * was opened at (If-Match); a 409 shows both versions and lets the person load the saved one.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TOAST_MS } from '../../content/limits';
import { STAFF } from '../../content/staff';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { useForm } from '../../ui/form/use-form';
import { ConflictPanel, type Conflict } from './ConflictPanel';
import { createContent, replaceContent, StaffError, staffKeys, type StaffRecord } from './staff-api';
import { WorkshopFields } from './WorkshopFields';
import styles from './staff.module.css';
import {
  EMPTY_WORKSHOP,
  fieldErrorsOf,
  validateWorkshop,
  workshopBodyOf,
  workshopValuesOf,
  type WorkshopValues,
} from './workshop-form-values';

const COPY = STAFF.workshop;

export function WorkshopForm({ record, onDone }: { record: StaffRecord | null; onDone: () => void }) {
  const [opened, setOpened] = useState(record);
  const [initial] = useState(() => (record ? workshopValuesOf(record) : EMPTY_WORKSHOP));
  const form = useForm<WorkshopValues>(initial, validateWorkshop, 'touched');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const queryClient = useQueryClient();

  const save = async () => {
    const body = workshopBodyOf(form.values);
    return opened ? replaceContent('workshops', opened.id, opened.version, body) : createContent('workshops', body, idempotencyKey);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy || !form.check()) return;
    if (!navigator.onLine) return toast.error(STAFF.needsConnection, { duration: TOAST_MS.default });
    form.setBusy(true);
    try {
      await save();
      toast.success(opened ? COPY.saved : COPY.created, { duration: TOAST_MS.default });
      await queryClient.invalidateQueries({ queryKey: staffKeys.list('workshops') });
      onDone();
    } catch (err) {
      if (err instanceof StaffError && err.conflict) setConflict({ ...err.conflict, yours: workshopBodyOf(form.values) });
      else if (err instanceof StaffError && err.errors && Object.keys(err.errors).length) form.setErrors(fieldErrorsOf(err.errors));
      else toast.error(err instanceof StaffError && err.status ? err.message : STAFF.failedSave, { duration: TOAST_MS.default });
    } finally {
      form.setBusy(false);
    }
  };

  // Their version replaces what was typed: the person saw both and chose to start from theirs.
  const loadTheirs = (current: StaffRecord) => {
    setOpened(current);
    form.setValues(workshopValuesOf(current));
    form.setErrors({});
    setConflict(null);
  };

  const title = opened ? COPY.editTitle(String(opened.title ?? '')) : COPY.newTitle;
  return (
    <section aria-labelledby="staff-workshop-form" className={styles.block}>
      <h2 id="staff-workshop-form">{title}</h2>
      {conflict && <ConflictPanel conflict={conflict} onLoadTheirs={loadTheirs} />}
      <Form className={fieldStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="staff-workshop-form">
        <WorkshopFields form={form} />
        <div className={fieldStyles.actions}>
          <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? COPY.saving : COPY.save}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            {COPY.back}
          </Button>
        </div>
      </Form>
    </section>
  );
}
