/**
 * Admin tokens (decision 120): what `npm run admin` signs its requests to the staff routes with. A token is
 * made only on the server machine (the command opening the database, or the running server's operator
 * route, server/routes/operator.ts), shown once, and kept here as its SHA-256. It maps to the admin role and
 * to nothing else: no student, no session, no role above admin. The audit log names it
 * `token:<label>#<first 8 of its id>`; revoking it ends it at the next request.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminTokens, type StaffRole } from '../db/schema';
import { isId } from '../http/respond';
import { recordAudit } from './audit';
import type { StoreAnswer } from './content-store';

/** The role every token acts with: never more. */
export const TOKEN_ROLE: StaffRole = 'admin';
/** What the audit log names as the maker of a token: whoever has a shell on the server machine. */
export const OPERATOR = 'operator';
/** Recognisable in a leaked paste or a secret scanner's rules. */
const PREFIX = 'csa_admin_';
const LAST_USED_STEP_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** How the audit log and `GET /api/staff/me` name a token. */
export const tokenActor = (row: { id: string; label: string }) => `token:${row.label}#${row.id.slice(0, 8)}`;

const view = (row: typeof adminTokens.$inferSelect) => ({
  id: row.id,
  label: row.label,
  actor: tokenActor(row),
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});
export type AdminTokenView = ReturnType<typeof view>;

/** Makes a token; the answer carries it in plain text, the only time it exists outside the holder's hands. */
export async function createAdminToken(db: Db, label: string, actor: string, now: Date): Promise<StoreAnswer> {
  const token = PREFIX + randomBytes(32).toString('base64url');
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .insert(adminTokens)
      .values({ label, tokenHash: hashOf(token), createdBy: actor, createdAt: now })
      .returning();
    const after = view(row!);
    await recordAudit(tx, { actor, action: 'add', entity: 'admin-token', entityId: row!.id, before: null, after }, now);
    return { status: 201, body: { success: true, data: { ...after, token } } };
  });
}

export async function listAdminTokens(db: Db): Promise<AdminTokenView[]> {
  const rows = await db.select().from(adminTokens).orderBy(asc(adminTokens.createdAt));
  return rows.map(view);
}

/** Revokes a token (again is fine: the answer says when it was). */
export async function revokeAdminToken(db: Db, id: string, actor: string, now: Date): Promise<StoreAnswer> {
  if (!isId(id)) return { status: 400, body: { success: false, message: 'Invalid admin token id' } };
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select().from(adminTokens).where(eq(adminTokens.id, id)).for('update');
    if (!row) return { status: 404, body: { success: false, message: 'Admin token not found' } };
    if (row.revokedAt) return { status: 200, body: { success: true, data: view(row) } };
    const [revoked] = await tx.update(adminTokens).set({ revokedAt: now }).where(eq(adminTokens.id, id)).returning();
    await recordAudit(tx, { actor, action: 'revoke', entity: 'admin-token', entityId: id, before: view(row), after: view(revoked!) }, now);
    return { status: 200, body: { success: true, data: view(revoked!) } };
  });
}

export const TOKEN_MISSING = 'Send an admin token as "Authorization: Bearer <token>" (npm run admin -- token).';
export const TOKEN_UNKNOWN = 'This admin token is not known here: make one with npm run admin -- token on the server machine.';
export const TOKEN_REVOKED = 'This admin token was revoked: make a new one with npm run admin -- token on the server machine.';

export type TokenCheck = { ok: true; actor: string; role: StaffRole } | { ok: false; message: string };

/** The token an Authorization header carries, as an actor with the admin role, or why not. */
export async function checkAdminToken(db: Db, header: string, now: Date): Promise<TokenCheck> {
  const match = /^Bearer +(\S{1,200})\s*$/i.exec(header);
  if (!match) return { ok: false, message: TOKEN_MISSING };
  const [row] = await db
    .select()
    .from(adminTokens)
    .where(eq(adminTokens.tokenHash, hashOf(match[1]!)));
  if (!row) return { ok: false, message: TOKEN_UNKNOWN };
  if (row.revokedAt) return { ok: false, message: TOKEN_REVOKED };
  await db
    .update(adminTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(adminTokens.id, row.id),
        or(isNull(adminTokens.lastUsedAt), lt(adminTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_STEP_MS))),
      ),
    );
  return { ok: true, actor: tokenActor(row), role: TOKEN_ROLE };
}
