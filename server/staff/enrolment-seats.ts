/**
 * Staff cancel an enrolment (issue 38): its seat, held or offered, goes back to its batch and is offered
 * at once to the first person waiting (server/batches/seats.ts). On the version staff saw (decision 68),
 * in one transaction with the audit entry and the content version (the course page shows the seats).
 */
import { eq, sql } from 'drizzle-orm';
import { cancelSeat, lockBatch } from '../batches/seats';
import type { Db } from '../db/client';
import { enrolments } from '../db/schema';
import { isId } from '../http/respond';
import { bumpContentVersion } from '../reads/content-version';
import { recordAudit } from './audit';
import type { StoreAnswer } from './content-store';
import type { StaffActor } from './roles';
import { conflictBody } from './versions';

const tracked = (r: typeof enrolments.$inferSelect) => ({ id: r.id, seat: r.seat, batchId: r.batchId, version: r.version });

export async function cancelEnrolment(db: Db, id: string, expected: number, actor: StaffActor, now: Date): Promise<StoreAnswer> {
  if (!isId(id)) return { status: 400, body: { success: false, message: 'Invalid enrollment id' } };
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [seen] = await tx.select({ batchId: enrolments.batchId }).from(enrolments).where(eq(enrolments.id, id));
    if (!seen) return { status: 404, body: { success: false, message: 'Enrollment not found' } };
    // The batch first, then the enrolment: the order every change of seats takes (seats.ts), so none waits on another.
    const batch = seen.batchId ? await lockBatch(tx, seen.batchId) : undefined;
    const [row] = await tx.select().from(enrolments).where(eq(enrolments.id, id)).for('update');
    if (!row) return { status: 404, body: { success: false, message: 'Enrollment not found' } };
    if (row.version !== expected)
      return { status: 409, body: { ...conflictBody(expected, row.version, tracked(row)) }, version: row.version };
    if (row.seat === 'cancelled') return { status: 409, body: { success: false, message: 'This enrolment is already cancelled.' } };
    if (batch) await cancelSeat(tx, batch, row, now);
    else await tx.update(enrolments).set({ seat: 'cancelled' }).where(eq(enrolments.id, id));
    const [updated] = await tx
      .update(enrolments)
      .set({ version: sql`${enrolments.version} + 1` })
      .where(eq(enrolments.id, id))
      .returning();
    const after = tracked(updated!);
    await recordAudit(
      tx,
      { actor: actor.identifier, action: 'cancel', entity: 'enrolments', entityId: id, before: tracked(row), after },
      now,
    );
    await bumpContentVersion(tx);
    return { status: 200, body: { success: true, data: after }, version: updated!.version };
  });
}
