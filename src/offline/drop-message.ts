/** Messages the page sends the service worker (sw/sw.ts answers them). */

/**
 * The page tells the service worker which records a list it just had from the server still has, so the
 * worker drops its saved answers of the others (pages the academy unpublished or deleted).
 */
export const DROP_UNLISTED = 'DROP_UNLISTED';

export interface DropUnlistedMessage {
  type: typeof DROP_UNLISTED;
  /** A key of the contract's READS whose pattern ends in `/:id`. */
  read: string;
  keep: string[];
}

/** A light install's page tells the worker which code files it loaded before the worker took over (decision 125). */
export const CACHE_CODE = 'CACHE_CODE';
