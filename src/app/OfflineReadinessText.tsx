import { useOfflineReadiness } from '../offline/use-offline-readiness';
import { offlineReadinessText } from './offline-readiness-text';

/** How much of the site is saved for offline use, in words; loaded only once the app is offline. */
export default function OfflineReadinessText() {
  const readiness = useOfflineReadiness();
  return <span data-testid="offline-readiness">{offlineReadinessText(readiness)}</span>;
}
