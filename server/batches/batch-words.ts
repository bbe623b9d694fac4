/**
 * How the server names a batch in what it says to a student (an enrolment's answer, an offer's SMS and
 * notification): "the weekend batch starting Sat, 9 Jan 2027".
 */
import { formatDate, formatDateTime, plainSpaces } from '../../src/contract/date-format';
/** A calendar day (`YYYY-MM-DD`) as people read it: "Sat, 9 Jan 2027". */
export const dayName = (day: string) => formatDate(`${day}T12:00:00+05:30`);

/** An instant in India's time, for a text too: "Mon, 14 Dec 2026, 6:00 pm IST" (decision 117's one formatter). */
export const indiaWhen = (at: Date) => plainSpaces(formatDateTime(at));

export function batchName(batch: { weekPart: 'weekday' | 'weekend'; startsOn: string }): string {
  return `the ${batch.weekPart} batch starting ${dayName(batch.startsOn)}`;
}
