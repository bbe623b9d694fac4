import { OFFLINE_READINESS } from '../content/offline-readiness';
import type { OfflineReadiness } from '../offline/offline-readiness';
import { ago } from '../ui/age';

/** "Saved for offline 5 minutes ago." / "Saving pages for offline use… 12 of 80." / nothing saved yet. */
export function offlineReadinessText(readiness: OfflineReadiness): string {
  if (readiness.state === 'saving' && readiness.total) return OFFLINE_READINESS.saving(readiness.done ?? 0, readiness.total);
  if (readiness.savedAt) return OFFLINE_READINESS.savedAt(ago(readiness.savedAt, Date.now()));
  return OFFLINE_READINESS.never;
}
