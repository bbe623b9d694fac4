import type { ReactNode } from 'react';
import type { CourseBatch, CourseSummary } from '../contract';
import { COURSE_CARD } from '../content/home';
import { SeatsPill } from './SeatsPill';
import { DEFAULT_COURSE_COVER } from '../ui/images';
import { courseCoverSrc, coursePrice, nextBatchStart } from '../ui/course-offer';
import { useDateFormats } from '../ui/format';
import { SmartImage } from '../ui/SmartImage';
import styles from '../ui/cards.module.css';

export const coursePath = (id: string) => `/courses/c/${id}`;
/** The course's card on the courses page; SPEC's home teaser links to this in-page anchor. */
export const courseAnchor = (id: string) => `course-${id}`;

/** Fee, duration and next batch: what someone choosing a course compares first (issue 37). */
export function CourseFacts({ course, className }: { course: CourseSummary & { batches?: readonly CourseBatch[] }; className?: string }) {
  const { date } = useDateFormats();
  const batch = nextBatchStart(course);
  const next = (course.nextBatches ?? course.batches)?.[0];
  return (
    <dl className={`${styles.facts} ${className ?? ''}`}>
      <div>
        <dt>{COURSE_CARD.fee}</dt>
        <dd className={styles.price}>{coursePrice(course)}</dd>
      </div>
      <div>
        <dt>{COURSE_CARD.length}</dt>
        <dd>{course.duration}</dd>
      </div>
      <div>
        <dt>{COURSE_CARD.nextBatch}</dt>
        <dd>{batch ? date(batch) : COURSE_CARD.datesOnRequest}</dd>
        {/* Its seats (issue 38): "3 seats left", or "Waitlist open" once it is full. */}
        {next && (
          <dd>
            <SeatsPill batch={next} />
          </dd>
        )}
      </div>
    </dl>
  );
}

/** A course of the list: cover, title, fee, duration, next batch, and the feature lines its flags turn on (SPEC §2 Courses page). */
export function CourseCard({ course, action, id }: { course: CourseSummary; action: ReactNode; id?: string }) {
  const lines = (Object.keys(COURSE_CARD.features) as (keyof typeof COURSE_CARD.features)[]).filter((k) => course.features[k]);
  return (
    <article className={`${styles.card} ${styles.mediaCard}`} id={id}>
      <SmartImage className={styles.cover} src={courseCoverSrc(course)} fallback={DEFAULT_COURSE_COVER} alt="" width={800} height={450} />
      <div className={styles.mediaBody}>
        <h3 className={styles.cardTitle}>{course.title}</h3>
        <CourseFacts course={course} />
        {lines.length > 0 && (
          <ul className={styles.features}>
            {lines.map((k) => (
              <li key={k}>{COURSE_CARD.features[k]}</li>
            ))}
          </ul>
        )}
        <div className={styles.push}>{action}</div>
      </div>
    </article>
  );
}
