/**
 * What a student who has enrolled sees in the course's hero instead of Enroll Now (decision 114): that they
 * are enrolled, since when, and their next step (the first lecture, as My learning says), or that their
 * enrollment waits on this device to be sent.
 */
import type { ReactNode } from 'react';
import type { Course } from '../../contract';
import type { MyEnrolment } from '../../contract/my-learning';
import { MY_BATCH } from '../../content/batches';
import { COURSE_DETAIL } from '../../content/detail-pages';
import { ENROLMENT_WORDS } from '../../content/glossary';
import { Button } from '../../ui/Button';
import { useDateFormats } from '../../ui/format';
import { Link } from '../../ui/Link';
import { useNow } from '../../ui/useNow';
import type { MyEnrolmentState } from './use-my-enrolment';
import styles from './course-detail.module.css';
import { MY_ENROLMENT_ID } from './enrol-link';

const MINE = COURSE_DETAIL.mine;

/**
 * The note's box, where a tap on Enroll Now made before the app ran is taken to for a student already enrolled
 * (decision 209), and where the keyboard's focus goes when the enrol dialog closes after Enroll Now has given way to it.
 */
const Note = ({ children }: { children: ReactNode }) => (
  <div id={MY_ENROLMENT_ID} className={styles.mine} data-testid="my-enrolment" tabIndex={-1}>
    {children}
  </div>
);

type KnownEnrolment = Exclude<MyEnrolmentState, { state: 'not-enrolled' | 'checking' }>;

export function MyEnrolmentNote({ course, mine }: { course: Course; mine: KnownEnrolment }) {
  const dates = useDateFormats();
  const now = useNow(60_000).getTime();
  if (mine.state === 'waiting')
    return (
      <Note>
        <p className={styles.mineBadge}>{MINE.waitingBadge}</p>
        <p className={styles.mineText}>{MINE.waiting}</p>
        <Link href="/pending" className={styles.mineLink}>
          {MINE.seeWaiting}
        </Link>
      </Note>
    );
  if (mine.state === 'delivered')
    return (
      <Note>
        <p className={`${styles.mineBadge} ${styles.mineDone}`}>{ENROLMENT_WORDS.enrolled}</p>
        <p className={styles.mineText}>{MINE.delivered}</p>
        <Link href="/my-learning" className={styles.mineLink}>
          {MINE.myLearning}
        </Link>
      </Note>
    );
  const seat = mine.enrolment.batch?.seat;
  // On a batch's waitlist, or offered a seat not yet accepted (issue 38): their place, and My learning to answer.
  if (seat && seat !== 'confirmed')
    return (
      <Note>
        <p className={styles.mineBadge}>{MY_BATCH.seat[seat]}</p>
        {mine.enrolment.batch?.waitlistPosition != null && (
          <p className={styles.mineText}>{MY_BATCH.position(mine.enrolment.batch.waitlistPosition)}</p>
        )}
        <Link href="/my-learning" className={styles.mineLink}>
          {MINE.myLearning}
        </Link>
      </Note>
    );
  const first = course.videolectures[0];
  // A self-paced course starts the day of the enrolment; a batch's enrolment starts on the batch's first day.
  const since = ({ startDate, batch }: MyEnrolment) => {
    const date = dates.date(startDate);
    if (!batch) return MINE.enrolledSince(date);
    return Date.parse(startDate) > now ? MINE.batchStarts(date) : MINE.batchStarted(date);
  };
  return (
    <Note>
      <p className={`${styles.mineBadge} ${styles.mineDone}`}>{ENROLMENT_WORDS.enrolled}</p>
      <p className={styles.mineText}>{since(mine.enrolment)}</p>
      <p className={styles.mineNext}>{MINE.next}</p>
      {first ? (
        <Button as="external" href={first.contentUrl}>
          {mine.enrolment.nextStep.label}
        </Button>
      ) : (
        <p className={styles.mineText}>{MINE.openCourse}</p>
      )}
      <Link href="/my-learning" className={styles.mineLink}>
        {MINE.myLearning}
      </Link>
    </Note>
  );
}
