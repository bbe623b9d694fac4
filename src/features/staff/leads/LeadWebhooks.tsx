/**
 * Webhooks (admins): add one (its signing secret shown once), pause or resume it (events wait while it is
 * paused), remove it after a confirmation, and read its delivery log.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../contract/leads';
import { LEADS } from '../../../content/leads';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/form/Field';
import fieldStyles from '../../../ui/form/Field.module.css';
import { StatusText } from '../../../ui/Section';
import { StaffError } from '../staff-api';
import { addWebhook, leadKeys, listWebhooks } from './leads-api';
import styles from './leads.module.css';
import { useLeadAction } from './use-lead-action';
import { WebhookRow } from './WebhookRow';
import { Form } from '../../../ui/form/Form';

const W = LEADS.webhooks;

export function LeadWebhooks() {
  const hooks = useQuery({ queryKey: leadKeys.webhooks(), queryFn: listWebhooks, networkMode: 'online', staleTime: 0 });
  return (
    <section className={styles.panel} aria-labelledby="lead-webhooks">
      <h3 id="lead-webhooks">{W.title}</h3>
      <p className={styles.help}>{W.help}</p>
      <AddWebhook />
      {hooks.isPending ? (
        <StatusText>{LEADS.loading}</StatusText>
      ) : !hooks.data?.length ? (
        <p>{W.none}</p>
      ) : (
        <ul className={styles.plainList}>
          {hooks.data.map((hook) => (
            <WebhookRow key={hook.id} hook={hook} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AddWebhook() {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [error, setError] = useState<string | undefined>();
  const [secret, setSecret] = useState<string | null>(null);
  const { busy, run } = useLeadAction();
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const made = await run(async () => {
      try {
        return await addWebhook({ url: url.trim(), events }, crypto.randomUUID());
      } catch (err) {
        if (err instanceof StaffError && err.errors) setError(err.errors.url ?? err.errors.events);
        throw err;
      }
    });
    if (made) {
      setSecret(made.secret ?? null);
      setUrl('');
    }
  };
  const toggle = (e: WebhookEvent) => setEvents((list) => (list.includes(e) ? list.filter((x) => x !== e) : [...list, e]));
  return (
    <Form onSubmit={(e) => void add(e)} aria-label={W.add} noValidate>
      <TextField label={W.url} type="url" value={url} error={error} onChange={(e) => setUrl(e.target.value)} />
      <fieldset className={styles.checks}>
        <legend>{W.events}</legend>
        {WEBHOOK_EVENTS.map((e) => (
          <label key={e} className={styles.check}>
            <input type="checkbox" checked={events.includes(e)} onChange={() => toggle(e)} />
            {W.eventNames[e]}
          </label>
        ))}
      </fieldset>
      <div className={fieldStyles.actions}>
        <Button type="submit" size="sm" aria-busy={busy}>
          {busy ? W.adding : W.add}
        </Button>
      </div>
      {secret && (
        <p role="status" className={styles.secret}>
          {W.secret} <code>{secret}</code>
        </p>
      )}
    </Form>
  );
}
