/**
 * What every form and the outbox say to the person (SPEC §8). A module of its own: the shell shows some of it
 * in the first load of `/`, which should not carry every form's labels (forms.ts).
 */
import { DELIVERED_WHILE_TAB_OFFLINE, UNREACHABLE } from './banner-words';

export const FORMS = {
  /** Only when the device itself says it is offline (`navigator.onLine` false). */
  queued: "Saved — it will be sent when you're back online",
  unreachable: UNREACHABLE,
  deliveredWhileTabOffline: DELIVERED_WHILE_TAB_OFFLINE,
  problems: (count: number) => `Fields that need your attention: ${count}.`,
  /** True whoever delivered it (this page, or the service worker while the page itself was offline). */
  delivered: (label: string) => `${label} sent: it has reached us.`,
  deliveredWhileAway: (label: string) => `${label} sent while the app was closed: it has reached us.`,
  optional: '(optional)',
  busy: { sendOtp: 'Sending OTP...', verify: 'Verifying...', send: 'Sending...', enrol: 'Enrolling...', register: 'Registering...' },
} as const;
