/**
 * A tab still running an older build after a deploy asks for chunks that are gone from the server; Vite
 * reports that as `vite:preloadError`. Reloading once brings the new build. Never in a loop: a second
 * failure within a minute of the last reload is left to the screen's own "couldn't load" state, and
 * offline a reload would only show the browser's error page, so the screen's state handles it too.
 */
const RELOADED_AT_KEY = 'codesmart-stale-build-reload';
const LOOP_GUARD_MS = 60_000;

export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!navigator.onLine) return;
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(RELOADED_AT_KEY)) || 0;
      if (Date.now() - last < LOOP_GUARD_MS) return;
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    } catch {
      return; // without sessionStorage a loop could not be ruled out
    }
    event.preventDefault();
    window.location.reload();
  });
}
