/** The audit log: every staff change, written in the same transaction as the change itself. */
import { and, desc, eq, lt } from 'drizzle-orm';
import { readQueryDate, type QueryProblem } from '../../src/contract/date-range';
import { readQueryText } from '../../src/contract/query-text';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actor: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** JSON of a row as it was: dates as ISO text, so `before` and `after` compare as the API shows them. */
const asJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export async function recordAudit(tx: Db, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, before: asJson(entry.before), after: asJson(entry.after), createdAt: now });
}

export interface AuditQuery {
  entity?: string;
  entityId?: string;
  /** Entries older than this instant (the `createdAt` of the last one shown), for the next page. */
  before?: Date;
  limit: number;
}

/** `?entity=&entityId=&before=&limit=` of GET /audit; `before` is a day or an instant in the years of date-range.ts. */
export function parseAuditQuery(query: (name: string) => string | undefined): AuditQuery | { problem: QueryProblem } {
  const before = readQueryDate('before', query('before'), 'dayOrInstant');
  if (!before.ok) return { problem: before };
  const entity = readQueryText('entity', query('entity'), 100);
  if (!entity.ok) return { problem: entity };
  const entityId = readQueryText('entityId', query('entityId'), 2_000);
  if (!entityId.ok) return { problem: entityId };
  const limit = Math.min(Math.max(Number.parseInt(query('limit') ?? '100', 10) || 100, 1), 500);
  return { entity: entity.text, entityId: entityId.text, before: before.date, limit };
}

export async function readAudit(db: Db, query: AuditQuery) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
        query.before ? lt(auditLog.createdAt, query.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(query.limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
