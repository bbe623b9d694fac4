/**
 * Talking to the person: a one-tap call (`tel:`), WhatsApp click-to-chat (`https://wa.me/91…` with the
 * academy's message filled in), or an SMS the server sends through its SMS sender. Each is logged on the
 * timeline; the first is the lead's first response.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fillTemplate, type LeadDetail, type MessageChannel } from '../../../contract/leads';
import { LEADS } from '../../../content/leads';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/form/Field';
import fieldStyles from '../../../ui/form/Field.module.css';
import { leadKeys, listTemplates, sendMessage } from './leads-api';
import styles from './leads.module.css';
import { useLeadAction } from './use-lead-action';
import { Form } from '../../../ui/form/Form';

const D = LEADS.detail;

export function LeadTalk({ lead, me }: { lead: LeadDetail; me: string }) {
  const templates = useQuery({ queryKey: leadKeys.templates(), queryFn: listTemplates, networkMode: 'online', staleTime: 60_000 });
  const fills = { name: lead.fullName.split(/\s+/)[0], course: lead.courseTitle ?? D.anyCourse, staff: me };
  const text = (key: 'whatsapp' | 'sms') => fillTemplate(templates.data?.find((t) => t.key === key)?.body ?? '', fills);
  const [sms, setSms] = useState<string | null>(null);
  const { busy, run } = useLeadAction();
  const log = (channel: MessageChannel, message?: string) =>
    void run(() => sendMessage(lead.id, { channel, ...(message ? { text: message } : {}) }, crypto.randomUUID()));
  const sendSms = (event: FormEvent) => {
    event.preventDefault();
    const message = (sms ?? text('sms')).trim();
    if (message)
      void run(() => sendMessage(lead.id, { channel: 'sms', text: message }, crypto.randomUUID()), D.smsSent).then(
        (sent) => sent && setSms(null),
      );
  };
  const whatsapp = `https://wa.me/91${lead.mobileNo}?text=${encodeURIComponent(text('whatsapp'))}`;
  return (
    <section className={styles.panel} aria-labelledby="lead-talk">
      <h4 id="lead-talk">{D.talk}</h4>
      <div className={styles.actions}>
        <a className={styles.action} href={`tel:+91${lead.mobileNo}`} onClick={() => log('call')}>
          {D.call(lead.mobileNo)}
        </a>
        {/* Once the academy's message is known: a chat must not open empty. */}
        {templates.isSuccess && (
          <a
            className={styles.action}
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => log('whatsapp', text('whatsapp'))}
          >
            {D.whatsapp}
          </a>
        )}
      </div>
      <Form onSubmit={sendSms} aria-label={D.sms} noValidate>
        <TextArea label={D.smsText} rows={3} maxLength={1000} value={sms ?? text('sms')} onChange={(e) => setSms(e.target.value)} />
        <div className={fieldStyles.actions}>
          <Button type="submit" size="sm" variant="outline" aria-busy={busy}>
            {busy ? D.sending : D.sendSms}
          </Button>
        </div>
      </Form>
    </section>
  );
}
