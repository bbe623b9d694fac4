/**
 * What a reminder says, as JSON for the service worker: it shows `title` and `body`, replaces an earlier
 * notification with the same `tag`, and opens `url` (the session's page, a path of this site) on a click.
 */
import { REMINDER_LEADS } from '../me/reminder-leads';

export interface ReminderPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const WHEN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function reminderPayload(
  reminder: { leadMinutes: number; kind: string; sessionId: string; title: string; startsAt: Date },
  url: string,
): ReminderPayload {
  const lead = REMINDER_LEADS.find((l) => l.leadMinutes === reminder.leadMinutes);
  return {
    title: `${lead?.title ?? 'Soon'}: ${reminder.title}`,
    body: `Starts ${WHEN.format(reminder.startsAt)} (India time). Tap to see the details.`,
    url,
    tag: `session-${reminder.kind}-${reminder.sessionId}`,
  };
}
