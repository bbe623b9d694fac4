/** The admins' part of leads: the texts staff and students read, and the webhooks the academy's own tools listen on. */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { LeadTemplate } from '../../../contract/leads';
import { LEADS } from '../../../content/leads';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/form/Field';
import fieldStyles from '../../../ui/form/Field.module.css';
import { LoadProblem } from '../../../ui/LoadProblem';
import { StatusText } from '../../../ui/Section';
import { LeadWebhooks } from './LeadWebhooks';
import { leadKeys, listTemplates, saveTemplate } from './leads-api';
import styles from './leads.module.css';
import { useLeadAction } from './use-lead-action';
import { Form } from '../../../ui/form/Form';

const T = LEADS.templates;

export function LeadSettings() {
  const templates = useQuery({ queryKey: leadKeys.templates(), queryFn: listTemplates, networkMode: 'online', staleTime: 0 });
  return (
    <>
      <section className={styles.panel} aria-labelledby="lead-templates">
        <h3 id="lead-templates">{T.title}</h3>
        {templates.isPending ? (
          <StatusText>{LEADS.loading}</StatusText>
        ) : templates.isError ? (
          <LoadProblem message={LEADS.failed} onRetry={() => void templates.refetch()} />
        ) : (
          templates.data.map((t) => <TemplateForm key={`${t.key}-${t.version}`} template={t} />)
        )}
      </section>
      <LeadWebhooks />
    </>
  );
}

function TemplateForm({ template }: { template: LeadTemplate }) {
  const [body, setBody] = useState(template.body);
  const { busy, run } = useLeadAction();
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() && body !== template.body) void run(() => saveTemplate(template.key, template.version, body.trim()), T.saved);
  };
  return (
    <Form onSubmit={save} aria-label={T.names[template.key]} noValidate className={styles.templateForm}>
      <TextArea
        label={T.names[template.key]}
        rows={template.key.endsWith('subject') ? 1 : 3}
        maxLength={2000}
        value={body}
        hint={`${template.edited ? T.edited : T.default}. ${T.help(template.fills)}`}
        onChange={(e) => setBody(e.target.value)}
      />
      <div className={fieldStyles.actions}>
        <Button type="submit" size="sm" variant="outline" aria-busy={busy}>
          {T.save}
        </Button>
      </div>
    </Form>
  );
}
