import { Suspense } from 'react';
import { OFFLINE } from '../content/copy';
import { useOnline } from '../offline/use-online';
import { lazyPart } from '../ui/lazy-part';

const OfflineReadinessText = lazyPart(() => import('./OfflineReadinessText'));

/** Says the app is offline and how much of it is saved for offline use; nothing while online. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="offline-banner">
      <strong>{OFFLINE.banner}</strong>{' '}
      <Suspense fallback={null}>
        <OfflineReadinessText />
      </Suspense>
    </div>
  );
}
