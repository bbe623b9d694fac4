/** The audit log (admins only): the latest changes, who made them and when, each with its before and after. */
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../contract/date-format';
import { STAFF } from '../../content/staff';
import { LoadProblem } from '../../ui/LoadProblem';
import { StatusText } from '../../ui/Section';
import { readAuditLog, staffKeys, type AuditEntry } from './staff-api';
import styles from './staff.module.css';

const COPY = STAFF.audit;
const json = (value: unknown) => JSON.stringify(value ?? null, null, 2);

export function AuditSection() {
  const read = useQuery({ queryKey: staffKeys.audit(), queryFn: readAuditLog, networkMode: 'online', staleTime: 0 });
  return (
    <section aria-labelledby="staff-audit" className={styles.block}>
      <h2 id="staff-audit">{STAFF.sections.audit}</h2>
      {read.isPending ? (
        <StatusText>{STAFF.list.loading}</StatusText>
      ) : read.isError ? (
        <LoadProblem message={STAFF.list.failed} onRetry={() => void read.refetch()} />
      ) : read.data.length === 0 ? (
        <StatusText>{STAFF.list.empty}</StatusText>
      ) : (
        <ul className={styles.list}>
          {read.data.map((entry) => (
            <AuditLine key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AuditLine({ entry }: { entry: AuditEntry }) {
  return (
    <li className={styles.item}>
      <dl className={styles.fields}>
        <div>
          <dt>{COPY.when}</dt>
          <dd>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{COPY.who}</dt>
          <dd>{entry.actor}</dd>
        </div>
        <div>
          <dt>{COPY.what}</dt>
          <dd>{`${entry.action} ${entry.entity}`}</dd>
        </div>
        <div>
          <dt>{COPY.record}</dt>
          <dd>{entry.entityId}</dd>
        </div>
      </dl>
      <details>
        <summary>{COPY.changes}</summary>
        <div className={styles.beforeAfter}>
          <div>
            <h3>{COPY.before}</h3>
            <pre>{json(entry.before)}</pre>
          </div>
          <div>
            <h3>{COPY.after}</h3>
            <pre>{json(entry.after)}</pre>
          </div>
        </div>
      </details>
    </li>
  );
}
