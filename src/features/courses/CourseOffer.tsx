/** The course hero's side: its cover, fee, duration and next batch, and who teaches it (issue 37). */
import type { ReactNode } from 'react';
import type { Course } from '../../contract';
import { CourseFacts } from '../../cards/CourseCard';
import { courseCoverSrc } from '../../ui/course-offer';
import { DEFAULT_COURSE_COVER } from '../../ui/images';
import { SmartImage } from '../../ui/SmartImage';
import styles from './course-detail.module.css';

export function CourseOffer({ course, trainer }: { course: Course; trainer: ReactNode }) {
  return (
    <div className={styles.offer}>
      {/* Above the fold on a phone too: asked for at once, not lazily. */}
      <SmartImage
        className={styles.offerCover}
        src={courseCoverSrc(course)}
        fallback={DEFAULT_COURSE_COVER}
        alt=""
        width={800}
        height={450}
        loading="eager"
        fetchPriority="high"
      />
      <div className={styles.offerBody}>
        <CourseFacts course={course} className={styles.offerFacts} />
        {trainer}
      </div>
    </div>
  );
}
