/**
 * SPEC §4's classification of sessions into ongoing, upcoming and past. Pure, with the clock as a
 * parameter, so the edges can be tested and the listing can re-classify as time passes.
 */
export type Phase = 'ongoing' | 'upcoming' | 'past';

export const PHASES: readonly Phase[] = ['ongoing', 'upcoming', 'past'];

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^(\d{1,2}):(\d{2})/;

/**
 * An instant from an ISO date-time, or from a date-only string plus an optional "HH:MM" (read in the
 * visitor's zone; a missing time means the start of that day). null when the date cannot be read.
 */
export function sessionInstant(date: string | null | undefined, time?: string | null): Date | null {
  if (!date) return null;
  if (DATE_ONLY.test(date)) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const t = time ? HH_MM.exec(time) : null;
    const [hours, minutes] = t ? [Number(t[1]), Number(t[2])] : [0, 0];
    const at = new Date(y, m - 1, d, hours, minutes);
    // The Date constructor rolls "2026-13-45" or "25:00" over into other days; such input is not a date.
    const exact =
      at.getFullYear() === y && at.getMonth() === m - 1 && at.getDate() === d && at.getHours() === hours && at.getMinutes() === minutes;
    return exact ? at : null;
  }
  const at = new Date(date);
  return Number.isNaN(at.getTime()) ? null : at;
}

export interface EventTimes {
  startDate: string | null | undefined;
  endDate?: string | null;
  startTime?: string | null;
  endTime?: string | null;
}

/**
 * Events: now within start..end (both ends included) is ongoing; a start in the future is upcoming; else
 * past. Without an end, an event lasts until the end of its start day. An unreadable start is past: the
 * listing never promotes a session it cannot date.
 */
export function eventPhase(event: EventTimes, now: Date): Phase {
  const start = sessionInstant(event.startDate, event.startTime);
  if (!start) return 'past';
  const end =
    sessionInstant(event.endDate, event.endTime ?? (event.endDate && DATE_ONLY.test(event.endDate) ? '23:59' : null)) ?? endOfDay(start);
  if (now < start) return 'upcoming';
  if (now <= end) return 'ongoing';
  return 'past';
}

function endOfDay(at: Date): Date {
  const end = new Date(at);
  end.setHours(23, 59, 59, 999);
  return end;
}

/**
 * Webinars, workshops and internship sessions: the server's status, compared case-insensitively.
 * "completed", "past" and anything unknown count as past.
 */
export function statusPhase(status: string | null | undefined): Phase {
  const s = (status ?? '').trim().toLowerCase();
  if (s === 'ongoing' || s === 'live') return 'ongoing';
  if (s === 'upcoming') return 'upcoming';
  return 'past';
}
