import { OFFLINE } from '../content/copy';
import { useOfflineReadiness } from '../offline/use-offline-readiness';
import { useOnline } from '../offline/use-online';
import { offlineReadinessText } from './offline-readiness-text';

/** Says the app is offline and how much of it is saved for offline use; nothing while online. */
export function OfflineBanner() {
  const online = useOnline();
  const readiness = useOfflineReadiness();
  if (online) return null;
  return (
    <div role="status" className="offline-banner">
      <strong>{OFFLINE.banner}</strong> <span data-testid="offline-readiness">{offlineReadinessText(readiness)}</span>
    </div>
  );
}
