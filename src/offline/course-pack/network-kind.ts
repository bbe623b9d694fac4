/**
 * Wi-Fi or not, where the browser can tell (the Network Information API's `type`: Chrome on Android and
 * ChromeOS; desktop browsers and Safari do not say). "Only on Wi-Fi" is offered only where it can.
 */
interface NetworkInformation extends EventTarget {
  type?: string;
  saveData?: boolean;
}

const connection = (): NetworkInformation | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** The browser says which kind of network the device is on. */
export const canTellWifi = (): boolean => typeof connection()?.type === 'string';

/** Wi-Fi (or a cable): what "Only on Wi-Fi" waits for. Unknown counts as not, where the browser can tell. */
export const onWifi = (): boolean => {
  const type = connection()?.type;
  return type === 'wifi' || type === 'ethernet';
};

/**
 * Whether automatic updates may run now: on Wi-Fi where the browser can tell; elsewhere (a laptop, a
 * desktop) unless Data Saver is on (decision 163).
 */
export const mayUpdateByItself = (): boolean => (canTellWifi() ? onWifi() : !connection()?.saveData);

/** Calls `changed` when the kind of network changes; returns the way to stop. */
export function onNetworkChange(changed: () => void): () => void {
  const info = connection();
  info?.addEventListener('change', changed);
  return () => info?.removeEventListener('change', changed);
}
