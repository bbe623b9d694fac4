/**
 * The inbox: what students sent, one of four kinds at a time, filtered by status and words, each
 * message marked handled on the version it was read at; the CSV link exports what the filters show.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE } from '../../contract/api-routes';
import { STAFF } from '../../content/staff';
import { SelectField, TextField } from '../../ui/form/Field';
import fieldStyles from '../../ui/form/Field.module.css';
import { LoadProblem } from '../../ui/LoadProblem';
import { StatusText } from '../../ui/Section';
import { InboxItem } from './InboxItem';
import { INBOX_KINDS, inboxQueryString, listInbox, staffKeys, type InboxFilter, type InboxKind } from './staff-api';
import styles from './staff.module.css';

const COPY = STAFF.inbox;

export function InboxSection() {
  const [kind, setKind] = useState<InboxKind>('contacts');
  const [status, setStatus] = useState<InboxFilter['status']>('new');
  const [q, setQ] = useState('');
  // Typing asks the server once the words settle (a quarter of a second without a key), not at every key.
  const [words, setWords] = useState('');
  useEffect(() => {
    const settle = window.setTimeout(() => setWords(q.trim()), 250);
    return () => window.clearTimeout(settle);
  }, [q]);
  const filter: InboxFilter = { status, q: words };
  const read = useQuery({
    queryKey: staffKeys.inbox(kind, filter),
    queryFn: () => listInbox(kind, filter),
    networkMode: 'online',
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="staff-inbox" className={styles.block}>
      <h2 id="staff-inbox">{STAFF.sections.inbox}</h2>
      <div className={fieldStyles.grid}>
        <SelectField label={COPY.kind} value={kind} onChange={(e) => setKind(e.target.value as InboxKind)}>
          {INBOX_KINDS.map((k) => (
            <option key={k} value={k}>
              {COPY.kinds[k]}
            </option>
          ))}
        </SelectField>
        <SelectField label={COPY.status} value={status} onChange={(e) => setStatus(e.target.value as InboxFilter['status'])}>
          <option value="new">{COPY.statuses.new}</option>
          <option value="handled">{COPY.statuses.handled}</option>
          <option value="">{COPY.statuses.all}</option>
        </SelectField>
        <TextField label={COPY.search} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <p>
        <a href={`${API_BASE}/staff/inbox/${kind}?${inboxQueryString(filter, true)}`} download>
          {COPY.csv}
        </a>
      </p>
      {read.isPending ? (
        <StatusText>{STAFF.list.loading}</StatusText>
      ) : read.isError ? (
        <LoadProblem message={STAFF.list.failed} onRetry={() => void read.refetch()} />
      ) : read.data.length === 0 ? (
        <StatusText>{COPY.empty}</StatusText>
      ) : (
        <ul className={styles.list}>
          {read.data.map((row) => (
            <InboxItem key={row.id} kind={kind} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
