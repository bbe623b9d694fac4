/**
 * What the student sent: forms still waiting on this device (the outbox, which /pending details) and what
 * the academy has received from them (the server's list of their enrolments and registrations).
 */
import { Link } from '../../ui/Link';
import { useStore } from 'zustand';
import type { MySubmission } from '../../contract/my-learning';
import { MY_LEARNING } from '../../content/my-learning';
import { SUBMISSION_LABELS } from '../../content/submissions';
import { isPending, outboxStore } from '../../offline/outbox-store';
import { useDateFormats } from '../../ui/format';
import styles from './my-learning.module.css';

const COPY = MY_LEARNING.submissions;

export function Submissions({ delivered }: { delivered: MySubmission[] }) {
  const dates = useDateFormats();
  const items = useStore(outboxStore, (s) => s.items);
  const waiting = items.filter(isPending);
  return (
    <section aria-labelledby="my-submissions" className={styles.block}>
      <h2 id="my-submissions">{COPY.title}</h2>
      {waiting.length === 0 ? (
        <p className={styles.empty}>{COPY.none}</p>
      ) : (
        <>
          <p>
            <strong>{COPY.waiting(waiting.length)}</strong> <Link href="/pending">{COPY.seePending}</Link>
          </p>
          <ul className={styles.compact}>
            {waiting.map((item) => (
              <li key={item.id}>
                {SUBMISSION_LABELS[item.kind]} · {dates.date(new Date(item.createdAt))}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{COPY.delivered}</h3>
      {delivered.length === 0 ? (
        <p className={styles.empty}>{COPY.empty}</p>
      ) : (
        <ul className={styles.compact}>
          {delivered.map((s) => (
            <li key={`${s.kind}-${s.id}`}>
              {s.summary} · {dates.date(s.sentAt)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
