/**
 * Creates or edits a record of any kind, from the kind's field specs (fields.ts; decision 81). Checked
 * with the API's own struct when an input is left and on save; the server's messages show the same way,
 * each at its input. A create carries one Idempotency-Key for the life of the form, so a second press or
 * a retry makes one record. An edit sends the version it was opened at (If-Match); a 409 shows what
 * each person changed and saves the merge of both on the version now saved (decisions 79, 113).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ContentKind } from '../../../contract/staff';
import { TOAST_MS } from '../../../content/limits';
import { STAFF } from '../../../content/staff';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/Button';
import fieldStyles from '../../../ui/form/Field.module.css';
import { Form } from '../../../ui/form/Form';
import { LoadProblem } from '../../../ui/LoadProblem';
import { StatusText } from '../../../ui/Section';
import { ConflictPanel, type Conflict } from '../ConflictPanel';
import { labelOf } from '../record-label';
import { createContent, readContent, replaceContent, StaffError, staffKeys, type StaffRecord } from '../staff-api';
import styles from '../staff.module.css';
import { RECORD_FIELDS, type FieldSpec } from './fields';
import { RecordFields } from './RecordFields';
import { useRecordForm, type RecordFormState } from './use-record-form';
import { bodyOf, shownErrors, valuesOf } from './values';

const COPY = STAFF.record;

type Props = { kind: ContentKind; record: StaffRecord | null; onDone: () => void };

/**
 * A record is edited as the server reads it one by one, not as the list has it: the list leaves out a
 * course's lectures and notes, and a save of the list's copy would remove them.
 */
export function RecordForm({ kind, record, onDone }: Props) {
  const read = useQuery({
    queryKey: staffKeys.record(kind, record?.id ?? ''),
    queryFn: () => readContent(kind, record!.id),
    enabled: record !== null,
    networkMode: 'online',
    staleTime: 0,
    gcTime: 0,
  });
  if (!record) return <RecordEditor kind={kind} record={null} onDone={onDone} />;
  if (read.isPending) return <StatusText>{STAFF.list.loading}</StatusText>;
  if (read.isError) return <LoadProblem message={STAFF.list.failed} onRetry={() => void read.refetch()} />;
  return <RecordEditor kind={kind} record={read.data} onDone={onDone} />;
}

function RecordEditor({ kind, record, onDone }: Props) {
  const fields = RECORD_FIELDS[kind];
  const [opened, setOpened] = useState(record);
  const [initial] = useState(() => valuesOf(fields, record));
  const form = useRecordForm(kind, fields, initial);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { conflict, setConflict, resolve, formElement } = useConflict(fields, form, setOpened);
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened (or given the merged record): the keyboard starts at the form, which says what it edits.
  useEffect(() => heading.current?.focus(), [opened]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    // After a refused save, the first input with a message has the focus (not the Save button, nor the page).
    const focusFirstProblem = () => requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    if (form.busy) return;
    if (!form.check()) return focusFirstProblem();
    if (!navigator.onLine) return toast.error(STAFF.needsConnection, { duration: TOAST_MS.default });
    const body = bodyOf(fields, form.values);
    form.setBusy(true);
    try {
      await (opened ? replaceContent(kind, opened.id, opened.version, body) : createContent(kind, body, idempotencyKey));
      toast.success(opened ? COPY.saved : COPY.created, { duration: TOAST_MS.default });
      await queryClient.invalidateQueries({ queryKey: staffKeys.list(kind) });
      onDone();
    } catch (err) {
      if (err instanceof StaffError && err.conflict && opened) setConflict({ ...err.conflict, base: opened, yours: body });
      else if (err instanceof StaffError && err.errors && Object.keys(err.errors).length) {
        form.setErrors(shownErrors(fields, err.errors));
        focusFirstProblem();
      } else toast.error(err instanceof StaffError && err.status ? err.message : STAFF.failedSave, { duration: TOAST_MS.default });
    } finally {
      form.setBusy(false);
    }
  };

  const title = opened ? COPY.editTitle(labelOf(opened)) : STAFF.newOf(STAFF.one[kind]);
  return (
    <section aria-labelledby="staff-record-form" className={styles.block}>
      <h2 id="staff-record-form" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {conflict && <ConflictPanel key={conflict.currentVersion} conflict={conflict} fields={fields} onResolve={resolve} />}
      <Form ref={formElement} className={fieldStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="staff-record-form">
        <RecordFields fields={fields} form={form} />
        <FormActions busy={form.busy} onBack={onDone} />
      </Form>
    </section>
  );
}

function FormActions({ busy, onBack }: { busy: boolean; onBack: () => void }) {
  return (
    <div className={fieldStyles.actions}>
      <Button type="submit" aria-disabled={busy} aria-busy={busy}>
        {busy ? COPY.saving : COPY.save}
      </Button>
      <Button type="button" variant="outline" onClick={onBack}>
        {COPY.back}
      </Button>
    </div>
  );
}

/**
 * A save refused on a stale version, and its way out (decision 113): both people's work, merged, goes
 * into the form on their version, so the next save builds on theirs; asked to, it is sent at once,
 * through the same checks as a press on Save.
 */
function useConflict(fields: readonly FieldSpec[], form: RecordFormState, setOpened: (record: StaffRecord) => void) {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const [sendMerged, setSendMerged] = useState(0);
  useEffect(() => void (sendMerged && formElement.current?.requestSubmit()), [sendMerged]);
  const resolve = (merged: Record<string, unknown>, save: boolean) => {
    if (!conflict) return;
    setOpened({ ...conflict.current, version: conflict.currentVersion });
    form.replace(valuesOf(fields, merged));
    setConflict(null);
    if (save) setSendMerged((n) => n + 1);
  };
  return { conflict, setConflict, resolve, formElement };
}
