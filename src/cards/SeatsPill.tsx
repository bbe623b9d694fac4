/** A batch's seats as a pill on a card (issue 38): small, so that every course card can carry it. */
import type { CourseBatch } from '../contract/entities';
import { SEATS } from '../content/seats';
import styles from './SeatsPill.module.css';

/** "3 seats left", "Waitlist open" or "Enrollment closed", coloured by how urgent it is. */
export function SeatsPill({ batch }: { batch: Pick<CourseBatch, 'availability' | 'seatsLeft'> }) {
  const text =
    batch.availability === 'open' ? SEATS.left(batch.seatsLeft) : batch.availability === 'waitlist' ? SEATS.waitlist : SEATS.closed;
  const tone = batch.availability === 'open' ? (batch.seatsLeft <= 5 ? styles.few : styles.open) : styles.full;
  return <span className={`${styles.pill} ${tone}`}>{text}</span>;
}
