/**
 * A batch as the site shows it (issue 38): when it runs, the days and times of its classes in India time,
 * how and in which language it is taught. One piece for the course page, the enrol dialog and My learning
 * (a card's seats are SeatsPill.tsx).
 */
import type { CourseBatch } from '../contract/entities';
import { BATCHES } from '../content/batches';
import { formatRupees, useDateFormats, type DateFormats } from '../ui/format';
import styles from './BatchFacts.module.css';

type Schedule = Pick<
  CourseBatch,
  'startDate' | 'endDate' | 'mode' | 'weekPart' | 'classDays' | 'startTime' | 'endTime' | 'language' | 'location'
>;

/** Noon in India on that day: the same calendar day in every zone the page may be formatted in. */
const dayAt = (day: string) => `${day}T12:00:00+05:30`;
const clockAt = (day: string, time: string) => `${day}T${time}:00+05:30`;

export const classDays = (batch: Pick<Schedule, 'classDays'>) => batch.classDays.map((d) => BATCHES.days[d]).join(', ');

/** "Mon, Wed, Fri, 7:00 pm – 9:00 pm IST". */
export const classTimes = (dates: DateFormats, b: Schedule) =>
  BATCHES.classes(classDays(b), dates.timeRange(clockAt(b.startDate, b.startTime), clockAt(b.startDate, b.endTime)));

/** "Weekend batch · starts 9 Jan 2027": how a batch is named in a list or a choice. */
export const batchTitle = (dates: DateFormats, b: Pick<Schedule, 'weekPart' | 'startDate'>) =>
  `${BATCHES.weekParts[b.weekPart]} · ${BATCHES.startsOn(dates.date(dayAt(b.startDate)))}`;

export function BatchFacts({ batch, fee }: { batch: Schedule; fee?: number | null }) {
  const dates = useDateFormats();
  return (
    <ul className={styles.facts}>
      <li>{BATCHES.runs(dates.date(dayAt(batch.startDate)), dates.date(dayAt(batch.endDate)))}</li>
      <li>{classTimes(dates, batch)}</li>
      <li>
        {BATCHES.modes[batch.mode]} · {BATCHES.taughtIn(batch.language)}
      </li>
      {batch.location && <li>{batch.location}</li>}
      {fee != null && <li>{BATCHES.fee(formatRupees(fee))}</li>}
    </ul>
  );
}
