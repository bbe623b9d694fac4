/**
 * This device's Web Push subscription for reminders (issue 21): asked for only when the student opts
 * in, with the server's VAPID key, and sent to the server as one of the student's devices.
 */
import { pushPublicKey, saveDevice } from '../../api/queries-me';
import { base64UrlBytes } from '../../lib/base64url';

/** Push needs a service worker, the Push API and notifications; where one is missing the control is hidden. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
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
