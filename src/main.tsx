import { QueryClientProvider } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { hydratePageQueries, readPageState } from './app/page-state';
import { createQueryClient } from './app/query-client';
import { OFFLINE } from './content/copy';
import { listenForInstall } from './offline/install';
import { persistOptions } from './offline/query-persistence';
import { registerServiceWorker } from './offline/register-service-worker';
import { reloadOnStaleBuild } from './app/stale-build';
import { scheduleWarmUp } from './offline/schedule-warm-up';
import { RenderContext, type RenderInfo } from './ui/render-context';
import './app/global.css';

// Which build is running, for support questions and for the update test.
document.documentElement.dataset.version = __APP_VERSION__;
listenForInstall();
reloadOnStaleBuild();
const queryClient = createQueryClient();

/**
 * Saved data first, before anything renders: nothing then changes under a page that is still being
 * hydrated (a change reaching a section that has not hydrated yet would make React throw its server
 * HTML away and render it again). A function, not top-level await: an entry that awaits at the top
 * makes the bundler split every module it shares with a screen into a chunk of its own.
 */
async function start() {
  await persistQueryClient({ queryClient, ...persistOptions() })[1];
  // A first visit arrives rendered by the server, with the data it was rendered from (newer than
  // anything saved, which it replaces); the service worker's app shell (every later visit, and
  // offline) arrives empty and renders here.
  const pageState = readPageState(document);
  if (pageState) hydratePageQueries(queryClient, pageState);
  scheduleWarmUp(queryClient);
  const renderInfo: RenderInfo = pageState
    ? { renderedAt: pageState.renderedAt, locale: pageState.locale }
    : { renderedAt: null, locale: navigator.language };

  const app = (
    <StrictMode>
      <RenderContext.Provider value={renderInfo}>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </RenderContext.Provider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (pageState && container.firstElementChild) {
    // The server's HTML reaches the screen first; hydrating it is the next frame's work (a hidden tab,
    // which paints no frames, goes ahead after a moment).
    await new Promise((painted) => {
      requestAnimationFrame(() => setTimeout(painted, 0));
      setTimeout(painted, 100);
    });
    hydrateRoot(container, app);
  } else createRoot(container).render(app);
}
void start();

if (import.meta.env.PROD) {
  void registerServiceWorker(
    (apply) =>
      void import('sonner').then(({ toast }) =>
        toast(OFFLINE.update, { duration: Infinity, id: 'app-update', action: { label: OFFLINE.reload, onClick: apply } }),
      ),
  );
}
