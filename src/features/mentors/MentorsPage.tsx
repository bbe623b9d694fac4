import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mentorsQuery } from '../../api/queries';
import { HOME_MENTORS } from '../../content/home';
import { MENTORS_PAGE } from '../../content/screens';
import { MENTORS_INITIAL_COUNT } from '../../content/limits';
import { Button } from '../../ui/Button';
import { MentorCard } from '../../cards/MentorCard';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { ListStatus } from '../../ui/ListStatus';
import styles from './mentors.module.css';
import { CardGrid } from '../../ui/CardGrid';

export default function MentorsPage() {
  useDocumentMeta(MENTORS_PAGE.title, MENTORS_PAGE.lead);
  const mentors = useQuery(mentorsQuery());
  const [all, setAll] = useState(false);
  const list = mentors.data ?? [];
  const shown = all ? list : list.slice(0, MENTORS_INITIAL_COUNT);
  return (
    <Section id="mentors" title={MENTORS_PAGE.title} lead={MENTORS_PAGE.lead} headingLevel={1}>
      <ListStatus read={mentors} loading={<StatusText>{HOME_MENTORS.loading}</StatusText>} failed={MENTORS_PAGE.error} />
      {mentors.isSuccess && list.length === 0 && <StatusText>{MENTORS_PAGE.empty}</StatusText>}
      <CardGrid count={shown.length} id="mentor-grid">
        {shown.map((m) => (
          <MentorCard key={m._id} mentor={m} titleLevel={2} />
        ))}
      </CardGrid>
      {list.length > MENTORS_INITIAL_COUNT && (
        <div className={styles.more}>
          <Button variant="outline" aria-expanded={all} aria-controls="mentor-grid" onClick={() => setAll((v) => !v)}>
            {all ? MENTORS_PAGE.showLess : MENTORS_PAGE.showMore}
          </Button>
        </div>
      )}
    </Section>
  );
}
