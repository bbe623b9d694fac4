/** A lead on the board or in the list's narrow rows: who, about what, and what stands out (overdue, duplicate). */
import type { LeadSummary } from '../../../contract/leads';
import { LEADS } from '../../../content/leads';
import { useDateFormats } from '../../../ui/format';
import styles from './leads.module.css';

const C = LEADS.card;

export function LeadCard({ lead, onOpen }: { lead: LeadSummary; onOpen: (id: string) => void }) {
  const dates = useDateFormats();
  return (
    <li className={lead.overdue ? `${styles.card} ${styles.overdue}` : styles.card}>
      <button type="button" id={`lead-card-${lead.id}`} className={styles.cardButton} onClick={() => onOpen(lead.id)}>
        <span className={styles.cardName}>{lead.fullName}</span>
        <span className={styles.cardLine}>{lead.mobileNo}</span>
        {lead.courseTitle && <span className={styles.cardLine}>{C.course(lead.courseTitle)}</span>}
        <span className={styles.cardLine}>{lead.ownerName ? C.owner(lead.ownerName) : C.noOwner}</span>
        <span className={styles.cardLine}>
          {lead.nextFollowUpAt
            ? C.followUp(dates.range(lead.nextFollowUpAt, null))
            : !lead.firstRespondedAt && C.firstReplyBy(dates.range(lead.firstResponseDueAt, null))}
        </span>
        <span className={styles.pills}>
          {lead.overdue && <span className={styles.pillOverdue}>{C.overdue}</span>}
          {lead.possibleDuplicate && <span className={styles.pillNote}>{C.duplicate}</span>}
          <span className={styles.pillSource}>{C.from(lead.sourceLabel)}</span>
        </span>
      </button>
    </li>
  );
}
