/**
 * The board: a column per status, each with its count and its first leads, newest first; "Show more" asks for
 * the next page of that column alone (a cursor), so a column of thousands opens as fast as one of three.
 * Each card is a button: Tab walks the board column by column; the board scrolls sideways on a phone.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeadStatus, LeadSummary } from '../../../contract/leads';
import { LEADS } from '../../../content/leads';
import { Button } from '../../../ui/Button';
import { LoadProblem } from '../../../ui/LoadProblem';
import { StatusText } from '../../../ui/Section';
import { LeadCard } from './LeadCard';
import { leadKeys, listLeads, readBoard, type LeadFilter } from './leads-api';
import styles from './leads.module.css';
import { useReturnFocus, type ReturnFocus } from './return-focus';

interface Props {
  filter: LeadFilter;
  onOpen: (id: string) => void;
}

export function LeadBoardView({ filter, onOpen, focus }: Props & { focus?: ReturnFocus }) {
  const board = useQuery({ queryKey: leadKeys.board(filter), queryFn: () => readBoard(filter), networkMode: 'online', staleTime: 0 });
  useReturnFocus(focus, board.isSuccess && !board.isFetching);
  if (board.isPending) return <StatusText>{LEADS.loading}</StatusText>;
  if (board.isError) return <LoadProblem message={LEADS.failed} onRetry={() => void board.refetch()} />;
  return (
    // A region of its own: it scrolls sideways on a narrow screen, and the keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className={styles.board} role="region" aria-label={LEADS.views.board} tabIndex={0}>
      {board.data.columns.map((column) => (
        <Column key={`${column.status}-${JSON.stringify(filter)}`} {...column} filter={filter} onOpen={onOpen} />
      ))}
    </div>
  );
}

interface ColumnProps extends Props {
  status: LeadStatus;
  total: number;
  items: LeadSummary[];
  nextCursor: string | null;
}

function Column({ status, total, items, nextCursor, filter, onOpen }: ColumnProps) {
  const [more, setMore] = useState<{ items: LeadSummary[]; cursor: string | null }>({ items: [], cursor: nextCursor });
  const [loading, setLoading] = useState(false);
  const showMore = async () => {
    if (!more.cursor || loading) return;
    setLoading(true);
    try {
      const page = await listLeads({ ...filter, status }, more.cursor);
      setMore((m) => ({ items: [...m.items, ...page.items], cursor: page.nextCursor }));
    } finally {
      setLoading(false);
    }
  };
  const headingId = `lead-column-${status}`;
  const shown = [...items, ...more.items.filter((m) => !items.some((i) => i.id === m.id))];
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.columnHead}>
        <span className={styles[`status-${status}`]}>{LEADS.statuses[status]}</span>
        <span className={styles.columnCount}>{LEADS.counts.column(total)}</span>
      </h3>
      <ul className={styles.cards}>
        {shown.map((lead) => (
          <LeadCard key={lead.id} lead={lead} onOpen={onOpen} />
        ))}
      </ul>
      {more.cursor && (
        <Button variant="outline" size="sm" aria-busy={loading} onClick={() => void showMore()}>
          {loading ? LEADS.counts.loadingMore : LEADS.counts.more}
        </Button>
      )}
    </section>
  );
}
