/**
 * Work that starts once the page is up, in its own chunk so the first load does not carry it: the
 * service worker (and the offer of an update), the offline warm-up, dropping saved pages the academy
 * unpublished, and reading the other screens' code in idle time. None of it changes what the first paint shows; all of it matters seconds later.
 */
import type { QueryClient } from '@tanstack/react-query';
import { OFFLINE } from '../content/copy';
import { toast } from '../lib/toast';
import { dropUnpublishedOnSync, syncSavedLists } from '../offline/drop-unpublished';
import { registerServiceWorker } from '../offline/register-service-worker';
import { scheduleWarmUp } from '../offline/schedule-warm-up';
import { preloadAllScreens } from './routes';

export function afterStart(queryClient: QueryClient, { startedFromSavedAnswers }: { startedFromSavedAnswers: boolean }): void {
  dropUnpublishedOnSync(queryClient);
  // A server-rendered first visit has nothing older than its page to sync.
  if (startedFromSavedAnswers) syncSavedLists(queryClient);
  scheduleWarmUp(queryClient);
  preloadAllScreens();
  if (!import.meta.env.PROD) return;
  void registerServiceWorker((apply) =>
    toast.show(OFFLINE.update, { duration: Infinity, id: 'app-update', action: { label: OFFLINE.reload, onClick: apply } }),
  );
}
