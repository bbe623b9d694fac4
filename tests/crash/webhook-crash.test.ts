/**
 * Webhooks are at least once (issue 39, decision 151), across a kill -9. The real server runs as its own
 * process; an admin (made with the admin command, logged in by OTP) points a webhook at a local receiver that
 * checks every signature and, at first, holds its answers. Call back requests make leads, each a
 * `lead.created` event; while deliveries are in flight (held by the receiver) the server is killed with
 * SIGKILL and started again on the same data. Every event must then reach the receiver with a valid
 * signature — none lost — repeats carrying the same `webhook-id` for the receiver to drop, and the delivery
 * log must show every delivery done.
 *
 * PGlite always (the restart releases the dead process's claims at once); PostgreSQL when DATABASE_URL names
 * a cluster (npm run test:crash), where the claims run out (OUTBOUND_LEASE_SECONDS=2).
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { verifyWebhook } from '../../server/leads/webhook-signing';
import { runCommand, startServerProcess, type ChildEnv, type ServerProcess } from '../support/server-process';
import { createTestDatabase, onPostgres } from '../support/test-database';

const EVENTS = 12;
/** Deliveries the receiver holds unanswered before the kill: the server dies while they are in flight. */
const HELD = 3;

interface Received {
  id: string;
  valid: boolean;
  type: string;
}

function startReceiver(secret: () => string) {
  const received: Received[] = [];
  const held: ServerResponse[] = [];
  let holding = true;
  const http = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const headers = req.headers as Record<string, string>;
      const valid = verifyWebhook(secret(), headers, body, new Date());
      received.push({ id: String(headers['webhook-id']), valid, type: (JSON.parse(body) as { type: string }).type });
      if (holding && held.length < HELD) held.push(res);
      else res.writeHead(204).end();
    });
  });
  return {
    received,
    held,
    listen: () =>
      new Promise<string>((resolve) =>
        http.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(http.address() as AddressInfo).port}/hook`)),
      ),
    /** Answers from now on, and drops what it held (the server that sent them is gone). */
    release() {
      holding = false;
      for (const res of held.splice(0)) res.destroy();
    },
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

const servers: ServerProcess[] = [];
afterAll(() => {
  for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
});

async function start(env: ChildEnv): Promise<ServerProcess> {
  const server = await startServerProcess(env);
  servers.push(server);
  return server;
}

async function logIn(baseUrl: string, mobileNo: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(baseUrl + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const sent = (await (await post('/api/otp/send', { mobileNo })).json()) as { data: { reference_id: string } };
  const inbox = (await (await fetch(`${baseUrl}/api/dev/otp-inbox?mobileNo=${mobileNo}`)).json()) as { data: { code: string }[] };
  const verified = await post('/api/otp/verify', { reference_id: sent.data.reference_id, otp: inbox.data[0]!.code });
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c?.startsWith('academy_session='))
    .join('; ');
}

async function killAndRestart(server: ServerProcess, env: ChildEnv): Promise<ServerProcess> {
  const exited = once(server.child, 'exit');
  server.child.kill('SIGKILL');
  const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
  expect(signal).toBe('SIGKILL');
  return start(env);
}

async function run(env: ChildEnv) {
  let secret = '';
  const receiver = startReceiver(() => secret);
  const url = await receiver.listen();
  let server = await start(env);
  try {
    const mobile = `7${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    const added = await runCommand(['--import', 'tsx', 'scripts/admin.ts', 'staff', 'add', mobile, '--role', 'admin'], env);
    expect(added.code, added.stderr).toBe(0);
    const cookie = await logIn(server.baseUrl, mobile);
    const made = await fetch(`${server.baseUrl}/api/staff/webhooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify({ url, events: ['lead.created'] }),
    });
    expect(made.status).toBe(201);
    const hook = ((await made.json()) as { data: { id: string; secret: string } }).data;
    secret = hook.secret;

    for (let i = 0; i < EVENTS; i++) {
      const res = await fetch(`${server.baseUrl}/api/callback-requests`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({
          name: `Crash Lead ${i}`,
          mobileNo: `6${mobile.slice(1, 7)}${String(i).padStart(3, '0')}`,
          preferredTime: 'any',
        }),
      });
      expect(res.status).toBe(201);
    }
    // Killed while deliveries are in flight: the receiver has them and has not answered.
    await vi.waitFor(() => expect(receiver.held.length).toBe(HELD), { timeout: 20_000, interval: 50 });
    server = await killAndRestart(server, env);
    receiver.release();

    const deliveries = async () => {
      const res = await fetch(`${server.baseUrl}/api/staff/webhooks/${hook.id}/deliveries`, { headers: { cookie } });
      return ((await res.json()) as { data: { eventId: string; deliveredAt: string | null }[] }).data;
    };
    await vi.waitFor(
      async () => {
        const log = await deliveries();
        expect(log).toHaveLength(EVENTS);
        expect(log.filter((d) => !d.deliveredAt)).toEqual([]);
      },
      { timeout: 30_000, interval: 200 },
    );
    const log = await deliveries();
    const events = new Set(log.map((d) => d.eventId));
    const got = new Set(receiver.received.filter((r) => r.valid).map((r) => r.id));
    expect(events.size).toBe(EVENTS);
    expect(
      [...events].filter((id) => !got.has(id)),
      'events never delivered',
    ).toEqual([]);
    expect(
      receiver.received.filter((r) => !r.valid),
      'deliveries with a bad signature',
    ).toEqual([]);
    expect(receiver.received.every((r) => r.type === 'lead.created')).toBe(true);
    // At least once: the held ones came again after the restart, under the same event ids.
    expect(receiver.received.length).toBeGreaterThanOrEqual(EVENTS + HELD);
    console.log(
      `[webhook crash] ${EVENTS} events, ${receiver.received.length} deliveries received, ${receiver.received.length - EVENTS} repeats`,
    );
  } finally {
    await server.stop();
    await receiver.close();
  }
}

describe('webhooks across a kill -9', () => {
  it('on PGlite: every event delivered, signed, none lost', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'academy-webhook-crash-'));
    try {
      await run({ DATA_DIR: dataDir, DATABASE_URL: undefined, OUTBOUND_LEASE_SECONDS: '2' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(onPostgres)('on PostgreSQL: every event delivered, signed, none lost', async () => {
    const database = await createTestDatabase();
    // A folder of its own even on PostgreSQL: the admin command keeps its token there, never in the checkout's data/.
    const dataDir = mkdtempSync(join(tmpdir(), 'academy-webhook-crash-pg-'));
    try {
      await run({ DATA_DIR: dataDir, DATABASE_URL: database.url, OUTBOUND_LEASE_SECONDS: '2' });
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
