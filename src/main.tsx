import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreenFor } from './app/routes';
import { hydratePageQueries, readPageState } from './app/page-state';
import { createQueryClient } from './app/query-client';
import { holdSavedAnswers } from './offline/ask-again';
import { listenForInstall } from './offline/install';
import { showTypefaceIfKept } from './app/typeface';
import { rememberVisit } from './offline/visit-landing';
import { reloadOnStaleBuild } from './app/stale-build';
import { RenderContext, type RenderInfo } from './ui/render-context';
import { layOutFullyBeforeJumps } from './ui/full-layout';
// Counts taps and keys from the app's start: background work waits for a quiet page (lib/page-quiet.ts),
// and its module is the shell's, so a form's or a dialog's code needs no screen's to mark the page busy.
import './lib/page-quiet';
import './app/global.css';

// Which build is running, for support questions and for the update test.
// And that this is the browser's app: parts no first tap needs wait for its start (src/lib/app-started.ts).
document.documentElement.dataset.version = __APP_VERSION__;
listenForInstall();
showTypefaceIfKept();
// Before the app routes anywhere: the landing page's utm_* and referrer are the visit's source (issue 39).
rememberVisit();
reloadOnStaleBuild();
layOutFullyBeforeJumps();
const queryClient = createQueryClient();

// Its own chunk, fetched at once: the saved queries matter to the app shell (every visit after the first,
// and offline), not to a page the server rendered with its data.
const savedQueries = import('./offline/restore-queries');

/**
 * The app shell (the service worker's answer: every later visit, and offline) arrives empty: saved data
 * first, then the first render. A first visit arrives rendered by the server with the data it was
 * rendered from: it hydrates from that, and saved data comes back afterwards — older than the page's,
 * so it changes nothing under a section still being hydrated (which would make React throw its server
 * HTML away). A function, not top-level await: an entry that awaits at the top makes the bundler split
 * every module it shares with a screen into a chunk of its own.
 */
/** Set when this start is the app shell's: what the device keeps is then synced (after-start.ts). */
let startedFromSavedAnswers = false;

async function start() {
  const screen = preloadScreenFor(window.location.pathname);
  const pageState = readPageState(document);
  if (pageState) hydratePageQueries(queryClient, pageState);
  else {
    startedFromSavedAnswers = true;
    await (await savedQueries).restoreQueries(queryClient);
    // Saved answers show at once, and are all asked again a second into the visit however recent they
    // are (after-start.ts): an installed app shows what the academy changed on its next online start
    // (decision 80), without the start's first moments spent on it (decision 88).
    holdSavedAnswers(queryClient);
  }
  await screen;
  const renderInfo: RenderInfo = pageState
    ? { renderedAt: pageState.renderedAt, locale: pageState.locale, shownDates: pageState.dates, form: pageState.form }
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
  // ROOT_ID of src/contract/app-start.ts, written out: only the start script may import that module (build/chunks.ts).
  const container = document.getElementById('root')!;
  if (pageState && container.firstElementChild) {
    // The server's HTML is on screen already: the start script runs the app once it has painted (src/start.ts).
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page in one task (a tap still hydrates its target at once).
    startTransition(() => void hydrateRoot(container, app));
  }
  // The app shell has nothing on screen to keep responsive: its first render is one task, not a
  // transition's slices with the browser's other work let in between them.
  else createRoot(container).render(app);
  if (pageState) {
    // Reading localStorage the first time waits on the browser: not in the task that starts hydration.
    await nextTask();
    await (await savedQueries).restoreQueries(queryClient);
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
void start().finally(() => {
  void import('./app/after-start').then(({ afterStart }) => afterStart(queryClient, { startedFromSavedAnswers }));
});
