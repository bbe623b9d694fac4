import { OFFLINE_READINESS } from '../content/offline-readiness';
import type { OfflineReadiness } from '../offline/offline-readiness';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

export function ago(at: number, now = Date.now()): string {
  const minutes = Math.round((at - now) / 60_000);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** "Saved for offline 5 minutes ago." / "Saving pages for offline use… 12 of 80." / nothing saved yet. */
export function offlineReadinessText(readiness: OfflineReadiness): string {
  if (readiness.state === 'saving' && readiness.total) return OFFLINE_READINESS.saving(readiness.done ?? 0, readiness.total);
  if (readiness.savedAt) return OFFLINE_READINESS.savedAt(ago(readiness.savedAt));
  return OFFLINE_READINESS.never;
}
