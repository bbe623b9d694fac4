/**
 * `npm run admin -- staff …`: the first admin is made from the command line, through the running server
 * when it holds the PGlite folder, and by opening the database itself otherwise (or on PostgreSQL); that
 * admin then signs in with the usual login code and has the admin role.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand, startServerProcess, type ServerProcess } from '../support/server-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const ADMIN = ['--import', 'tsx', 'scripts/admin.ts'];
let server: ServerProcess | undefined;
let testDb: TestDatabase | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'academy-staff-cli-'));
afterAll(async () => {
  await server?.stop();
  await testDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(baseUrl: string, mobileNo: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const sent = (await (await post('/otp/send', { mobileNo })).json()) as { data: { reference_id: string } };
  const inbox = (await (await fetch(`${baseUrl}/api/dev/otp-inbox?mobileNo=${mobileNo}`)).json()) as {
    data: { referenceId: string; code: string }[];
  };
  const code = inbox.data.find((e) => e.referenceId === sent.data.reference_id)!.code;
  const verified = await post('/otp/verify', { reference_id: sent.data.reference_id, otp: code });
  expect(verified.status).toBe(200);
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('npm run admin -- staff', () => {
  it('adds the first admin through the running server, who then signs in as admin; adds and lists directly when stopped', async () => {
    testDb = await createTestDatabase();
    const env: Record<string, string> = testDb.url ? { DATABASE_URL: testDb.url } : { DATA_DIR: dataDir, DATABASE_URL: '' };
    server = await startServerProcess(env);

    const added = await runCommand([...ADMIN, 'staff', 'add', '9876500001', '--role', 'admin'], env);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('9876500001 is an admin');

    const cookie = await signIn(server.baseUrl, '9876500001');
    const me = await fetch(`${server.baseUrl}/api/staff/me`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: unknown }).data).toEqual({ identifier: '9876500001', role: 'admin' });

    // A number's login lockouts end through the running server too (decision 98).
    const unlocked = await runCommand([...ADMIN, 'unlock', '9876500003'], env);
    expect(unlocked.stderr).toBe('');
    expect(unlocked.stdout).toContain('9876500003 can log in again: 0 wrong codes cleared.');

    // With the server stopped, the command opens the database itself.
    await server.stop();
    const unlockedDirectly = await runCommand([...ADMIN, 'unlock', '9876500003'], env);
    expect(unlockedDirectly.code).toBe(0);
    expect(unlockedDirectly.stdout).toContain('9876500003 can log in again');
    const badNumber = await runCommand([...ADMIN, 'unlock', '12345'], env);
    expect(badNumber.code).toBe(2);
    expect(badNumber.stderr).toContain('unlock needs a 10-digit mobile number: Mobile number must be 10 digits');
    const direct = await runCommand([...ADMIN, 'staff', 'add', 'Ops@Example.com'], env);
    expect(direct.code).toBe(0);
    expect(direct.stdout).toContain('ops@example.com is staff');
    const list = await runCommand([...ADMIN, 'staff', 'list'], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/9876500001\s+admin\s+cli/);
    expect(list.stdout).toMatch(/ops@example\.com\s+staff\s+cli/);

    const badRole = await runCommand([...ADMIN, 'staff', 'add', '9876500002', '--role', 'owner'], env);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('npm run admin -- staff add <mobile or e-mail>');
  }, 60_000);
});
