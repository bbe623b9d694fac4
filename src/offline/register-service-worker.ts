/**
 * Registers the service worker (workbox-window loads only here, after the first render), offers a
 * waiting update with a Reload action, checks for updates hourly and when the tab comes back, and
 * reloads exactly once when the new worker takes control.
 */
const UPDATE_CHECK_MS = 60 * 60_000;

export async function registerServiceWorker(offerUpdate: (apply: () => void) => void): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };

  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      wb.addEventListener('controlling', reloadOnce);
      wb.messageSkipWaiting();
    });
  });
  // Another tab pressed Reload: this tab runs old code under the new worker; offer the same reload.
  wb.addEventListener('controlling', (event) => {
    if (event.isExternal && !reloading) offerUpdate(reloadOnce);
  });

  await wb.register();
  window.setInterval(() => void wb.update(), UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void wb.update());
}
