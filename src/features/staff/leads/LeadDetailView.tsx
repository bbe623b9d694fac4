/**
 * One lead, opened from the board or the list: what is known (and where it came from), the pipeline's form,
 * the ways to talk to the person, a note, possible duplicates to merge, and the timeline. "Back to the
 * leads" returns the keyboard to the lead's card.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LEADS } from '../../../content/leads';
import { Button } from '../../../ui/Button';
import { LoadProblem } from '../../../ui/LoadProblem';
import { StatusText } from '../../../ui/Section';
import { LeadDuplicates } from './LeadDuplicates';
import { LeadFacts } from './LeadFacts';
import { LeadNote } from './LeadNote';
import { LeadPipeline } from './LeadPipeline';
import { LeadTalk } from './LeadTalk';
import { LeadTimeline } from './LeadTimeline';
import { leadKeys, readLead } from './leads-api';
import styles from './leads.module.css';

interface Props {
  id: string;
  admin: boolean;
  me: string;
  onBack: () => void;
}

export function LeadDetailView({ id, admin, me, onBack }: Props) {
  const lead = useQuery({ queryKey: leadKeys.detail(id), queryFn: () => readLead(id), networkMode: 'online', staleTime: 0 });
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = lead.isSuccess;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  return (
    <article className={styles.detail} aria-busy={lead.isFetching}>
      <Button variant="ghost" size="sm" onClick={onBack}>
        {LEADS.detail.back}
      </Button>
      {lead.isPending ? (
        <StatusText>{LEADS.detail.loading}</StatusText>
      ) : lead.isError ? (
        <LoadProblem message={LEADS.detail.failed} onRetry={() => void lead.refetch()} />
      ) : (
        <>
          <h3 ref={heading} tabIndex={-1} className={styles.detailName}>
            {lead.data.fullName}
          </h3>
          <LeadFacts lead={lead.data} />
          <div className={styles.detailGrid}>
            <LeadPipeline key={lead.data.version} lead={lead.data} admin={admin} />
            <LeadTalk lead={lead.data} me={me} />
            <LeadNote id={lead.data.id} />
            {lead.data.duplicates.length > 0 && <LeadDuplicates lead={lead.data} />}
          </div>
          <LeadTimeline entries={lead.data.timeline} />
        </>
      )}
    </article>
  );
}
