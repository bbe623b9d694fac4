/**
 * This device for an owner's daily digest (issue 39): the same Web Push subscription as a student's
 * reminders (features/sessions/push-reminders.ts), sent to the same endpoint, from the console's own code
 * (the reminders' module is another feature's; the API's My learning client would widen a shared chunk).
 */
import { apiRequest } from '../../../api/http';
import type { DataBody } from '../../../contract/envelopes';
import { ME_PATHS } from '../../../contract/my-learning';
import { base64UrlBytes } from '../../../lib/base64url';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** 'denied': the person (or the browser) refused notifications; nothing was subscribed. */
export async function subscribeForDigest(): Promise<'subscribed' | 'denied'> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const [registration, key] = await Promise.all([
    navigator.serviceWorker.ready,
    apiRequest<DataBody<{ publicKey: string }>>(ME_PATHS.pushPublicKey).then((answer) => answer.data.publicKey),
  ]);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(key) }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave a subscription without keys');
  await apiRequest(ME_PATHS.pushSubscriptions, { method: 'POST', body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } });
  return 'subscribed';
}
