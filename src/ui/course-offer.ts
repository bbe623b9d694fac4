/**
 * What a course costs, how long it runs and when its next batch starts: the card's and the hero's facts
 * (issue 37). One place to read them, so the batches work (issue 38) replaces `nextBatchStart` alone.
 */
import { DEFAULT_COURSE_PRICE } from '../content/limits';
import { formatRupees } from './format';
import { DEFAULT_COURSE_COVER, uploadSrc } from './images';

/** The price shown: the course's own, or SPEC §9's default of 8000 rupees. */
export const coursePrice = (course: { price: number | null }) => formatRupees(course.price ?? DEFAULT_COURSE_PRICE);

/** The course's cover picture, or the academy's default cover. */
export const courseCoverSrc = (course: { coverImage: string | null }) =>
  uploadSrc('courseCover', course.coverImage) ?? DEFAULT_COURSE_COVER;

interface Dated {
  startDate: string;
}

/**
 * The first day of the course's next batch (`YYYY-MM-DD`), or null while the academy has announced none.
 * Reads the batches the answer carries (issue 38: `nextBatches` on the list, `batches` on the course); until
 * those exist the course's own fields name no date, and the page says dates are given on request.
 */
export function nextBatchStart(course: { _id: string; nextBatches?: readonly Dated[]; batches?: readonly Dated[] }): string | null {
  return (course.nextBatches ?? course.batches)?.[0]?.startDate ?? null;
}
