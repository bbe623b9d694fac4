import type { ReactNode } from 'react';
import type { CourseSummary } from '../contract';
import { COURSE_CARD } from '../content/home';
import styles from '../ui/cards.module.css';

export const coursePath = (id: string) => `/courses/c/${id}`;
/** The course's card on the courses page; SPEC's home teaser links to this in-page anchor. */
export const courseAnchor = (id: string) => `course-${id}`;

/** A course of the list: title, duration, and the feature lines its flags turn on (SPEC §2 Courses page). */
export function CourseCard({ course, action, id }: { course: CourseSummary; action: ReactNode; id?: string }) {
  const lines = (Object.keys(COURSE_CARD.features) as (keyof typeof COURSE_CARD.features)[]).filter((k) => course.features[k]);
  return (
    <article className={styles.card} id={id}>
      <h3 className={styles.cardTitle}>{course.title}</h3>
      <p className={styles.meta}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>
          <span className="visually-hidden">{COURSE_CARD.duration}</span>
          {course.duration}
        </span>
      </p>
      {lines.length > 0 && (
        <ul className={styles.features}>
          {lines.map((k) => (
            <li key={k}>{COURSE_CARD.features[k]}</li>
          ))}
        </ul>
      )}
      <div className={styles.push}>{action}</div>
    </article>
  );
}
