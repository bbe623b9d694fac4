/**
 * The offline banner's own sentences (src/app/OfflineBanner.tsx). A module of their own: the banner is in every first
 * load, and importing them from form-words.ts put every form's words in the entry too.
 */
/** Lie-fi: the device says it is online, yet the academy did not answer (issue 33); the banner's and /pending's words. */
export const UNREACHABLE = "We can't reach the academy right now — what you submitted is saved and will be sent automatically";
/**
 * This tab is offline, yet its service worker reached the academy and delivered a form (DevTools' offline
 * switch takes the page offline, not the worker): the banner says so beside the "sent" toast.
 */
export const DELIVERED_WHILE_TAB_OFFLINE =
  'This tab is offline, but the app reached the academy in the background: what you sent has been delivered';
