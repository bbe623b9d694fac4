/**
 * `npm start` listens on every interface with the dev OTP inbox on: a phone or laptop on the same network
 * must not read anyone's login code from it. The server runs as `npm start` runs it (HOST=0.0.0.0, no
 * NODE_ENV, no SMS gateway) and is asked from this machine's own network address, a real non-loopback peer.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_TOKENS_PATH } from '../../server/operator/server-note';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { onPostgres } from '../support/test-database';

/** An IPv4 address of this machine that is not loopback: connecting to it makes the peer that address. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

const mobileNo = '9876501234';
// Made only where the tests run: a skipped describe runs none of its hooks, the removal included.
const dataDir = onPostgres || !networkAddress ? '' : mkdtempSync(join(tmpdir(), 'academy-inbox-'));
let server: ServerProcess;
let port: string;

const inboxFrom = (host: string, headers: Record<string, string> = {}) =>
  fetch(`http://${host}:${port}/api/dev/otp-inbox?mobileNo=${mobileNo}`, { headers });

// PGlite only: the inbox does not depend on the database, and one run is enough.
describe.skipIf(onPostgres || !networkAddress)('the dev OTP inbox (needs a non-loopback IPv4 interface)', () => {
  beforeAll(async () => {
    server = await startServerProcess({
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: undefined,
      SMS_GATEWAY_URL: undefined,
    });
    port = new URL(server.baseUrl).port;
    const sent = await fetch(`${server.baseUrl}/api/otp/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ mobileNo }),
    });
    expect(sent.status).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a client on the network, whatever X-Forwarded-For claims, and shows it no code', async () => {
    for (const headers of [{}, { 'X-Forwarded-For': '127.0.0.1' }] as Record<string, string>[]) {
      const res = await inboxFrom(networkAddress!, headers);
      expect(res.status).toBe(403);
      const body = (await res.json()) as { success: boolean; message: string; data?: unknown };
      expect(body).toEqual({ success: false, message: expect.stringContaining('loopback') });
    }
  });

  it('keeps the dev mail inbox (e-mail confirmation codes) to this machine as well', async () => {
    const path = `/api/dev/mail-inbox?to=${encodeURIComponent('someone@example.com')}`;
    expect((await fetch(`http://${networkAddress!}:${port}${path}`)).status).toBe(403);
    expect((await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'X-Forwarded-For': '198.51.100.7' } })).status).toBe(403);
    expect((await fetch(`http://127.0.0.1:${port}${path}`)).status).toBe(200);
  });

  it("answers this machine's own browser, but not a request a local proxy forwarded", async () => {
    const local = await inboxFrom('127.0.0.1');
    expect(local.status).toBe(200);
    expect(((await local.json()) as { data: { code: string }[] }).data).toHaveLength(1);
    expect((await inboxFrom('127.0.0.1', { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(403);
  });

  it("makes an admin token for this machine only, even for a peer that has the note's operator secret (decision 120)", async () => {
    const { operatorSecret } = JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')) as { operatorSecret: string };
    const mint = (host: string) =>
      fetch(`http://${host}:${port}/api${OPERATOR_TOKENS_PATH}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${operatorSecret}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ label: 'peer-test' }),
      });
    const refused = await mint(networkAddress!);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).not.toContain('csa_admin_');
    expect((await mint('127.0.0.1')).status).toBe(201);
  });
});
