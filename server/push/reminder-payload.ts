/**
 * What a reminder says, as JSON for the service worker: it shows `title` and `body`, replaces an earlier
 * notification with the same `tag`, and opens `url` (the session's page, a path of this site) on a click.
 */
import { formatDateTime } from '../../src/contract';
import { REMINDER_LEADS } from '../me/reminder-leads';

export interface ReminderPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export function reminderPayload(
  reminder: { leadMinutes: number; kind: string; sessionId: string; title: string; startsAt: Date },
  url: string,
): ReminderPayload {
  const lead = REMINDER_LEADS.find((l) => l.leadMinutes === reminder.leadMinutes);
  return {
    title: `${lead?.title ?? 'Soon'}: ${reminder.title}`,
    // The site's one date style, India time stated (decision 117): the page it opens says the same.
    body: `Starts ${formatDateTime(reminder.startsAt)}. Tap to see the details.`,
    url,
    tag: `session-${reminder.kind}-${reminder.sessionId}`,
  };
}
