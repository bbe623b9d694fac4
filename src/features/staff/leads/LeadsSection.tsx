/**
 * The console's leads (issue 39): the board or the list under the same filters (with the CSV of what they
 * show), the funnel, and for admins the texts and webhooks; a lead opens in place, and "Back" returns to
 * its card. The funnel's chart library is loaded only when the funnel is opened.
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { LEADS } from '../../../content/leads';
import { Button } from '../../../ui/Button';
import { lazyPart } from '../../../ui/lazy-part';
import { StatusText } from '../../../ui/Section';
import { readMe, staffKeys } from '../staff-api';
import { DigestToggle } from './DigestToggle';
import { LeadBoardView } from './LeadBoardView';
import { LeadDetailView } from './LeadDetailView';
import { LeadFilters } from './LeadFilters';
import { LeadListView } from './LeadListView';
import { csvHref, NO_FILTER, type LeadFilter } from './leads-api';
import styles from './leads.module.css';

const LeadFunnel = lazyPart<object>(() => import('./LeadFunnel').then((m) => ({ default: m.LeadFunnel })));
const LeadSettings = lazyPart<object>(() => import('./LeadSettings').then((m) => ({ default: m.LeadSettings })));

type View = 'board' | 'list' | 'funnel' | 'settings';

export function LeadsSection() {
  const me = useQuery({ queryKey: staffKeys.me(), queryFn: readMe, networkMode: 'online', staleTime: 60_000 });
  const admin = me.data?.role === 'admin';
  const [view, setView] = useState<View>('board');
  const [filter, setFilter] = useState<LeadFilter>(NO_FILTER);
  const [open, setOpen] = useState<string | null>(null);
  // The card the keyboard goes back to, once the board or list shows fresh data (the lead may have moved column).
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const onFilter = useCallback((next: LeadFilter) => setFilter(next), []);
  const back = () => {
    setReturnTo(open);
    setOpen(null);
  };
  const focus = { id: returnTo, done: () => setReturnTo(null) };
  if (open) return <LeadDetailView id={open} admin={admin} me={me.data?.identifier ?? ''} onBack={back} />;
  const views: View[] = admin ? ['board', 'list', 'funnel', 'settings'] : ['board', 'list', 'funnel'];
  return (
    <section aria-labelledby="staff-leads" className={styles.section}>
      <h2 id="staff-leads">{LEADS.title}</h2>
      <nav className={styles.tabs} aria-label={LEADS.views.label}>
        {views.map((v) => (
          <Button key={v} size="sm" variant={v === view ? 'indigo' : 'outline'} aria-pressed={v === view} onClick={() => setView(v)}>
            {LEADS.views[v]}
          </Button>
        ))}
      </nav>
      {(view === 'board' || view === 'list') && (
        <>
          <LeadFilters filter={filter} onChange={onFilter} withStatus={view === 'list'} />
          <p>
            <a href={csvHref(view === 'board' ? { ...filter, status: '' } : filter)} download>
              {LEADS.csv}
            </a>
          </p>
        </>
      )}
      {view === 'board' && <LeadBoardView filter={filter} onOpen={setOpen} focus={focus} />}
      {view === 'list' && <LeadListView filter={filter} onOpen={setOpen} focus={focus} />}
      <Suspense fallback={<StatusText>{LEADS.loading}</StatusText>}>
        {view === 'funnel' && <LeadFunnel />}
        {view === 'settings' && admin && <LeadSettings />}
      </Suspense>
      <DigestToggle />
    </section>
  );
}
