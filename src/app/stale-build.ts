/**
 * A tab still running an older build after a deploy asks for chunks that are gone from the server; Vite
 * reports that as `vite:preloadError`. Reloading once brings the new build. Never in a loop: a second
 * failure within a minute of the last reload is left to the screen's own "couldn't load" state, and
 * offline a reload would only show the browser's error page, so the screen's state handles it too. So
 * under lie-fi (online, the server out of reach: issue 33): it reloads only once the server answers.
 */
import { askServer } from '../offline/ask-server';

const RELOADED_AT_KEY = 'codesmart-stale-build-reload';
const LOOP_GUARD_MS = 60_000;

export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', () => {
    if (!navigator.onLine) return;
    try {
      const last = Number(sessionStorage.getItem(RELOADED_AT_KEY)) || 0;
      if (Date.now() - last < LOOP_GUARD_MS) return;
    } catch {
      return; // without sessionStorage a loop could not be ruled out
    }
    // The import fails as it would without us (every screen and part has its stand-in for that), and the
    // page reloads once the server is seen to answer: a reload into an unreachable server is an error page.
    void askServer().then((answered) => {
      if (!answered) return;
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
      window.location.reload();
    });
  });
}
