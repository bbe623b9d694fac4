/**
 * Told on `window` when the academy's server answers again after lie-fi (server-probe.ts, or a waiting
 * submission delivered: OutboxBridge.tsx): what waits for
 * `online` (a part of the page whose code could not arrive, lazy-part.tsx) waits for this too, as
 * `online` never comes while the device believes it is online.
 */
export const SERVER_BACK_EVENT = 'academy:server-back';
