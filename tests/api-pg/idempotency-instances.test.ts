/**
 * Exactly-once must hold across server instances: it rests on the database's primary key, not on
 * process memory. Two app instances, each with its own pool, share one PostgreSQL database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { countRows } from '../support/api-helpers';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

let testDb: TestDatabase | undefined;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  await testDb?.drop();
});

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  it('receiving the same key at the same moment write one row per key', async () => {
    testDb = await createTestDatabase();
    servers.push(await startTestServer({ databaseUrl: testDb.url }), await startTestServer({ databaseUrl: testDb.url }));
    const [a, b] = servers as [TestServer, TestServer];
    const ROUNDS = 40;
    const before = await countRows(a, 'contact_messages');
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const headers = { 'Idempotency-Key': randomUUID() };
      const body = { name: `Twin ${round}`, email: 'twin@example.com', phone: '9876543210', message: 'Sent to two instances at once.' };
      const answers = await Promise.all([
        a.post('/api/contact', body, headers),
        b.post('/api/contact', body, headers),
        a.post('/api/contact', body, headers),
      ]);
      statuses.push(...answers.map((r) => r.status));
    }
    expect(await countRows(a, 'contact_messages')).toBe(before + ROUNDS);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(ROUNDS);
    for (const s of statuses) expect([201, 409]).toContain(s);
  });
});
