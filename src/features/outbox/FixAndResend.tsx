import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { WRITES } from '../../contract/writes';
import { validateRequest, type FieldErrors } from '../../contract/requests';
import { PENDING } from '../../content/pending';
import { TOAST_MS } from '../../content/limits';
import { SUBMISSION_LABELS } from '../../content/submissions';
import { outbox } from '../../offline/app-outbox';
import type { OutboxItem } from '../../offline/outbox';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Form } from '../../ui/form/Form';
import { fieldLabel } from './SentContent';

/** Fields the person never typed (ids the app filled in) are not offered for editing. */
const HIDDEN_FIELDS = new Set(['studentId', 'course', 'ratings']);

/** An item the server refused or the outbox stopped sending: its form, filled in as sent, to fix and send again. */
export function FixAndResend({ item }: { item: OutboxItem }) {
  const editable = Object.entries(item.payload).filter(([k, v]) => !HIDDEN_FIELDS.has(k) && (typeof v === 'string' || v === undefined));
  const [values, setValues] = useState<Record<string, string>>(Object.fromEntries(editable.map(([k, v]) => [k, String(v ?? '')])));
  const [errors, setErrors] = useState<FieldErrors>(item.fieldErrors ?? {});
  const [busy, setBusy] = useState(false);

  const resend = async (event: FormEvent) => {
    event.preventDefault();
    // Only what the person changed replaces the stored body: an item sent again under its key must carry
    // the very body it was first sent with (an empty optional field is not ''), or the server sees another request.
    const changed = Object.entries(values).filter(([k, v]) => v !== String(item.payload[k] ?? ''));
    const payload = { ...item.payload, ...Object.fromEntries(changed) };
    const checked = validateRequest(WRITES[item.kind].request as Parameters<typeof validateRequest>[0], payload);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      const outcome = await outbox.resend(item.id, payload);
      if (outcome?.status === 'sent')
        toast.success(outcome.item.message ?? PENDING.sentToast(SUBMISSION_LABELS[item.kind]), { duration: TOAST_MS.form });
      if (outcome?.status === 'needs-attention') setErrors(outcome.item.fieldErrors ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form className={fieldStyles.form} onSubmit={(e) => void resend(e)} noValidate>
      {item.message && (
        <p className={fieldStyles.notice} role="alert">
          {item.message}
        </p>
      )}
      <div className={fieldStyles.grid}>
        {editable.map(([key]) => (
          <TextField
            key={key}
            label={fieldLabel(key)}
            name={key}
            value={values[key] ?? ''}
            error={errors[key]}
            onChange={(e) => {
              const value = e.target.value;
              setValues((v) => ({ ...v, [key]: value }));
              setErrors(({ [key]: _, ...rest }) => rest);
            }}
          />
        ))}
      </div>
      <div className={fieldStyles.actions}>
        <Button type="submit" size="sm" disabled={busy}>
          {item.attention === 'server' || item.attention === 'expired' ? PENDING.sendAgain : PENDING.resend}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void outbox.remove(item.id)} disabled={busy}>
          {PENDING.discard}
        </Button>
      </div>
    </Form>
  );
}
