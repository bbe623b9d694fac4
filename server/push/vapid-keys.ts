/**
 * The server's VAPID key pair (RFC 8292): made at the first start and kept in app_meta as one row, so
 * every instance on the database signs with the same key and browsers' subscriptions stay valid across
 * restarts. One JSON row, not two: two instances starting at once cannot end up with halves of two pairs.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const META_KEY = 'vapid_keys';

export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  await db
    .insert(appMeta)
    .values({ key: META_KEY, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  const keys = JSON.parse(row!.value) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') throw new Error('app_meta.vapid_keys is not a key pair');
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** Reads (or makes) the pair once per process; a failed read is tried again at the next use. */
export class VapidKeyStore {
  private pending: Promise<VapidKeys> | undefined;
  constructor(private readonly db: Db) {}

  get(): Promise<VapidKeys> {
    this.pending ??= loadVapidKeys(this.db).catch((err: unknown) => {
      this.pending = undefined;
      throw err;
    });
    return this.pending;
  }
}
