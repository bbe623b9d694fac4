/**
 * Secrets every instance must share (the OTP hashing key). Taken from the environment when given;
 * otherwise generated once and kept in app_meta, so instances on one database agree without setup.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './schema';

export async function sharedSecret(db: Db, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(appMeta)
    .values({ key: name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, name));
  return row!.value;
}
