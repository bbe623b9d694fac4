/** Leads with the same e-mail, offered for a merge into this one: asked twice, never done by itself. */
import { useState } from 'react';
import type { LeadDetail } from '../../../contract/leads';
import { LEADS } from '../../../content/leads';
import { Button } from '../../../ui/Button';
import { ConfirmDelete } from '../ContentList';
import { mergeLead } from './leads-api';
import styles from './leads.module.css';
import { useLeadAction } from './use-lead-action';

const D = LEADS.detail;

export function LeadDuplicates({ lead }: { lead: LeadDetail }) {
  const [asking, setAsking] = useState<string | null>(null);
  const { busy, run } = useLeadAction();
  return (
    <section className={styles.panel} aria-labelledby="lead-duplicates">
      <h4 id="lead-duplicates">{D.duplicates}</h4>
      <p className={styles.help}>{D.duplicatesHelp}</p>
      <ul className={styles.plainList}>
        {lead.duplicates.map((other) => {
          const question = D.merge(other.fullName, other.mobileNo);
          return (
            <li key={other.id}>
              {asking === other.id ? (
                <ConfirmDelete
                  question={question}
                  confirm={D.mergeYes}
                  busy={busy}
                  onConfirm={() => void run(() => mergeLead(lead, other.id), D.merged).then(() => setAsking(null))}
                  onCancel={() => setAsking(null)}
                />
              ) : (
                <Button variant="outline" size="sm" onClick={() => setAsking(other.id)}>
                  {question}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
