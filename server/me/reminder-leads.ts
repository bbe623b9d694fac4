/**
 * "Remind me a day before and an hour before": each reminder is due `leadMinutes` before the start and
 * stops being worth sending `staleMinutes` before it, when the next one takes over (or the session starts).
 */
export const REMINDER_LEADS = [
  { leadMinutes: 24 * 60, staleMinutes: 60, title: 'Tomorrow' },
  { leadMinutes: 60, staleMinutes: 0, title: 'In an hour' },
] as const;

/** The reminders still to come for a session starting at `startsAt`: one whose time has passed is not made. */
export function leadsStillAhead(startsAt: Date, now: Date) {
  return REMINDER_LEADS.filter((l) => startsAt.getTime() - l.leadMinutes * 60_000 > now.getTime());
}
