/**
 * `npm run admin -- staff …` and `token`: the first admin is made from the command line, through the running
 * server when it holds the PGlite folder, and through the same staff routes in the command's own process
 * otherwise (or on PostgreSQL); that admin then signs in with the usual login code and has the admin role.
 * Every change is signed with the machine's admin token, kept in DATA_DIR (decision 120).
 */
import { readFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
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

const TOKEN_NAME = /token:\S+#[0-9a-f]{8}/;
const keptToken = () => JSON.parse(readFileSync(join(dataDir, 'admin-token.json'), 'utf8')) as { token: string; actor: string };

describe('npm run admin -- staff', () => {
  it('adds the first admin through the running server, who then signs in as admin; adds and lists directly when stopped', async () => {
    testDb = await createTestDatabase();
    // DATA_DIR on PostgreSQL too: the command keeps its admin token there.
    const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: testDb.url ?? '' };
    server = await startServerProcess(env);

    const added = await runCommand([...ADMIN, 'staff', 'add', '9876500001', '--role', 'admin'], env);
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('9876500001 is an admin');
    // The first command made the machine's token, said so, and kept it for this OS user only.
    expect(added.stderr).toMatch(new RegExp(`^Made an admin token for this machine, ${TOKEN_NAME.source}, kept in .*admin-token\\.json`));
    expect(statSync(join(dataDir, 'admin-token.json')).mode & 0o777).toBe(0o600);

    const cookie = await signIn(server.baseUrl, '9876500001');
    const me = await fetch(`${server.baseUrl}/api/staff/me`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: unknown }).data).toEqual({ identifier: '9876500001', role: 'admin' });

    // A number's login lockouts end through the running server too (decision 98).
    const unlocked = await runCommand([...ADMIN, 'unlock', '9876500003'], env);
    expect(unlocked.stderr).toBe('');
    expect(unlocked.stdout).toContain('9876500003 can log in again: 0 wrong codes cleared.');

    // A token printed for another machine works there with ADMIN_URL, until it is revoked.
    const printed = await runCommand([...ADMIN, 'token', '--print', '--label', 'laptop'], env);
    expect(printed.code).toBe(0);
    const remote = { ADMIN_URL: server.baseUrl, ADMIN_TOKEN: printed.stdout.trim(), DATA_DIR: '/nonexistent' };
    const remoteList = await runCommand([...ADMIN, 'staff', 'list'], remote);
    expect(remoteList.stdout).toMatch(/9876500001\s+admin/);
    const name = /token:laptop#[0-9a-f]{8}/.exec(printed.stderr)![0];
    expect((await runCommand([...ADMIN, 'token', 'revoke', name], env)).stdout).toContain(`${name} is revoked`);
    const refused = await runCommand([...ADMIN, 'staff', 'list'], remote);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('This admin token was revoked');

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
    // Added by the machine's token, as the audit log names it, whichever way the command went.
    const machine = keptToken().actor;
    expect(list.stdout).toMatch(new RegExp(`9876500001\\s+admin\\s+${machine}`));
    expect(list.stdout).toMatch(new RegExp(`ops@example\\.com\\s+staff\\s+${machine}`));

    // A new token replaces the machine's and revokes the old one.
    const old = keptToken().token;
    const rotated = await runCommand([...ADMIN, 'token'], env);
    expect(rotated.stdout).toMatch(new RegExp(`^A new admin token, ${TOKEN_NAME.source}, is in .*; ${machine} is revoked\\.`));
    expect(keptToken().token).not.toBe(old);
    const withOld = await runCommand([...ADMIN, 'staff', 'list'], { ...env, ADMIN_TOKEN: old });
    expect(withOld.code).toBe(1);
    expect(withOld.stderr).toContain('This admin token was revoked');

    const badRole = await runCommand([...ADMIN, 'staff', 'add', '9876500002', '--role', 'owner'], env);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain('npm run admin -- staff add <mobile or e-mail>');
  }, 90_000);
});
