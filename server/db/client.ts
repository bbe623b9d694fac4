/**
 * Opens the database: PGlite (embedded PostgreSQL) by default, a `pg` pool when DATABASE_URL is set.
 * Both give the same Drizzle query API over the same schema, so no query code knows which it runs on.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `work` on one connection, so that a session-level advisory lock covers all of it. */
  withSingleConnection<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * PGlite only: calls `onPayload` for each NOTIFY on `channel`, as the committing call returns (the
   * process owns the database, so it hears every write). PostgreSQL's notices reach other instances
   * later than the writer's answer, so nothing there relies on them.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; undefined keeps PGlite in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // private: decision 95
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  // PGlite is one connection already: the whole database is a single session.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    withSingleConnection: (work) => work(db),
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async withSingleConnection(work) {
      const client = await pool.connect();
      try {
        return await work(drizzlePg(client, { schema }) as unknown as Db);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
