import { useQuery } from '@tanstack/react-query';
import { mentorsQuery } from '../../api/queries';
import { HOME_MENTORS } from '../../content/home';
import { HOME_MAX_MENTORS } from '../../content/limits';
import { Button } from '../../ui/Button';
import { MentorCard } from '../../ui/MentorCard';
import { Reveal } from '../../ui/Reveal';
import { Section, StatusText } from '../../ui/Section';
import styles from './home.module.css';
import { CardGrid } from '../../ui/CardGrid';

export function MentorsSection() {
  const mentors = useQuery(mentorsQuery());
  // SPEC §4: when mentors fail to load, the section shows nothing at all.
  if (mentors.isError && !mentors.data) return null;
  return (
    <Section id="mentors" title={HOME_MENTORS.title}>
      {mentors.isPending ? (
        <StatusText>{HOME_MENTORS.loading}</StatusText>
      ) : (
        <Reveal>
          <CardGrid count={Math.min(mentors.data.length, HOME_MAX_MENTORS)}>
            {mentors.data.slice(0, HOME_MAX_MENTORS).map((m) => (
              <MentorCard key={m._id} mentor={m} />
            ))}
          </CardGrid>
        </Reveal>
      )}
      <div className={styles.centered}>
        <Button as="link" href="/mentors" variant="indigo">
          {HOME_MENTORS.showExperts}
        </Button>
      </div>
    </Section>
  );
}
