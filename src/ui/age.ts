/**
 * How long ago something happened, in the site's English: "just now", "5 minutes ago", "2 hours ago"
 * (up to 47), "3 days ago". Written out rather than asked of Intl.RelativeTimeFormat: the copy around it
 * is English whatever the browser's language, and that formatter costs a fresh page some 20 ms to make
 * (decision 74). A time a little in the future (another device's clock) is "just now".
 */
export function ago(at: number, now: number): string {
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  return `${Math.floor(hours / 24)} days ago`;
}
