/** What is known of a lead: how to reach them, what about, where it stands, and where the first form came from. */
import type { LeadDetail } from '../../../contract/leads';
import { LEADS } from '../../../content/leads';
import { useDateFormats } from '../../../ui/format';
import styles from './leads.module.css';

const F = LEADS.detail.fields;
const C = LEADS.card;

export function LeadFacts({ lead }: { lead: LeadDetail }) {
  const dates = useDateFormats();
  const at = (iso: string | null) => (iso ? dates.range(iso, null) : F.none);
  const firstReply = lead.firstRespondedAt ? F.firstReplied(at(lead.firstRespondedAt)) : F.firstReplyDue(at(lead.firstResponseDueAt));
  const campaign = lead.source?.utm ? Object.values(lead.source.utm).join(' · ') : null;
  const rows: [string, string | null][] = [
    [F.mobile, lead.mobileNo],
    [F.email, lead.email],
    [F.course, lead.courseTitle],
    [F.status, lead.status === 'lost' && lead.lostReason ? `${LEADS.statuses.lost}: ${lead.lostReason}` : LEADS.statuses[lead.status]],
    [F.owner, lead.ownerName],
    [F.firstReply, firstReply],
    [F.followUp, lead.nextFollowUpAt ? at(lead.nextFollowUpAt) : null],
    [F.created, at(lead.createdAt)],
    [F.source, lead.sourceLabel],
    [F.page, lead.source?.page ?? null],
    [F.referrer, lead.source?.referrer ?? null],
    [F.campaign, campaign],
  ];
  return (
    <>
      <p className={styles.pills}>
        {lead.overdue && <span className={styles.pillOverdue}>{C.overdue}</span>}
        {lead.mobileProven && <span className={styles.pillProven}>{C.proven}</span>}
        {lead.possibleDuplicate && <span className={styles.pillNote}>{C.duplicate}</span>}
      </p>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? F.none}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
