/**
 * Admin tokens (decision 120): what `npm run admin` signs its requests to the staff routes with. Refused
 * when missing, wrong or revoked; an admin and nothing more when right; named in the audit log; made only
 * with the operator secret from this machine; and the commands' own logic (scripts/lib/admin-commands.ts)
 * against a real server. One server for the file.
 */
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpStaffClient } from '../../scripts/lib/admin-client';
import * as commands from '../../scripts/lib/admin-commands';
import { CommandFailure } from '../../scripts/lib/admin-reach';
import { createApp } from '../../server/app';
import { ConsoleSmsSender, DevInbox } from '../../server/auth/sms';
import { silentLogger } from '../../server/log';
import { OPERATOR_TOKENS_PATH } from '../../server/operator/server-note';
import { createAdminToken, OPERATOR, TOKEN_MISSING, TOKEN_REVOKED, TOKEN_UNKNOWN } from '../../server/staff/admin-tokens';
import { addStaffMember } from '../../server/staff/members';
import { freshMobile, login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

const OPERATOR_SECRET = 'operator-secret-for-this-test-only-0123456789';
let server: TestServer;
let admin: string;
let student: string;

type Answer = { success: boolean; message?: string; data?: unknown; errors?: Record<string, string> };

async function makeToken(label: string) {
  const made = await createAdminToken(server.database.db, label, OPERATOR, new Date());
  return made.body.data as { id: string; actor: string; token: string };
}

async function staff(path: string, headers: Record<string, string>, init: RequestInit = {}) {
  const res = await fetch(`${server.baseUrl}/api/staff${path}`, { ...init, headers: { ...headers, ...(init.headers as object) } });
  return { status: res.status, body: (await res.json()) as Answer };
}
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

beforeAll(async () => {
  server = await startTestServer({ operatorSecret: OPERATOR_SECRET });
  const mobileNo = freshMobile();
  await addStaffMember(server.database.db, { identifier: mobileNo, role: 'admin' }, 'test', new Date());
  admin = (await login(server, mobileNo)).cookie;
  student = (await login(server)).cookie;
});
afterAll(() => server?.close());

describe('an admin token on the staff routes', () => {
  it('is refused when missing, malformed, unknown or revoked, with a message that says which', async () => {
    expect((await staff('/members', {})).status).toBe(401);
    for (const header of ['', 'Basic b3BzOnNlY3JldA==', 'Bearer', 'Bearer  ', `Bearer ${'x'.repeat(300)}`]) {
      const refused = await staff('/members', { Authorization: header });
      expect(refused.status, header).toBe(401);
      expect(refused.body.message).toBe(TOKEN_MISSING);
    }
    const unknown = await staff('/members', bearer('csa_admin_' + 'A'.repeat(43)));
    expect(unknown).toEqual({ status: 401, body: { success: false, message: TOKEN_UNKNOWN } });

    const token = await makeToken('soon-revoked');
    expect((await staff('/members', bearer(token.token))).status).toBe(200);
    const revoked = await staff(`/tokens/${token.id}`, { Cookie: admin }, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect((revoked.body.data as { revokedAt: string | null }).revokedAt).not.toBeNull();
    expect(await staff('/members', bearer(token.token))).toEqual({ status: 401, body: { success: false, message: TOKEN_REVOKED } });
  });

  it('is judged alone: a wrong token is refused even beside an admin session, and a token outranks a student session', async () => {
    expect((await staff('/members', { ...bearer('wrong'), Cookie: admin })).status).toBe(401);
    const token = await makeToken('beside-a-cookie');
    expect((await staff('/members', { ...bearer(token.token), Cookie: student })).status).toBe(200);
  });

  it('acts as an admin and never more: no student, no session, no way past the last-admin rule, no new tokens', async () => {
    const token = await makeToken('ops-laptop');
    const me = await staff('/me', bearer(token.token));
    expect(me.body.data).toEqual({ identifier: token.actor, role: 'admin' });
    expect(token.actor).toMatch(/^token:ops-laptop#[0-9a-f]{8}$/);
    // The student's own space and the session answer know no token.
    expect((await fetch(`${server.baseUrl}/api/me/learning`, { headers: bearer(token.token) })).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/api/auth/me`, { headers: bearer(token.token) })).status).toBe(401);
    // The last admin stays, whoever asks.
    const admins = ((await staff('/members', bearer(token.token))).body.data as { id: string; role: string; version: number }[]).filter(
      (m) => m.role === 'admin',
    );
    expect(admins).toHaveLength(1);
    const last = await staff(
      `/members/${admins[0]!.id}`,
      { ...bearer(token.token), 'If-Match': `"${admins[0]!.version}"` },
      { method: 'DELETE' },
    );
    expect(last.status).toBe(409);
    // Tokens are made on the server machine only: no staff route makes one, and a token is not the operator secret.
    expect(
      (await staff('/tokens', { ...bearer(token.token), 'Content-Type': 'application/json' }, { method: 'POST', body: '{"label":"x"}' }))
        .status,
    ).toBe(404);
    const minted = await fetch(`${server.baseUrl}/api${OPERATOR_TOKENS_PATH}`, {
      method: 'POST',
      headers: { ...bearer(token.token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ label: 'escalated' }),
    });
    expect(minted.status).toBe(401);
  });

  it('is named in the audit log for what it changed, and for being made and revoked', async () => {
    const token = await makeToken('audited');
    const mobileNo = freshMobile();
    const added = await staff(
      '/members',
      { ...bearer(token.token), 'Content-Type': 'application/json' },
      { method: 'POST', body: JSON.stringify({ identifier: mobileNo }) },
    );
    expect(added.status).toBe(201);
    expect((added.body.data as { addedBy: string }).addedBy).toBe(token.actor);
    await staff(`/tokens/${token.id}`, { Cookie: admin }, { method: 'DELETE' });
    const audit = (await staff('/audit?limit=500', { Cookie: admin })).body.data as {
      actor: string;
      action: string;
      entity: string;
      entityId: string;
    }[];
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor: token.actor, action: 'add', entity: 'staff' }),
        expect.objectContaining({ actor: OPERATOR, action: 'add', entity: 'admin-token', entityId: token.id }),
        expect.objectContaining({ action: 'revoke', entity: 'admin-token', entityId: token.id }),
      ]),
    );
  });

  it('is listed without its secret, and a cross-site page cannot send one (CORS allows no Authorization)', async () => {
    const token = await makeToken('listed');
    const listed = (await staff('/tokens', { Cookie: admin })).body.data as Record<string, unknown>[];
    const row = listed.find((t) => t.id === token.id)!;
    expect(row).toMatchObject({ label: 'listed', actor: token.actor, createdBy: OPERATOR, revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(token.token);
    expect(Object.keys(row)).not.toContain('tokenHash');
    const preflight = await fetch(`${server.baseUrl}/api/staff/members`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('the operator route (how the command gets a token while the server holds the folder)', () => {
  const mint = (headers: Record<string, string>, body: unknown = { label: 'ops@box' }) =>
    fetch(`${server.baseUrl}/api${OPERATOR_TOKENS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('makes a token for the operator secret, from this machine, once; refuses everything else', async () => {
    expect((await mint({})).status).toBe(401);
    expect((await mint(bearer('not-the-secret'))).status).toBe(401);
    expect((await mint({ Cookie: admin })).status).toBe(401);
    // A proxy on this machine forwards anyone's request from loopback: a forwarded one is not this machine's.
    expect((await mint({ ...bearer(OPERATOR_SECRET), 'X-Forwarded-For': '198.51.100.7' })).status).toBe(403);
    const bad = await mint(bearer(OPERATOR_SECRET), { label: 'two words' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Answer).errors).toHaveProperty('label');

    const made = await mint(bearer(OPERATOR_SECRET));
    expect(made.status).toBe(201);
    expect(made.headers.get('Cache-Control')).toBe('no-store');
    const { token, actor } = ((await made.json()) as { data: { token: string; actor: string } }).data;
    expect(token).toMatch(/^csa_admin_[A-Za-z0-9_-]{43}$/);
    expect((await staff('/me', bearer(token))).body.data).toEqual({ identifier: actor, role: 'admin' });
  });

  it('is not there on a server without a note (PostgreSQL, or a test server)', async () => {
    const app = createApp({
      db: server.database.db,
      uploadsDir: tmpdir(),
      otpSecret: 'x',
      sms: new ConsoleSmsSender(new DevInbox(), () => new Date()),
      logger: silentLogger(),
    });
    const res = await app.request(`/api${OPERATOR_TOKENS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(OPERATOR_SECRET) },
      body: JSON.stringify({ label: 'x' }),
    });
    expect(res.status).toBe(404);
  });
});

describe('what npm run admin -- staff and token do (scripts/lib/admin-commands.ts)', () => {
  it('adds, refuses a non-identifier, removes by any spelling of the address, and keeps the last admin', async () => {
    const { token } = await makeToken('commands');
    const client = httpStaffClient(server.baseUrl, token);
    await expect(commands.staffAdd(client, 'nobody', undefined)).rejects.toThrow(/Give a 10-digit mobile number or an e-mail address/);
    await expect(commands.staffAdd(client, 'desk@example.com', undefined)).resolves.toContain('desk@example.com is staff');
    await expect(commands.staffAdd(client, 'desk@example.com', undefined)).resolves.toContain('desk@example.com is staff');
    await expect(commands.staffRemove(client, 'DESK@example.com')).resolves.toBe('desk@example.com is no longer staff.');
    await expect(commands.staffRemove(client, 'desk@example.com')).rejects.toThrow(
      new CommandFailure('desk@example.com is not a staff member'),
    );
    const admins = (await commands.staffList(client)).split('\n').filter((line) => /\sadmin\s/.test(line));
    expect(admins).toHaveLength(1);
    await expect(commands.staffRemove(client, admins[0]!.split(/\s+/)[0]!)).rejects.toThrow(/last admin/);
  });

  it('lists tokens by the name the audit log uses and revokes one by it', async () => {
    const label = `rev-${randomUUID().slice(0, 8)}`;
    const { token } = await makeToken('revoker');
    const doomed = await makeToken(label);
    const client = httpStaffClient(server.baseUrl, token);
    expect(await commands.tokenList(client)).toContain(doomed.actor);
    await expect(commands.tokenRevoke(client, label)).resolves.toBe(`${doomed.actor} is revoked: it is refused from its next request on.`);
    await expect(commands.tokenRevoke(client, label)).rejects.toThrow(/No live admin token is called/);
    expect((await staff('/me', bearer(doomed.token))).status).toBe(401);
  });
});
