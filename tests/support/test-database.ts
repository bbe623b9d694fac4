/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database inside the
 * PostgreSQL cluster named by DATABASE_URL (created here, dropped by `drop`).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** undefined means PGlite in memory. */
  url: string | undefined;
  drop(): Promise<void>;
}

export const onPostgres = Boolean(process.env.DATABASE_URL);

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
