/**
 * Several server instances starting at the same moment against one empty PostgreSQL database must
 * all come up, and the database must hold one copy of the demo content (advisory lock around
 * migrate + seed). PostgreSQL only: PGlite is one process's database by nature.
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { COURSES } from '../../server/seed/courses';
import { MENTORS } from '../../server/seed/mentors';
import { TESTIMONIALS } from '../../server/seed/testimonials';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/test-database';

const INSTANCES = 3;
const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
const instances: ServerProcess[] = [];
let testDb: TestDatabase | undefined;

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await testDb?.drop();
});

async function startInstance(databaseUrl: string): Promise<string> {
  const instance = await startServerProcess({ DATABASE_URL: databaseUrl });
  instances.push(instance);
  return instance.baseUrl;
}

describe.skipIf(!onPostgres)('three instances starting together on one empty PostgreSQL', () => {
  it('all come up and the database holds exactly one copy of the demo content', async () => {
    testDb = await createTestDatabase();
    const urls = await Promise.all(Array.from({ length: INSTANCES }, () => startInstance(testDb!.url!)));
    for (const url of urls) {
      const res = await fetch(`${url}/api/courses/all`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(COURSES.length);
    }
    const client = new pg.Client({ connectionString: testDb.url });
    await client.connect();
    try {
      const count = async (table: string) => (await client.query(`select count(*)::int as n from ${table}`)).rows[0].n as number;
      expect(await count('courses')).toBe(COURSES.length);
      expect(await count('trainers')).toBe(MENTORS.length);
      expect(await count('testimonials')).toBe(TESTIMONIALS.length);
      expect(await count('session_categories')).toBe(4);
      expect(await count('schema_migrations')).toBe(readMigrationFiles({ migrationsFolder: MIGRATIONS }).length);
      const meta = await client.query(`select key from app_meta order by key`);
      // One seed marker, one shared OTP secret and one VAPID key pair, however many instances raced to create them.
      expect(meta.rows.map((r) => r.key)).toEqual(['demo_seeded_at', 'otp_secret', 'vapid_keys']);
    } finally {
      await client.end();
    }
  });
});
