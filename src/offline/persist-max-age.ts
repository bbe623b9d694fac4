/** How long saved query data is kept and trusted: a week (the cache's gcTime follows it). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3_600_000;
