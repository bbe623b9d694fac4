/** One webhook: where, which events, how its deliveries stand; pause or resume, remove, and its delivery log. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookView } from '../../../contract/leads';
import { LEADS } from '../../../content/leads';
import { Button } from '../../../ui/Button';
import { useDateFormats } from '../../../ui/format';
import { ConfirmDelete } from '../ContentList';
import { changeWebhook, leadKeys, readDeliveries, removeWebhook } from './leads-api';
import styles from './leads.module.css';
import { useLeadAction } from './use-lead-action';

const W = LEADS.webhooks;

export function WebhookRow({ hook }: { hook: WebhookView }) {
  const [confirming, setConfirming] = useState(false);
  const [log, setLog] = useState(false);
  const { busy, run } = useLeadAction();
  return (
    <li className={styles.hook}>
      <strong className={styles.url}>{hook.url}</strong>
      <span>{hook.events.map((e) => W.eventNames[e]).join(' · ')}</span>
      <span>{W.counts(hook.delivered, hook.pending, hook.failed)}</span>
      {!hook.active && <span className={styles.pillNote}>{W.paused}</span>}
      {confirming ? (
        <ConfirmDelete
          question={W.removeConfirm(hook.url)}
          confirm={W.remove}
          busy={busy}
          onConfirm={() => void run(() => removeWebhook(hook))}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="outline"
            aria-busy={busy}
            onClick={() => void run(() => changeWebhook(hook, { active: !hook.active }))}
          >
            {hook.active ? W.pause : W.resume}
          </Button>
          <Button size="sm" variant="outline" aria-expanded={log} onClick={() => setLog((v) => !v)}>
            {log ? W.hideLog : W.log}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {W.remove}
          </Button>
        </div>
      )}
      {log && <DeliveryLog id={hook.id} />}
    </li>
  );
}

function DeliveryLog({ id }: { id: string }) {
  const deliveries = useQuery({
    queryKey: leadKeys.deliveries(id),
    queryFn: () => readDeliveries(id),
    networkMode: 'online',
    staleTime: 0,
  });
  const dates = useDateFormats();
  if (!deliveries.data) return null;
  if (!deliveries.data.length) return <p>{W.noDeliveries}</p>;
  return (
    <ol className={styles.timeline} aria-label={W.log}>
      {deliveries.data.map((d) => (
        <li key={d.id}>
          <time dateTime={d.createdAt}>{dates.range(d.createdAt, null)}</time>
          <strong>{W.logEntry(d.eventType, d.attempts)}</strong>
          <span className={styles.muted}>
            {d.deliveredAt ? W.delivered : d.failedAt ? W.failed : W.pending}
            {d.lastStatus ? ` · ${d.lastStatus}` : ''}
            {d.lastError ? ` · ${d.lastError}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
