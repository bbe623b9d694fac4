/** The list: every lead the filters find, newest first, a page at a time ("Show more" follows the cursor). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeadPage, LeadSummary } from '../../../contract/leads';
import { LEADS } from '../../../content/leads';
import { Button } from '../../../ui/Button';
import { useDateFormats } from '../../../ui/format';
import { LoadProblem } from '../../../ui/LoadProblem';
import { StatusText } from '../../../ui/Section';
import { leadKeys, listLeads, type LeadFilter } from './leads-api';
import styles from './leads.module.css';
import { useReturnFocus, type ReturnFocus } from './return-focus';

const C = LEADS.card;
const D = LEADS.detail.fields;

interface Props {
  filter: LeadFilter;
  onOpen: (id: string) => void;
  focus?: ReturnFocus;
}

export function LeadListView({ filter, onOpen, focus }: Props) {
  const first = useQuery({
    queryKey: leadKeys.list(filter),
    queryFn: () => listLeads(filter),
    networkMode: 'online',
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  useReturnFocus(focus, first.isSuccess && !first.isFetching);
  if (first.isPending) return <StatusText>{LEADS.loading}</StatusText>;
  if (first.isError) return <LoadProblem message={LEADS.failed} onRetry={() => void first.refetch()} />;
  if (!first.data.items.length) return <StatusText>{LEADS.empty}</StatusText>;
  // Pages after the first are this list's own: new filters (a new key) start again from the first.
  return <Pages key={JSON.stringify(filter)} filter={filter} first={first.data} onOpen={onOpen} />;
}

function Pages({ filter, first, onOpen }: { filter: LeadFilter; first: LeadPage; onOpen: (id: string) => void }) {
  const [more, setMore] = useState<{ items: LeadSummary[]; cursor: string | null }>({ items: [], cursor: first.nextCursor });
  const [loading, setLoading] = useState(false);
  const showMore = async () => {
    if (!more.cursor || loading) return;
    setLoading(true);
    try {
      const page = await listLeads(filter, more.cursor);
      setMore((m) => ({ items: [...m.items, ...page.items], cursor: page.nextCursor }));
    } finally {
      setLoading(false);
    }
  };
  const leads = [...first.items, ...more.items.filter((m) => !first.items.some((i) => i.id === m.id))];
  return (
    <div className={styles.listView}>
      <p className={styles.count} aria-live="polite">
        {LEADS.counts.shown(leads.length, first.total ?? leads.length)}
      </p>
      <LeadTable leads={leads} onOpen={onOpen} />
      {more.cursor && (
        <Button variant="outline" size="sm" aria-busy={loading} onClick={() => void showMore()}>
          {loading ? LEADS.counts.loadingMore : LEADS.counts.more}
        </Button>
      )}
    </div>
  );
}

function LeadTable({ leads, onOpen }: { leads: LeadSummary[]; onOpen: (id: string) => void }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className={styles.tableScroll} role="region" aria-label={LEADS.views.list} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{D.created}</th>
            <th scope="col">{D.name}</th>
            <th scope="col">{D.mobile}</th>
            <th scope="col">{D.course}</th>
            <th scope="col">{D.status}</th>
            <th scope="col">{D.owner}</th>
            <th scope="col">{D.followUp}</th>
            <th scope="col">{D.source}</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <Row key={lead.id} lead={lead} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Row({ lead, onOpen }: { lead: LeadSummary; onOpen: (id: string) => void }) {
  const dates = useDateFormats();
  return (
    <tr className={lead.overdue ? styles.rowOverdue : undefined}>
      <td>{dates.date(lead.createdAt)}</td>
      <td>
        <button type="button" id={`lead-card-${lead.id}`} className={styles.linkButton} onClick={() => onOpen(lead.id)}>
          {lead.fullName}
        </button>
        {lead.overdue && <span className={styles.pillOverdue}>{C.overdue}</span>}
        {lead.possibleDuplicate && <span className={styles.pillNote}>{C.duplicate}</span>}
      </td>
      <td>{lead.mobileNo}</td>
      <td className={styles.wraps}>{lead.courseTitle ?? D.none}</td>
      <td>{LEADS.statuses[lead.status]}</td>
      <td>{lead.ownerName ?? D.none}</td>
      <td>{lead.nextFollowUpAt ? dates.range(lead.nextFollowUpAt, null) : D.none}</td>
      <td>{lead.sourceLabel}</td>
    </tr>
  );
}
