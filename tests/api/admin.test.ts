import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand, startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/test-database';

const ADMIN = ['--import', 'tsx', 'scripts/admin.ts'];
let server: ServerProcess | undefined;
let testDb: TestDatabase | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'academy-admin-'));
afterAll(async () => {
  await server?.stop();
  await testDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function postContact(baseUrl: string, name: string) {
  const res = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      name,
      email: 'parent@example.com',
      phone: '9876543210',
      message: 'Does the course have weekend batches, "and" fees, in instalments?',
    }),
  });
  expect(res.status).toBe(201);
}

describe('npm run admin', () => {
  it('prints contact messages as table, csv and json; through the running server and directly', async () => {
    testDb = await createTestDatabase();
    // DATA_DIR on PostgreSQL too: the command keeps its admin token there (decision 120).
    const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: testDb.url ?? '' };
    server = await startServerProcess(env);
    await postContact(server.baseUrl, 'Meena Kulkarni');

    const table = await runCommand([...ADMIN, 'contacts'], env);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^sentAt\s+name\s+email\s+phone\s+message/m);
    expect(table.stdout).toContain('Meena Kulkarni');
    expect(table.stdout).toContain('(1 rows)');

    // With the server stopped, the command opens the database itself.
    await server.stop();
    const csv = await runCommand([...ADMIN, 'contacts', '--format', 'csv'], env);
    expect(csv.code).toBe(0);
    const lines = csv.stdout.trim().split('\r\n');
    expect(lines[0]).toBe('sentAt,name,email,phone,message');
    expect(lines[1]).toContain(
      ',Meena Kulkarni,parent@example.com,9876543210,"Does the course have weekend batches, ""and"" fees, in instalments?"',
    );

    // The demo's enrolments: a full batch's ten seats and three waiting (decision 140), each with its batch and seat.
    const json = await runCommand([...ADMIN, 'enrollments', '--format', 'json'], env);
    const enrolled = JSON.parse(json.stdout) as { seat: string; batchStarts: string }[];
    expect(enrolled.map((e) => e.seat).sort()).toEqual([...Array<string>(10).fill('confirmed'), ...Array<string>(3).fill('waitlisted')]);
    expect(enrolled.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.batchStarts))).toBe(true);

    const future = await runCommand([...ADMIN, 'contacts', '--since', '2999-01-01', '--format', 'json'], env);
    expect(JSON.parse(future.stdout)).toEqual([]);
  });

  it('explains bad arguments with the usage and exit code 2', async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: onPostgres ? testDb!.url! : '' };
    for (const args of [['payments'], [], ['contacts', '--since', 'yesterday'], ['contacts', '--format', 'xml']]) {
      const res = await runCommand([...ADMIN, ...args], env);
      expect(res.code).toBe(2);
      expect(res.stderr).toContain('usage: npm run admin -- <contacts|registrations|enrolments|feedback>');
    }
    // A day outside the years the API reads (src/contract/date-range.ts) is refused before any query.
    const yearZero = await runCommand([...ADMIN, 'contacts', '--since', '0000-01-01'], env);
    expect(yearZero.code).toBe(2);
    expect(yearZero.stderr).toContain('--since: Enter a date between 1900 and 2999, got "0000-01-01"');
  });
});
