/**
 * SPEC §9's default registration program, named with its next batch (decision 59): batches start on a
 * Monday, and the next one a new registration can join is at least two weeks away, in India time. The
 * date moves with the day the page is shown, so it never lies in the past.
 */
import { formatDate } from '../../contract/date-format';
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

/** "Full Stack Web Development: 90 days, starts Mon, 7 Dec 2026", the date in the site's one style (decision 117). */
export function defaultProgramLabel(now: number): string {
  return REGISTER.defaultProgram(DEFAULT_PROGRAM.name, formatDate(nextBatchStart(now)), DEFAULT_PROGRAM.days);
}
