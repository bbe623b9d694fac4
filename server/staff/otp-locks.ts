/**
 * Ending a mobile number's login lockouts (issue 32, finding 6, decision 98): an admin, in the console or
 * with `npm run admin -- unlock <mobile>`, deletes the number's wrong codes (`otp_failures`), from every
 * address. The send limits are left alone: they keep a phone from being flooded with SMS, and pass by
 * themselves within a day. Audited like every staff change.
 */
import { eq } from 'drizzle-orm';
import type { OtpUnlockResult } from '../../src/contract/staff';
import type { Db } from '../db/client';
import { otpFailures } from '../db/schema';
import { recordAudit } from './audit';
import type { StoreAnswer } from './content-store';

export async function unlockMobile(db: Db, mobileNo: string, actor: string, now: Date): Promise<StoreAnswer> {
  const result = await db.transaction(async (txRaw): Promise<OtpUnlockResult> => {
    const tx = txRaw as unknown as Db;
    const cleared = await tx.delete(otpFailures).where(eq(otpFailures.mobileNo, mobileNo)).returning({ id: otpFailures.id });
    await recordAudit(
      tx,
      {
        actor,
        action: 'unlock',
        entity: 'otp-lock',
        entityId: mobileNo,
        before: { wrongCodes: cleared.length },
        after: { wrongCodes: 0 },
      },
      now,
    );
    return { mobileNo, clearedWrongCodes: cleared.length };
  });
  return { status: 200, body: { success: true, data: result } };
}
