/**
 * A batch's days in India time (issue 38): batches are dated by the calendar in India (decision 140),
 * so "today", "the last day" and "tomorrow at midnight" are India's, whatever the server's zone.
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The calendar day in India at `now`, as `YYYY-MM-DD`. */
export function indiaDay(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the next calendar day begins in India: an answer that lists coming batches is right until then. */
export function nextIndiaMidnight(now: Date): number {
  const local = now.getTime() + IST_OFFSET_MS;
  return local - (local % DAY_MS) + DAY_MS - IST_OFFSET_MS;
}

/** The instant today began in India. */
export function indiaMidnight(now: Date): number {
  return nextIndiaMidnight(now) - DAY_MS;
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day of classes: the end date, or the start plus the weeks (the day before the same weekday). */
export function lastDay(batch: { startsOn: string; endsOn: string | null; durationWeeks: number | null }): string {
  if (batch.endsOn) return batch.endsOn;
  return addDays(batch.startsOn, (batch.durationWeeks ?? 1) * 7 - 1);
}

/** An instant from a day and an "HH:MM" of India's clock. */
export function indiaInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00+05:30`));
}
