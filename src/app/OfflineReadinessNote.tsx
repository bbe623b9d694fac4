import { useOfflineReadiness } from '../offline/use-offline-readiness';
import { offlineReadinessText } from './offline-readiness-text';

/** In the footer: whether the whole site is saved for offline use, and since when (nothing before the first save). */
export function OfflineReadinessNote() {
  const readiness = useOfflineReadiness();
  if (readiness.state === 'never' && !readiness.total) return null;
  return <p data-testid="offline-readiness-note">{offlineReadinessText(readiness)}</p>;
}
