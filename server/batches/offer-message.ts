/**
 * What a waitlist offer says (issue 38): the Web Push message the service worker shows (title, body, the
 * page a click opens, a tag that replaces an earlier one) and the SMS. Both name the course, the batch and
 * the moment the held seat goes to the next person, in India time.
 */
import type { ReminderPayload } from '../push/reminder-payload';
import { batchName, indiaWhen } from './batch-words';

export interface ClaimedOffer {
  enrolmentId: string;
  studentId: string;
  mobileNo: string;
  courseTitle: string;
  batch: { weekPart: 'weekday' | 'weekend'; startsOn: string };
  expiresAt: Date;
}

/** My learning: where the offer is accepted. */
export const OFFER_PAGE = '/my-learning';

export function offerPayload(offer: ClaimedOffer): ReminderPayload {
  return {
    title: `A seat is yours to take: ${offer.courseTitle}`,
    body: `A seat in ${batchName(offer.batch)} is held for you until ${indiaWhen(offer.expiresAt)}. Tap to accept it in My learning.`,
    url: OFFER_PAGE,
    tag: `seat-offer-${offer.enrolmentId}`,
  };
}

/** `siteUrl`: the site's public address (SITE_URL), when the operator set it: the text then links to My learning. */
export function offerText(offer: ClaimedOffer, siteUrl: string | undefined): string {
  const where = siteUrl ? `${siteUrl}${OFFER_PAGE}` : 'My learning on our website';
  return `CodeSmart Academy: a seat in ${offer.courseTitle}, ${batchName(offer.batch)}, is held for you until ${indiaWhen(offer.expiresAt)}. Accept it in ${where}, or it goes to the next person waiting.`;
}
