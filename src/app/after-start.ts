/**
 * Work that starts once the page is up, in its own chunk so the first load does not carry it: the
 * typeface on a first visit, the service worker (and the offer of an update), the offline warm-up,
 * dropping saved pages the academy unpublished, and reading the other screens' code in idle time or as
 * soon as a link is pointed at. None of it changes what the first paint shows; all of it matters seconds later.
 */
import type { QueryClient } from '@tanstack/react-query';
import { OFFLINE } from '../content/copy';
import { whenQuiet } from '../lib/page-quiet';
import { toast } from '../lib/toast';
import { askAgainOnceSettled } from '../offline/ask-again';
import { dropUnpublishedOnSync, syncSavedLists } from '../offline/drop-unpublished';
import { registerServiceWorker } from '../offline/register-service-worker';
import { scheduleWarmUp } from '../offline/schedule-warm-up';
import { hasDownloads } from '../offline/course-pack/presence';
import { preloadAllScreens, preloadScreenFor } from './routes';
import { showTypefaceWhenIdle } from './typeface-when-idle';

export function afterStart(queryClient: QueryClient, { startedFromSavedAnswers }: { startedFromSavedAnswers: boolean }): void {
  showTypefaceWhenIdle();
  dropUnpublishedOnSync(queryClient);
  // A server-rendered first visit has nothing older than its page to ask again or sync.
  if (startedFromSavedAnswers) askAgainOnceSettled(queryClient, () => syncSavedLists(queryClient));
  scheduleWarmUp(queryClient);
  // Downloads go on and are checked for changes, on a device that keeps some (issue 40): their code loads only then.
  if (hasDownloads()) void import('../offline/course-pack/resume').then((m) => m.resumeDownloads());
  preloadAllScreens();
  preloadOnIntent();
  if (!import.meta.env.PROD) return;
  // Its first install downloads the whole app: not while the person is tapping, typing or sending.
  whenQuiet(
    () =>
      void registerServiceWorker((apply) =>
        toast.show(OFFLINE.update, { duration: Infinity, id: 'app-update', action: { label: OFFLINE.reload, onClick: apply } }),
      ),
  );
}

/**
 * A pointer over a link of the site, a finger on it or the keyboard's focus comes some 50–300 ms before
 * the click: enough to have the next screen's code when the click comes, so the screen shows without
 * waiting for it (idle-time reading may not have reached it yet, and without a service worker it never does).
 */
function preloadOnIntent(): void {
  const asked = new Set<string>();
  const intent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || asked.has(link.pathname)) return;
    asked.add(link.pathname);
    void preloadScreenFor(link.pathname);
  };
  for (const type of ['pointerover', 'pointerdown', 'focusin']) document.addEventListener(type, intent, { passive: true });
}
