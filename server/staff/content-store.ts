/**
 * Reads and writes of the console's content. Every write runs in one transaction with its audit entry
 * and `bumpContentVersion`, so the public reads, the pages and every instance move to the new content at
 * the commit (decision 67); a write made on a stale version writes nothing (decision 68).
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/client';
import { isId } from '../http/respond';
import { refreshPreview } from '../previews/preview-store';
import { bumpContentVersion } from '../reads/content-version';
import { recordAudit } from './audit';
import type { KindDefinition, Values } from './content-kinds';
import type { StaffActor } from './roles';
import { conflictBody } from './versions';

export interface StoreAnswer {
  status: ContentfulStatusCode;
  body: Record<string, unknown>;
  /** The record's version after the operation, sent as its ETag. */
  version?: number;
}

const notFound = (def: KindDefinition): StoreAnswer => ({ status: 404, body: { success: false, message: `${def.label} not found` } });
const badId = (def: KindDefinition): StoreAnswer => ({
  status: 400,
  body: { success: false, message: `Invalid ${def.label.toLowerCase()} id` },
});
const invalid = (errors: Record<string, string>): StoreAnswer => ({
  status: 400,
  body: { success: false, message: 'Please correct the highlighted fields.', errors },
});

function orderOf(def: KindDefinition) {
  const table = def.table;
  if ('position' in table) return asc(table.position);
  return 'startsOn' in table ? asc(table.startsOn) : asc(table.startsAt);
}

async function view(db: Db, def: KindDefinition, row: Values & { id: string }): Promise<Values> {
  return def.children ? { ...row, ...(await def.children.load(db, row.id)) } : row;
}

export async function listRecords(db: Db, def: KindDefinition): Promise<Values[]> {
  if (def.list) return def.list(db);
  const rows = await db.select().from(def.table).orderBy(orderOf(def));
  return rows as Values[];
}

export async function readRecord(db: Db, def: KindDefinition, id: string): Promise<StoreAnswer> {
  if (!isId(id)) return badId(def);
  const [row] = await db.select().from(def.table).where(eq(def.table.id, id));
  if (!row) return notFound(def);
  return { status: 200, body: { success: true, data: await view(db, def, row) }, version: row.version };
}

/** Runs a write in a transaction; a database refusal of the values (unknown mentor, a slug in use) becomes a 4xx. */
async function writing(db: Db, def: KindDefinition, work: (tx: Db) => Promise<StoreAnswer>): Promise<StoreAnswer> {
  try {
    return await db.transaction((tx) => work(tx as unknown as Db));
  } catch (err) {
    const code = pgCode(err);
    const broken = code === '23514' ? def.checks?.[pgConstraint(err) ?? ''] : undefined;
    if (broken) return invalid(broken);
    if (code === '23505')
      return { status: 409, body: { success: false, message: `Another ${def.label.toLowerCase()} already uses that value.` } };
    if (code === '23503') return invalid({ body: 'A linked record (mentor or course) does not exist.' });
    throw err;
  }
}

function pgConstraint(err: unknown): string | undefined {
  for (let e = err as { constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}

function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^\d{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export async function createRecord(db: Db, def: KindDefinition, body: Values, actor: StaffActor, now: Date): Promise<StoreAnswer> {
  const values = def.values(body);
  if ('error' in values) return invalid(values.error as Record<string, string>);
  return writing(db, def, async (tx) => {
    // A new record is a draft: visitors see it once someone publishes it.
    const [row] = await tx
      .insert(def.table)
      .values({ ...values, published: false } as typeof def.table.$inferInsert)
      .returning();
    await def.children?.replace(tx, row!.id, body);
    const after = await view(tx, def, row!);
    await recordAudit(tx, { actor: actor.identifier, action: 'create', entity: def.kind, entityId: row!.id, before: null, after }, now);
    await bumpContentVersion(tx);
    return { status: 201, body: { success: true, data: after }, version: row!.version };
  });
}

/**
 * The one path of every change to an existing record: lock it, compare versions, change it, log it.
 * `change` returns the row values to set, or an answer that refuses the change.
 */
async function changeRecord(
  db: Db,
  def: KindDefinition,
  id: string,
  expected: number,
  action: string,
  actor: StaffActor,
  now: Date,
  change: (tx: Db, before: Values) => Promise<Values | StoreAnswer | 'delete'>,
): Promise<StoreAnswer> {
  if (!isId(id)) return badId(def);
  return writing(db, def, async (tx) => {
    const [row] = await tx.select().from(def.table).where(eq(def.table.id, id)).for('update');
    if (!row) return notFound(def);
    const before = await view(tx, def, row);
    if (row.version !== expected) return { status: 409, body: { ...conflictBody(expected, row.version, before) }, version: row.version };
    const outcome = await change(tx, before);
    if (isAnswer(outcome)) return outcome;
    let after: Values | null = null;
    let version: number | undefined;
    if (outcome === 'delete') {
      await tx.delete(def.table).where(eq(def.table.id, id));
    } else {
      const [updated] = await tx
        .update(def.table)
        .set({ ...outcome, version: sql`${def.table.version} + 1` })
        .where(eq(def.table.id, id))
        .returning();
      await def.afterChange?.(tx, id, now);
      // Drawn at publish time (issue 38): a link shared a moment later has its picture; a failure draws it on first use instead.
      if (updated!.published) await tx.transaction((sp) => refreshPreview(sp as unknown as Db, def.kind, id)).catch(() => undefined);
      after = await view(tx, def, updated!);
      version = updated!.version;
    }
    await recordAudit(tx, { actor: actor.identifier, action, entity: def.kind, entityId: id, before, after }, now);
    await bumpContentVersion(tx);
    return { status: 200, body: { success: true, data: after ?? { id, deleted: true } }, version };
  });
}

const isAnswer = (v: Values | StoreAnswer | 'delete'): v is StoreAnswer => typeof v === 'object' && 'status' in v && 'body' in v;

export function replaceRecord(db: Db, def: KindDefinition, id: string, expected: number, body: Values, actor: StaffActor, now: Date) {
  const values = def.values(body);
  if ('error' in values) return Promise.resolve(invalid(values.error as Record<string, string>));
  return changeRecord(db, def, id, expected, 'update', actor, now, async (tx) => {
    await def.children?.replace(tx, id, body);
    return values;
  });
}

export function publishRecord(db: Db, def: KindDefinition, id: string, expected: number, published: boolean, actor: StaffActor, now: Date) {
  return changeRecord(db, def, id, expected, published ? 'publish' : 'unpublish', actor, now, async () => ({ published }));
}

export function deleteRecord(db: Db, def: KindDefinition, id: string, expected: number, actor: StaffActor, now: Date) {
  return changeRecord(db, def, id, expected, 'delete', actor, now, async (tx) => {
    const refusal = await def.deleteRefusal?.(tx, id);
    return refusal ? { status: 409, body: { success: false, message: refusal } } : 'delete';
  });
}
