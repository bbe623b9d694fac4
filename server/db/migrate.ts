/**
 * Brings the schema up to date and seeds the demo content once, under a PostgreSQL advisory lock:
 * several instances starting together against one empty database then migrate and seed exactly once.
 */
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database, Db } from './client';
import { seedDemoContent } from '../seed/seed';
import { bumpContentVersion } from '../reads/content-version';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant unique to this application; advisory locks are keyed by a bigint. */
const MIGRATION_LOCK_KEY = 73_110_2025;

export interface PrepareOptions {
  seed: boolean;
  now?: Date;
}

export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<void> {
  await database.withSingleConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await applyMigrations(db);
      // Content written here is content like any other: instances already serving must see it.
      if (options.seed && (await seedDemoContent(db, options.now ?? new Date()))) await bumpContentVersion(db);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}

/**
 * Drizzle's own migrators are per driver; this one runs the same committed migration files through
 * the shared query API, so PGlite and PostgreSQL follow one code path and one bookkeeping table.
 */
async function applyMigrations(db: Db): Promise<void> {
  await db.execute(sql`create table if not exists schema_migrations (
    hash text primary key,
    created_at bigint not null,
    applied_at timestamptz not null default now()
  )`);
  const applied = await db.execute(sql`select hash from schema_migrations`);
  const done = new Set(rowsOf<{ hash: string }>(applied).map((r) => r.hash));
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER })) {
    if (done.has(migration.hash)) continue;
    await db.transaction(async (tx) => {
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
    });
  }
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too, but typed differently by Drizzle. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** How many committed migrations this database has not applied (readiness: 0 means the schema is current). */
export async function pendingMigrations(db: Db): Promise<number> {
  const applied = await db.execute(sql`select hash from schema_migrations`);
  const done = new Set(rowsOf<{ hash: string }>(applied).map((r) => r.hash));
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).filter((m) => !done.has(m.hash)).length;
}
