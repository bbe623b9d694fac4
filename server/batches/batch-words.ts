/**
 * How the server names a batch in what it says to a student (an enrolment's answer, an offer's SMS and
 * notification): "the weekend batch starting Sat, 9 Jan 2027".
 */
const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const WHEN = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A calendar day (`YYYY-MM-DD`) as people read it: "Sat, 9 Jan 2027". */
export const dayName = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** An instant in India's time: "Mon, 14 Dec, 18:00". */
export const indiaWhen = (at: Date) => WHEN.format(at);

export function batchName(batch: { weekPart: 'weekday' | 'weekend'; startsOn: string }): string {
  return `the ${batch.weekPart} batch starting ${dayName(batch.startsOn)}`;
}
