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
