/**
 * Registers the service worker, offers a waiting update with a Reload action, checks for updates hourly
 * and when the tab comes back, and reloads every open tab once when a new worker takes control.
 *
 * The platform's own events, not workbox-window: workbox-window decides whether a waiting worker is
 * "its own" by the time since this tab registered (60 s), so a tab opened shortly before an update
 * offered a Reload that did nothing (issue 15). Here any tab finds the waiting worker on the
 * registration itself, and every tab that was already controlled reloads on `controllerchange`.
 */
import { lightOnData } from '../lib/data-saving';
import { CACHE_CODE } from './drop-message';

const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * On Save-Data or 2G the worker's install keeps only the shell (decision 125): the code this page loaded
 * goes to it once it is active, so that this screen opens offline; other screens are kept as they are used.
 */
async function sendLoadedCode(container: ServiceWorkerContainer): Promise<void> {
  const ready = await container.ready;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/assets/'));
  ready.active?.postMessage({ type: CACHE_CODE, urls });
}
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

export async function registerServiceWorker(offerUpdate: (apply: () => void) => void): Promise<void> {
  // Some browsers name the property but leave it empty (private modes, or service workers blocked).
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container) return;
  // The first install takes control of an uncontrolled page (clientsClaim): that is no update, no reload.
  let controlled = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });

  // Refused (blocked by policy or an extension, or an insecure origin): the app works without offline support.
  const registration: ServiceWorkerRegistration | undefined = await container.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (!registration) return;
  if (lightOnData()) void sendLoadedCode(container);
  const apply = () => {
    // Whichever tab's Reload is pressed, the worker waiting now is the one to activate.
    const waiting = registration.waiting;
    if (waiting) waiting.postMessage(SKIP_WAITING);
    else window.location.reload(); // already activated by another tab: this tab just needs the new code
  };
  // Only a waiting worker that would replace the active one is an update: never the first install itself.
  const offerIfWaiting = () => {
    const { waiting, active } = registration;
    if (waiting && active && waiting !== active && container.controller) offerUpdate(apply);
  };
  // Asking while a worker is still installing or waiting made WebKit install the same script a second
  // time, which then waited and was offered as a new version on a first visit (issue 33).
  const checkForUpdate = () => {
    if (registration.installing || registration.waiting || !registration.active) return;
    void registration.update().catch(() => undefined);
  };
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => installing.state === 'installed' && offerIfWaiting());
  });
  offerIfWaiting();

  window.setInterval(checkForUpdate, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}
