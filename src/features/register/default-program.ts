/**
 * SPEC §9's default registration program, named with its next batch (decision 59): batches start on a
 * Monday, and the next one a new registration can join is at least two weeks away, in India time. The
 * date moves with the day the page is shown, so it never lies in the past.
 */
import { DEFAULT_PROGRAM } from '../../contract/messages';
import { REGISTER } from '../../content/forms';

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;
/** How far ahead the next batch is at least. */
export const BATCH_NOTICE_DAYS = 14;

/** The Monday (as midnight UTC of that calendar day) on which the next batch starts, seen from `now` in India. */
export function nextBatchStart(now: number): Date {
  const india = new Date(now + INDIA_OFFSET_MS + BATCH_NOTICE_DAYS * DAY_MS);
  const day = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate());
  const toMonday = (8 - new Date(day).getUTCDay()) % 7;
  return new Date(day + toMonday * DAY_MS);
}

/** "02 June 2025", SPEC's way of writing the date. */
const BATCH_DATE = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Full Stack Web Development (starts 07 December 2026, 90 days)". */
export function defaultProgramLabel(now: number): string {
  return REGISTER.defaultProgram(DEFAULT_PROGRAM.name, BATCH_DATE.format(nextBatchStart(now)), DEFAULT_PROGRAM.days);
}
