import { useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../../api/queries';
import { LOAD_PROBLEM } from '../../content/copy';
import { COURSES_TEASER } from '../../content/home';
import { COURSES_PAGE, ENROL_PAGE } from '../../content/screens';
import { COURSE_DETAIL } from '../../content/detail-pages';
import { Button } from '../../ui/Button';
import { CourseCard } from '../../cards/CourseCard';
import { Section, StatusText } from '../../ui/Section';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { useEnrol } from './use-enrol';
import { ListStatus } from '../../ui/ListStatus';
import { CardGrid } from '../../ui/CardGrid';

/** `/enroll` (linked from every course article): pick the course, then the enrol dialog opens. */
export default function EnrolPage() {
  useDocumentMeta(ENROL_PAGE.metaTitle, ENROL_PAGE.metaDescription);
  const courses = useQuery(coursesQuery());
  const openEnrol = useEnrol();
  return (
    <Section id="enroll" title={ENROL_PAGE.title} lead={ENROL_PAGE.lead} headingLevel={1}>
      <ListStatus read={courses} loading={<StatusText>{COURSES_TEASER.loading}</StatusText>} failed={LOAD_PROBLEM.courses} />
      {courses.isSuccess && courses.data.length === 0 && <StatusText>{COURSES_PAGE.empty}</StatusText>}
      <CardGrid count={courses.data?.length ?? 0}>
        {courses.data?.map((course) => (
          <CourseCard
            key={course._id}
            course={course}
            action={
              <Button
                fullWidth
                onClick={() => openEnrol({ id: course._id, title: course.title, batches: course.nextBatches })}
                aria-label={`${COURSE_DETAIL.enrolNow}: ${course.title}`}
              >
                {COURSE_DETAIL.enrolNow}
              </Button>
            }
          />
        ))}
      </CardGrid>
    </Section>
  );
}
