/**
 * This device's Web Push subscription (issue 21's reminders, issue 39's staff digest): asked for only when
 * the person opts in, with the server's VAPID key, and sent to the server as one of their devices.
 */
import { pushPublicKey, saveDevice } from '../api/queries-me';

/** Push needs a service worker, the Push API and notifications; where one is missing the control is hidden. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** 'denied': the person (or the browser) refused notifications; nothing was subscribed. */
export async function subscribeThisDevice(): Promise<'subscribed' | 'denied'> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const [registration, key] = await Promise.all([navigator.serviceWorker.ready, pushPublicKey()]);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(key) }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a subscription without keys');
  await saveDevice({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
  return 'subscribed';
}
