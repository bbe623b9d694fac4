/** A session page's reminders subscribe this device as the staff digest does: one module, in offline/. */
export { pushSupported, subscribeThisDevice } from '../../offline/push-device';
