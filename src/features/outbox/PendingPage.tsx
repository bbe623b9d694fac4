/**
 * Everything the outbox still holds: what is waiting to go, what needs the person (with the form filled
 * in as sent and the server's errors beside the fields), and what was delivered this week.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useStore } from 'zustand';
import {
  ContactRequest,
  EnrolmentRequest,
  FeedbackRequest,
  RegistrationRequest,
  validateRequest,
  type FieldErrors,
} from '../../contract/requests';
import { PENDING } from '../../content/copy';
import { TOAST_MS } from '../../content/limits';
import { outbox } from '../../offline/app-outbox';
import type { OutboxItem } from '../../offline/outbox';
import { isPending, outboxStore } from '../../offline/outbox-store';
import { SUBMISSION_KINDS, type SubmissionKind } from '../../offline/submission-kinds';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import cards from '../../ui/cards.module.css';

const STRUCTS = {
  contact: ContactRequest,
  registration: RegistrationRequest,
  enrolment: EnrolmentRequest,
  feedback: FeedbackRequest,
} as const satisfies Record<SubmissionKind, unknown>;
/** Fields the person never typed (ids the app filled in) are not offered for editing. */
const HIDDEN_FIELDS = new Set(['studentId', 'course', 'ratings']);
const humanise = (key: string) =>
  key
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .replace('No', 'number');

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export default function PendingPage() {
  useDocumentMeta(PENDING.title, PENDING.lead);
  const items = useStore(outboxStore, (s) => s.items);
  const loaded = useStore(outboxStore, (s) => s.loaded);
  const shown = [...items].reverse();
  return (
    <Section id="pending" title={PENDING.title} lead={PENDING.lead} headingLevel={1}>
      {!loaded && <StatusText>{PENDING.loading}</StatusText>}
      {loaded && !shown.some(isPending) && <StatusText>{PENDING.empty}</StatusText>}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16 }}>
        {shown.map((item) => (
          <li key={item.id}>
            <PendingItem item={item} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function PendingItem({ item }: { item: OutboxItem }) {
  const label = SUBMISSION_KINDS[item.kind].label;
  return (
    <article className={cards.card} aria-labelledby={`item-${item.id}`}>
      <h2 id={`item-${item.id}`} className={cards.cardTitle}>
        {label}
      </h2>
      <p className={cards.meta}>
        <span data-testid="pending-status">{PENDING.status[item.status]}</span> · {when.format(item.createdAt)}
      </p>
      {item.status === 'queued' && (
        <>
          {item.message && <p className={cards.small}>Last try: {item.message}</p>}
          <div>
            <Button size="sm" variant="outline" onClick={() => void outbox.retry(item.id)}>
              {PENDING.retry}
            </Button>
          </div>
        </>
      )}
      {item.status === 'sent' && item.message && <p className={cards.small}>{item.message}</p>}
      {item.status === 'needs-attention' && <FixAndResend item={item} />}
    </article>
  );
}

function FixAndResend({ item }: { item: OutboxItem }) {
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
    const checked = validateRequest(STRUCTS[item.kind] as Parameters<typeof validateRequest>[0], payload);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    const outcome = await outbox.resend(item.id, payload);
    setBusy(false);
    if (outcome?.status === 'sent')
      toast.success(outcome.item.message ?? `${SUBMISSION_KINDS[item.kind].label} sent`, { duration: TOAST_MS.form });
    if (outcome?.status === 'needs-attention') setErrors(outcome.item.fieldErrors ?? {});
  };

  return (
    <form className={fieldStyles.form} onSubmit={(e) => void resend(e)} noValidate>
      {item.message && (
        <p className={fieldStyles.notice} role="alert">
          {item.message}
        </p>
      )}
      <div className={fieldStyles.grid}>
        {editable.map(([key]) => (
          <TextField
            key={key}
            label={humanise(key)}
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
    </form>
  );
}
