import { useQuery } from '@tanstack/react-query';
import { homeCoursesQuery } from '../../api/queries';
import { COURSES_TEASER, COURSE_CARD } from '../../content/home';
import { Button, HashLink } from '../../ui/Button';
import { CourseCard, courseAnchor } from '../../cards/CourseCard';
import { Reveal } from '../../ui/Reveal';
import { Section, StatusText } from '../../ui/Section';
import cards from '../../ui/cards.module.css';
import styles from './home.module.css';
import { CardGrid } from '../../ui/CardGrid';

export function CoursesTeaser() {
  const courses = useQuery(homeCoursesQuery());
  // SPEC §4: a failed fetch shows an empty list, not an error.
  const shown = courses.data ?? [];
  return (
    <Section id="courses-teaser" title={COURSES_TEASER.title} lead={COURSES_TEASER.lead} tone="tint">
      {courses.isPending ? (
        <StatusText>{COURSES_TEASER.loading}</StatusText>
      ) : (
        <Reveal>
          <CardGrid count={shown.length}>
            {shown.map((course) => (
              <CourseCard
                key={course._id}
                course={course}
                action={
                  <HashLink href={`/courses#${courseAnchor(course._id)}`} className={cards.link}>
                    {COURSE_CARD.startLearning} →
                  </HashLink>
                }
              />
            ))}
          </CardGrid>
        </Reveal>
      )}
      <div className={styles.centered}>
        <Button as="hash" href="/courses#courses-list" variant="outline">
          {COURSES_TEASER.browseAll}
        </Button>
      </div>
    </Section>
  );
}
