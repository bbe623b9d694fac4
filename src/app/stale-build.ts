/**
 * A tab still running an older build after a deploy asks for chunks that are gone from the server; Vite
 * reports that as `vite:preloadError`. Reloading once brings the new build. An import also fails when the
 * connection drops in the middle of the file (a tunnel, lie-fi) while the file is still there: a reload
 * then brings nothing new and throws away what the person was doing (a download's progress, a dialog).
 * So the file that failed is asked for again, and only the server's own "gone" reloads. Offline, or with
 * the server out of reach, nothing reloads: a reload would only show the browser's error page, and every
 * screen and part has its own "couldn't load" state that tries again when the connection returns. Never
 * in a loop: a second failure within a minute of the last reload is left to that state too (decision 189).
 */
import { failedFile, fileGone } from './failed-file';

const RELOADED_AT_KEY = 'codesmart-stale-build-reload';
const LOOP_GUARD_MS = 60_000;

export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return;
    try {
      const last = Number(sessionStorage.getItem(RELOADED_AT_KEY)) || 0;
      if (Date.now() - last < LOOP_GUARD_MS) return;
    } catch {
      return; // without sessionStorage a loop could not be ruled out
    }
    // The import fails as it would without us; the page reloads only if the server says the file is gone.
    // Where the error names no file (Safari), this build's own code stands for it: gone after a deploy too.
    const file = failedFile(event.payload, window.location.href, import.meta.url);
    void fileGone(file).then((gone) => {
      if (!gone) return;
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
      window.location.reload();
    });
  });
}
