import { useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../../api/queries';
import { COURSE_DETAIL, COURSES_PAGE, COURSES_TEASER, LOAD_PROBLEM } from '../../content/copy';
import { LoadProblem } from '../../ui/LoadProblem';
import { Button } from '../../ui/Button';
import { CourseCard } from '../../ui/CourseCard';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { useEnrol } from './use-enrol';
import cards from '../../ui/cards.module.css';

/** `/enroll` (linked from every course article): pick the course, then the enrol dialog opens. */
export default function EnrollPage() {
  useDocumentMeta('Enroll', 'Choose the course you want to enroll in.');
  const courses = useQuery(coursesQuery());
  const openEnrol = useEnrol();
  return (
    <Section
      id="enroll"
      title="Choose a course to enroll in"
      lead="Pick a program; we will confirm your batch by phone or e-mail."
      headingLevel={1}
    >
      {courses.isPending && <StatusText>{COURSES_TEASER.loading}</StatusText>}
      {courses.isError && !courses.data && <LoadProblem message={LOAD_PROBLEM.courses} onRetry={() => void courses.refetch()} />}
      {courses.isSuccess && courses.data.length === 0 && <StatusText>{COURSES_PAGE.empty}</StatusText>}
      <div className={cards.grid}>
        {courses.data?.map((course) => (
          <CourseCard
            key={course._id}
            course={course}
            action={
              <Button
                fullWidth
                onClick={() => openEnrol({ id: course._id, title: course.title })}
                aria-label={`${COURSE_DETAIL.enrolNow}: ${course.title}`}
              >
                {COURSE_DETAIL.enrolNow}
              </Button>
            }
          />
        ))}
      </div>
    </Section>
  );
}
