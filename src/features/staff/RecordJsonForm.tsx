/**
 * Creates or edits a record of the kinds that have no form of their own yet, as the JSON the API takes:
 * checked with the kind's struct before sending (every message listed under the field), saved on the
 * version it was opened at, with the same conflict panel as the workshop form (decision 79).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../contract/requests';
import type { ContentKind } from '../../contract/staff';
import { TOAST_MS } from '../../content/limits';
import { STAFF } from '../../content/staff';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { ConflictPanel, type Conflict } from './ConflictPanel';
import { editableOf, labelOf, validateKind } from './content-kinds';
import { createContent, replaceContent, StaffError, staffKeys, type StaffRecord } from './staff-api';
import styles from './staff.module.css';

const COPY = STAFF.json;
const listed = (errors: FieldErrors) =>
  Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join(' · ');

export function RecordJsonForm({ kind, record, onDone }: { kind: ContentKind; record: StaffRecord | null; onDone: () => void }) {
  const [opened, setOpened] = useState(record);
  const [text, setText] = useState(() => JSON.stringify(editableOf(kind, record), null, 2));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const queryClient = useQueryClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return setError(COPY.notJson);
    }
    const errors = validateKind(kind, body);
    if (Object.keys(errors).length) return setError(listed(errors));
    if (!navigator.onLine) return toast.error(STAFF.needsConnection, { duration: TOAST_MS.default });
    setBusy(true);
    try {
      await (opened ? replaceContent(kind, opened.id, opened.version, body) : createContent(kind, body, idempotencyKey));
      toast.success(opened ? STAFF.workshop.saved : STAFF.workshop.created, { duration: TOAST_MS.default });
      await queryClient.invalidateQueries({ queryKey: staffKeys.list(kind) });
      onDone();
    } catch (err) {
      if (err instanceof StaffError && err.conflict) setConflict({ ...err.conflict, yours: body as Record<string, unknown> });
      else if (err instanceof StaffError && err.errors && Object.keys(err.errors).length) setError(listed(err.errors));
      else toast.error(err instanceof StaffError && err.status ? err.message : STAFF.failedSave, { duration: TOAST_MS.default });
    } finally {
      setBusy(false);
    }
  };

  const loadTheirs = (current: StaffRecord) => {
    setOpened(current);
    setText(JSON.stringify(editableOf(kind, current), null, 2));
    setError(undefined);
    setConflict(null);
  };

  return (
    <section aria-labelledby="staff-record-form" className={styles.block}>
      <h2 id="staff-record-form">{opened ? STAFF.workshop.editTitle(labelOf(opened)) : COPY.newTitle(STAFF.kinds[kind])}</h2>
      {conflict && <ConflictPanel conflict={conflict} onLoadTheirs={loadTheirs} />}
      <JsonEditor
        text={text}
        error={error}
        busy={busy}
        onSubmit={submit}
        onBack={onDone}
        onChange={(value) => {
          setText(value);
          setError(undefined);
        }}
      />
    </section>
  );
}

interface EditorProps {
  text: string;
  error?: string;
  busy: boolean;
  onChange: (text: string) => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  onBack: () => void;
}

function JsonEditor({ text, error, busy, onChange, onSubmit, onBack }: EditorProps) {
  return (
    <Form className={fieldStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="staff-record-form">
      <TextArea
        label={COPY.label}
        hint={COPY.hint}
        rows={18}
        spellCheck={false}
        value={text}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className={fieldStyles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? STAFF.workshop.saving : STAFF.workshop.save}
        </Button>
        <Button type="button" variant="outline" onClick={onBack}>
          {STAFF.workshop.back}
        </Button>
      </div>
    </Form>
  );
}
