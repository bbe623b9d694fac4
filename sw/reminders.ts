/**
 * Reminders by Web Push (issue 21): the server's JSON payload (`title`, `body`, `url`, `tag`; see
 * server/push/reminder-payload.ts) becomes a notification, and a click on it shows the session's page in
 * an open tab of the site (brought forward) or a new window.
 */
/// <reference lib="webworker" />

export interface ReminderMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** Reads a push's data; a message that is not the reminder shape still shows something true. */
export function readReminder(data: { json(): unknown } | null, fallbackTitle: string): ReminderMessage {
  try {
    const value = data?.json() as Partial<ReminderMessage> | undefined;
    if (value && typeof value.title === 'string') {
      return {
        title: value.title,
        body: typeof value.body === 'string' ? value.body : '',
        url: typeof value.url === 'string' ? value.url : '/',
        tag: typeof value.tag === 'string' ? value.tag : undefined,
      };
    }
  } catch {
    // Not JSON: fall through to the plain notice.
  }
  return { title: fallbackTitle, body: '', url: '/my-learning' };
}

/** Only a page of this site is opened: a URL elsewhere in a message is replaced by the site's home. */
export function sameOriginUrl(url: unknown, origin: string): string {
  try {
    const resolved = new URL(typeof url === 'string' ? url : '/', origin);
    return resolved.origin === origin ? resolved.href : origin + '/';
  } catch {
    return origin + '/';
  }
}

export async function openFromNotification(clients: Clients, url: string, origin: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  // The tab the person used last (matchAll lists it first). Its `url` is where the tab was opened, not
  // where the app has since routed it (history.pushState), so it is always navigated to the page.
  const tab = windows.find((w) => w.url.startsWith(origin + '/'));
  if (tab) {
    // Focusing is the browser's to allow (it is, for a click on a notification); the page changes either way.
    const focused = await tab.focus().catch(() => tab);
    const opened = await focused.navigate(url).catch(() => null);
    if (!opened) await clients.openWindow(url);
    return;
  }
  await clients.openWindow(url);
}
