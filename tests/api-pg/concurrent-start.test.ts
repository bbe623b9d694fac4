/**
 * Several server instances starting at the same moment against one empty PostgreSQL database must
 * all come up, and the database must hold one copy of the demo content (advisory lock around
 * migrate + seed). PostgreSQL only: PGlite is one process's database by nature.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { COURSES } from '../../server/seed/courses';
import { MENTORS } from '../../server/seed/mentors';
import { TESTIMONIALS } from '../../server/seed/testimonials';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/test-database';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const INSTANCES = 3;
const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
const children: ChildProcess[] = [];
let testDb: TestDatabase | undefined;

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
  await testDb?.drop();
});

function startInstance(databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', DIST_DIR: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`instance exited with ${code}:\n${output}`)));
  });
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
      // One seed marker and one shared OTP secret, however many instances raced to create them.
      expect(meta.rows.map((r) => r.key)).toEqual(['demo_seeded_at', 'otp_secret']);
    } finally {
      await client.end();
    }
  });
});
