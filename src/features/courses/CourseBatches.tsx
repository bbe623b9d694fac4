/**
 * A course's coming batches on its page (issue 38): each with its dates, class days and times in India
 * time, mode and language, its seats left or its open waitlist, and a button that opens the enrol dialog
 * with that batch chosen.
 */
import type { Course, CourseBatch } from '../../contract';
import { EnrolLink } from './enrol-link';
import { BATCHES } from '../../content/batches';
import { BatchFacts, batchTitle } from '../../cards/BatchFacts';
import { SeatsPill } from '../../cards/SeatsPill';
import { CardGrid } from '../../ui/CardGrid';
import { useDateFormats } from '../../ui/format';
import { Section } from '../../ui/Section';
import styles from './course-detail.module.css';

/** Without `onEnrol` (the student is enrolled already, issue 36) the batches are shown with no button. */
export function CourseBatches({ course, onEnrol }: { course: Course; onEnrol?: (batchId?: string) => void }) {
  const batches = course.batches ?? [];
  return (
    <Section id="batches" title={BATCHES.title} lead={BATCHES.lead}>
      {batches.length === 0 ? (
        <p>{BATCHES.none}</p>
      ) : (
        <CardGrid count={batches.length} list>
          {batches.map((b) => (
            <li key={b._id}>
              <BatchCard batch={b} course={course} onEnrol={onEnrol} />
            </li>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

function BatchCard({ batch, course, onEnrol }: { batch: CourseBatch; course: Course; onEnrol?: (batchId: string) => void }) {
  const dates = useDateFormats();
  const title = batchTitle(dates, batch);
  const action = batch.availability === 'waitlist' ? BATCHES.joinWaitlist : BATCHES.enrolIn;
  return (
    <article className={styles.batch} aria-label={title}>
      <div className={styles.batchHead}>
        <h3>{title}</h3>
        <SeatsPill batch={batch} />
      </div>
      <BatchFacts batch={batch} fee={batch.fee !== null && batch.fee !== course.price ? batch.fee : null} />
      {onEnrol && batch.availability !== 'closed' && (
        // A link that works before the app runs, as Enroll Now is (decisions 124, 204); then it opens the dialog.
        <EnrolLink
          courseId={course._id}
          batchId={batch._id}
          onEnrol={() => onEnrol(batch._id)}
          variant={batch.availability === 'open' ? 'gradient' : 'outline'}
          size="sm"
          className={styles.batchAction}
          aria-label={`${action}: ${title}`}
        >
          {action}
        </EnrolLink>
      )}
    </article>
  );
}
