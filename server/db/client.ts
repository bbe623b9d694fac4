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
  // A database that does not answer a connection within 5 s is away (503, decision 96), not waited for forever.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  surviveLostConnections(pool);
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

/**
 * The database going away under a checked-out client (decision 96). Its 'error' event has no listener
 * then (the query's own promise reports the failure), which would end the process; and Drizzle's
 * transaction never releases a client whose BEGIN failed, so each such client would hold a place in the
 * pool for good, until every request waited for one. A checked-out client whose connection ends is
 * released (and so dropped) at once; a later release of it by its user does nothing.
 */
function surviveLostConnections(pool: pg.Pool) {
  pool.on('connect', (client) => client.on('error', () => undefined));
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  const releasedWhenEnded = (client: pg.PoolClient) => {
    const release = client.release;
    let released = false;
    const releaseOnce = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('end', onEnd);
      release(err);
    };
    const onEnd = () => releaseOnce(new Error('the connection to the database ended'));
    client.once('end', onEnd);
    client.release = releaseOnce;
    return client;
  };
  // pool.query checks out with a callback and releases for itself; only the promise form (Drizzle's) is guarded.
  pool.connect = ((callback?: unknown) => (callback ? connect(callback) : connect()!.then(releasedWhenEnded))) as typeof pool.connect;
}
