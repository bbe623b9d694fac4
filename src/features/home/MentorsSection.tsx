import { useQuery } from '@tanstack/react-query';
import { homeMentorsQuery } from '../../api/queries';
import { HOME_MENTORS } from '../../content/home';
import { Button } from '../../ui/Button';
import { MentorCard } from '../../cards/MentorCard';
import { Reveal } from '../../ui/Reveal';
import { Section, StatusText } from '../../ui/Section';
import styles from './home.module.css';
import { CardGrid } from '../../ui/CardGrid';

export function MentorsSection() {
  const mentors = useQuery(homeMentorsQuery());
  // SPEC §4: when mentors fail to load, the section shows nothing at all.
  if (mentors.isError && !mentors.data) return null;
  return (
    <Section id="mentors" title={HOME_MENTORS.title}>
      {mentors.isPending ? (
        <StatusText>{HOME_MENTORS.loading}</StatusText>
      ) : (
        <Reveal>
          <CardGrid count={mentors.data.length}>
            {mentors.data.map((m) => (
              <MentorCard key={m._id} mentor={m} />
            ))}
          </CardGrid>
        </Reveal>
      )}
      <div className={styles.centered}>
        <Button as="link" href="/mentors" variant="outline">
          {HOME_MENTORS.showExperts}
        </Button>
      </div>
    </Section>
  );
}
