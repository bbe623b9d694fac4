/**
 * Moving a lead along: its status (lost asks why), the next follow-up (India time, whatever the browser's
 * clock), and its owner (admins only; staff see who it is). Saved on the version it was opened at; a change
 * someone made meanwhile is refused, said, and the lead reloaded.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LEAD_STATUSES, type LeadDetail, type LeadStatus, type LeadUpdateBody } from '../../../contract/leads';
import { LEADS } from '../../../content/leads';
import { Button } from '../../../ui/Button';
import { SelectField, TextField } from '../../../ui/form/Field';
import fieldStyles from '../../../ui/form/Field.module.css';
import { leadKeys, listOwners, updateLead } from './leads-api';
import styles from './leads.module.css';
import { useLeadAction } from './use-lead-action';
import { Form } from '../../../ui/form/Form';

const D = LEADS.detail;
const IST_MS = 330 * 60_000;

/** An instant as the value of a datetime-local input showing India's wall clock. */
export const toIndiaInput = (iso: string | null) => (iso ? new Date(Date.parse(iso) + IST_MS).toISOString().slice(0, 16) : '');
/** A datetime-local value read as India time. */
export const fromIndiaInput = (value: string) => (value ? new Date(`${value}:00+05:30`).toISOString() : null);

function changes(lead: LeadDetail, form: { status: LeadStatus; lostReason: string; followUp: string; ownerId: string }, admin: boolean) {
  const body: LeadUpdateBody = {};
  if (form.status !== lead.status || (form.status === 'lost' && form.lostReason.trim() !== (lead.lostReason ?? ''))) {
    body.status = form.status;
    if (form.status === 'lost') body.lostReason = form.lostReason.trim() || null;
  }
  const followUp = fromIndiaInput(form.followUp);
  if (form.followUp !== toIndiaInput(lead.nextFollowUpAt)) body.nextFollowUpAt = followUp;
  if (admin && (form.ownerId || null) !== lead.ownerId) body.ownerId = form.ownerId || null;
  return body;
}

export function LeadPipeline({ lead, admin }: { lead: LeadDetail; admin: boolean }) {
  const owners = useQuery({ queryKey: leadKeys.owners(), queryFn: listOwners, networkMode: 'online', staleTime: 60_000, enabled: admin });
  const [form, setForm] = useState({
    status: lead.status,
    lostReason: lead.lostReason ?? '',
    followUp: toIndiaInput(lead.nextFollowUpAt),
    ownerId: lead.ownerId ?? '',
  });
  const [missingReason, setMissingReason] = useState(false);
  const { busy, run } = useLeadAction();
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (form.status === 'lost' && !form.lostReason.trim()) return setMissingReason(true);
    const body = changes(lead, form, admin);
    if (Object.keys(body).length) void run(() => updateLead(lead, body), D.saved);
  };
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));
  return (
    <Form className={styles.panel} onSubmit={save} aria-labelledby="lead-pipeline" noValidate>
      <h4 id="lead-pipeline">{D.pipeline}</h4>
      <SelectField label={D.status} value={form.status} onChange={(e) => set({ status: e.target.value as LeadStatus })}>
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {LEADS.statuses[s]}
          </option>
        ))}
      </SelectField>
      {form.status === 'lost' && (
        <TextField
          label={D.lostReason}
          value={form.lostReason}
          maxLength={300}
          error={missingReason && !form.lostReason.trim() ? D.lostReason : undefined}
          onChange={(e) => set({ lostReason: e.target.value })}
        />
      )}
      <TextField label={D.followUp} type="datetime-local" value={form.followUp} onChange={(e) => set({ followUp: e.target.value })} />
      {admin ? (
        <SelectField label={D.owner} value={form.ownerId} onChange={(e) => set({ ownerId: e.target.value })}>
          <option value="">{LEADS.filters.nobody}</option>
          {(owners.data ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {o.identifier}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className={fieldStyles.hint}>{D.ownerAdmins}</p>
      )}
      <div className={fieldStyles.actions}>
        <Button type="submit" size="sm" aria-busy={busy}>
          {busy ? D.saving : D.save}
        </Button>
      </div>
    </Form>
  );
}
