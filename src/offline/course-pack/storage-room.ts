/**
 * Room on the device (decision 162): what the browser says this site uses and may use
 * (`navigator.storage.estimate()`), and whether a download fits while leaving room for the catalogue's
 * caches and the outbox, which a download never pushes out.
 */
export interface StorageUse {
  usage: number;
  quota: number;
}

/** Kept free for the catalogue, saved pages and forms: 10 MB, or a tenth of a small quota. */
export const reserveFor = (quota: number) => Math.min(10 * 1024 * 1024, Math.floor(quota / 10));

export async function storageUse(): Promise<StorageUse | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  try {
    const { usage = 0, quota = 0 } = await navigator.storage.estimate();
    return { usage, quota };
  } catch {
    return null;
  }
}

/** How many bytes a download may still take (null: the browser does not say). */
export const roomLeft = (use: StorageUse | null): number | null =>
  use ? Math.max(0, use.quota - use.usage - reserveFor(use.quota)) : null;

/** The browser refused to store more: a full disk or the site's quota. */
export function isQuotaError(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    ((err as { name?: unknown }).name === 'QuotaExceededError' || (err as { code?: unknown }).code === 22)
  );
}

export class NoRoomError extends Error {
  constructor(
    readonly needed: number,
    readonly free: number | null,
  ) {
    super('Not enough room on this device');
    this.name = 'NoRoomError';
  }
}
