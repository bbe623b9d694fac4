import { defaultBatch } from '../../contract/batches';
import type { CourseBatch } from '../../contract/entities';
import type { EnrolTarget } from '../../ui/dialogs-store';

/** The batches one may choose: those taking enrolments, onto a seat or the waitlist. */
export const choices = (course: EnrolTarget): readonly CourseBatch[] => (course.batches ?? []).filter((b) => b.availability !== 'closed');

/** The batch chosen when the dialog opens: the page's, or else the next with a seat, or else the next waitlist (defaultBatch). */
export function initialBatch(course: EnrolTarget): string | undefined {
  const open = choices(course);
  return open.find((b) => b._id === course.batchId)?._id ?? defaultBatch(open)?._id;
}
