import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { prepareDatabase, rowsOf } from '../../server/db/migrate';
import { COURSES } from '../../server/seed/courses';
import { createTestDatabase, onPostgres } from '../support/test-database';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function courseCount(url: string | undefined, dataDir: string | undefined) {
  const database = await openDatabase({ databaseUrl: url, dataDir });
  await prepareDatabase(database, { seed: true });
  const result = await database.db.execute(sql`select count(*)::int as n from courses`);
  await database.close();
  return rowsOf<{ n: number }>(result)[0]!.n;
}

describe('migrate and seed', () => {
  it('seeds the demo content once, however many times the server starts on the same data', async () => {
    const testDb = await createTestDatabase();
    cleanups.push(() => testDb.drop());
    let dataDir: string | undefined;
    if (!onPostgres) {
      // PGlite does not create parent folders; openDatabase must.
      const parent = mkdtempSync(join(tmpdir(), 'academy-db-'));
      cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
      dataDir = join(parent, 'nested', 'pglite');
    }
    expect(await courseCount(testDb.url, dataDir)).toBe(COURSES.length);
    expect(await courseCount(testDb.url, dataDir)).toBe(COURSES.length);
  });
});
