/**
 * Staff membership (decision 66): added by an admin in the console, or by `npm run admin -- staff add` for
 * the first admin (the same route, signed with an admin token: decision 120). An identifier is a 10-digit
 * mobile number or an e-mail (kept in lower case).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffRoleName } from '../../src/contract/staff';
import type { Db } from '../db/client';
import { staffMembers, students } from '../db/schema';
import { isId } from '../http/respond';
import { recordAudit } from './audit';
import type { StoreAnswer } from './content-store';
import { conflictBody } from './versions';

const TEN_DIGITS = /^\d{10}$/;

export function normaliseIdentifier(identifier: string): { identifier: string; kind: 'mobile' | 'email' } {
  const trimmed = identifier.trim();
  return TEN_DIGITS.test(trimmed) ? { identifier: trimmed, kind: 'mobile' } : { identifier: trimmed.toLowerCase(), kind: 'email' };
}

const view = (m: typeof staffMembers.$inferSelect) => ({ ...m, createdAt: m.createdAt.toISOString() });

/** Every member, and for one added by e-mail whether someone has proven the address yet (decision 92). */
export async function listStaffMembers(db: Db) {
  const rows = await db
    .select({
      member: staffMembers,
      confirmed: sql<boolean>`${staffMembers.kind} = 'mobile' or exists (select 1 from ${students} where ${students.confirmedEmail} = ${staffMembers.identifier})`,
    })
    .from(staffMembers)
    .orderBy(asc(staffMembers.createdAt));
  return rows.map((r) => ({ ...view(r.member), confirmed: Boolean(r.confirmed) }));
}

/** Adds a member, or changes the role of one already listed (so the command can be run twice). */
export async function addStaffMember(
  db: Db,
  input: { identifier: string; role: StaffRoleName },
  actor: string,
  now: Date,
): Promise<StoreAnswer> {
  const { identifier, kind } = normaliseIdentifier(input.identifier);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // Two admins adding the same person at once: the second waits here instead of failing on the unique index.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'staff:' + identifier}))`);
    const [existing] = await tx
      .select()
      .from(staffMembers)
      .where(sql`lower(${staffMembers.identifier}) = ${identifier}`);
    if (existing && existing.role === input.role)
      return { status: 200, body: { success: true, data: view(existing) }, version: existing.version };
    const [row] = existing
      ? await tx
          .update(staffMembers)
          .set({ role: input.role, version: sql`${staffMembers.version} + 1` })
          .where(eq(staffMembers.id, existing.id))
          .returning()
      : await tx.insert(staffMembers).values({ identifier, kind, role: input.role, addedBy: actor, createdAt: now }).returning();
    await recordAudit(
      tx,
      {
        actor,
        action: existing ? 'role' : 'add',
        entity: 'staff',
        entityId: row!.id,
        before: existing ? view(existing) : null,
        after: view(row!),
      },
      now,
    );
    return { status: existing ? 200 : 201, body: { success: true, data: view(row!) }, version: row!.version };
  });
}

/** Removes a member; the last admin stays, or no one could ever add staff again without the command line. */
export async function removeStaffMember(db: Db, id: string, expected: number | null, actor: string, now: Date): Promise<StoreAnswer> {
  if (!isId(id)) return { status: 400, body: { success: false, message: 'Invalid staff member id' } };
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:admins'))`);
    const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
    if (!row) return { status: 404, body: { success: false, message: 'Staff member not found' } };
    if (expected !== null && row.version !== expected) return { status: 409, body: { ...conflictBody(expected, row.version, view(row)) } };
    if (row.role === 'admin') {
      const admins = await tx.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.role, 'admin'));
      if (admins.length <= 1) return { status: 409, body: { success: false, message: 'This is the last admin: add another admin first.' } };
    }
    await tx.delete(staffMembers).where(eq(staffMembers.id, id));
    await recordAudit(tx, { actor, action: 'remove', entity: 'staff', entityId: id, before: view(row), after: null }, now);
    return { status: 200, body: { success: true, data: { id, removed: true } } };
  });
}
