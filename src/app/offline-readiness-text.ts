import { OFFLINE_READINESS } from '../content/offline-readiness';
import type { OfflineReadiness } from '../offline/offline-readiness';

// Made on first use, not when the module loads: constructing it costs a fresh page some 20 ms (ICU
// data), and this module loads with the app's first screens while only a saved state needs the words.
let formatter: Intl.RelativeTimeFormat | undefined;

export function ago(at: number, now = Date.now()): string {
  const relative = (formatter ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
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
