/**
 * What every form and the outbox say to the person (SPEC §8). A module of its own: the shell shows some of it
 * in the first load of `/`, which should not carry every form's labels (forms.ts).
 */
export const FORMS = {
  /** Only when the device itself says it is offline (`navigator.onLine` false). */
  queued: "Saved — it will be sent when you're back online",
  /** Lie-fi: the device says it is online, yet the academy did not answer (issue 33). */
  unreachable: "We can't reach the academy right now — what you submitted is saved and will be sent automatically",
  /**
   * This tab is offline, yet its service worker reached the academy and delivered a form (DevTools' offline
   * switch takes the page offline, not the worker): the banner says so beside the "sent" toast.
   */
  deliveredWhileTabOffline: 'This tab is offline, but the app reached the academy in the background: what you sent has been delivered',
  problems: (count: number) => `Fields that need your attention: ${count}.`,
  /** True whoever delivered it (this page, or the service worker while the page itself was offline). */
  delivered: (label: string) => `${label} sent: it has reached us.`,
  deliveredWhileAway: (label: string) => `${label} sent while the app was closed: it has reached us.`,
  optional: '(optional)',
  busy: { sendOtp: 'Sending OTP...', verify: 'Verifying...', send: 'Sending...', enrol: 'Enrolling...', register: 'Registering...' },
} as const;
