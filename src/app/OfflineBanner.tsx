import { Suspense } from 'react';
import { useStore } from 'zustand';
import { OFFLINE } from '../content/copy';
import { FORMS } from '../content/form-words';
import { outboxStore } from '../offline/outbox-store';
import { useOnline } from '../offline/use-online';
import { waitsForServer } from '../offline/waits-for-server';
import { lazyPart } from '../ui/lazy-part';

const OfflineReadinessText = lazyPart(() => import('./OfflineReadinessText'));

/**
 * Says the app is offline and how much of it is saved for offline use. Online, it speaks only under
 * lie-fi: something waits because the academy did not answer, though the device says it is online.
 */
export function OfflineBanner() {
  const online = useOnline();
  const unreachable = useStore(outboxStore, (s) => s.items.some(waitsForServer));
  if (online)
    return unreachable ? (
      <div role="status" className="offline-banner">
        <strong>{FORMS.unreachable}</strong>
      </div>
    ) : null;
  return (
    <div role="status" className="offline-banner">
      <strong>{OFFLINE.banner}</strong>{' '}
      <Suspense fallback={null}>
        <OfflineReadinessText />
      </Suspense>
    </div>
  );
}
