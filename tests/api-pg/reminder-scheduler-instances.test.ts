/**
 * Web Push reminders with two server instances on one PostgreSQL (issue 21): both run a scheduler on the
 * same clock, a local HTTP server stands in for the push service, and every due reminder reaches each
 * device exactly once — none early, none for a student who left the session or unsubscribed; a 410 removes
 * the subscription. Each message is a real Web Push request: aes128gcm body decrypted with the device's
 * keys, VAPID Authorization signed by the server's key.
 */
import { createPublicKey, verify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../server/db/schema';
import { silentLogger } from '../../server/log';
import { ReminderScheduler } from '../../server/push/reminder-scheduler';
import { VapidKeyStore } from '../../server/push/vapid-keys';
import { login } from '../support/api-helpers';
import { testBrowser, upcomingAndPast, type SeedSession, type TestBrowser } from '../support/my-learning-helpers';
import { startPushService, type PushService, type ReceivedPush } from '../support/push-service';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

const SUBJECT = 'mailto:reminders-test@codesmart.academy';
let testDb: TestDatabase | undefined;
let a: TestServer;
let b: TestServer;
let push: PushService;
let session: SeedSession;
let now = new Date();
const schedulers: ReminderScheduler[] = [];

interface Device {
  name: string;
  browser: TestBrowser;
  path: string;
  cookie: string;
}

const send = (server: TestServer, method: string, path: string, cookie: string, body?: unknown) =>
  fetch(server.baseUrl + path, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A student on a phone: logged in on one instance, subscribed, registered, reminders on (each step optional). */
async function student(name: string, steps: { register: boolean; remind: boolean; subscribe: boolean }): Promise<Device> {
  const server = name.length % 2 ? a : b;
  const { cookie } = await login(server);
  const browser = testBrowser();
  const path = `/push/${name}`;
  const base = `/api/me/sessions/${session.kind}/${session.id}`;
  if (steps.subscribe)
    expect((await send(server, 'POST', '/api/me/push-subscriptions', cookie, browser.subscription(push.origin + path))).status).toBe(201);
  if (steps.register) expect((await send(server, 'POST', `${base}/registration`, cookie, {})).status).toBe(201);
  if (steps.remind) expect((await send(server, 'POST', `${base}/reminders`, cookie, {})).status).toBe(200);
  return { name, browser, path, cookie };
}

const to = (device: Device) => push.received.filter((r) => r.path === device.path);
/** Every scheduler of both instances at once: they compete for the same rows (a scheduler never overlaps its own passes). */
const tickAll = () => Promise.all(schedulers.map((s) => s.tick()));

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await createTestDatabase();
  a = await startTestServer({ databaseUrl: testDb.url });
  b = await startTestServer({ databaseUrl: testDb.url });
  push = await startPushService();
  const found = await upcomingAndPast(a, 'workshop', a.clock.now());
  session = found.upcoming[0]!;
  // Two schedulers per instance (each with its own key store): four claimers on one database.
  for (const server of [a, b, a, b]) {
    schedulers.push(
      new ReminderScheduler({
        db: server.database.db,
        clock: () => now,
        vapid: new VapidKeyStore(server.database.db),
        subject: SUBJECT,
        allowLoopbackHttp: true,
        logger: silentLogger(),
        batch: 3,
      }),
    );
  }
}, 120_000);
afterAll(async () => {
  await Promise.all(schedulers.map((s) => s.stop()));
  await push?.close();
  await a?.close();
  await b?.close();
  await testDb?.drop();
});

describe.skipIf(!onPostgres)('reminders from two instances on one PostgreSQL', () => {
  it('each due reminder reaches each device exactly once, none early, none for a student who left or unsubscribed; 410 removes the subscription', async () => {
    const crowd = await Promise.all(
      Array.from({ length: 12 }, (_, i) => student(`crowd-${i}`, { register: true, remind: true, subscribe: true })),
    );
    const left = await student('left', { register: true, remind: true, subscribe: true });
    const unsubscribed = await student('unsubscribed', { register: true, remind: true, subscribe: true });
    const silent = await student('registered-no-reminders', { register: true, remind: false, subscribe: true });
    const gone = await student('gone', { register: true, remind: true, subscribe: true });
    push.answer(gone.path, 410);
    const base = `/api/me/sessions/${session.kind}/${session.id}`;
    expect((await send(a, 'DELETE', `${base}/registration`, left.cookie)).status).toBe(200);
    expect(
      (await send(b, 'DELETE', '/api/me/push-subscriptions', unsubscribed.cookie, { endpoint: push.origin + unsubscribed.path })).status,
    ).toBe(200);

    const start = session.startsAt.getTime();
    now = new Date(start - 24 * 3_600_000 - 1_000);
    await tickAll();
    expect(push.received).toEqual([]);

    now = new Date(start - 24 * 3_600_000);
    await tickAll();
    await tickAll();
    for (const device of crowd) expect(to(device).length, device.name).toBe(1);
    for (const device of [left, unsubscribed, silent]) expect(to(device), device.name).toEqual([]);
    expect(to(gone)).toHaveLength(1);
    const goneRows = await a.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, push.origin + gone.path));
    expect(goneRows).toEqual([]);

    now = new Date(start - 3_600_000 - 1_000);
    await tickAll();
    for (const device of crowd) expect(to(device).length).toBe(1);

    now = new Date(start - 3_600_000 + 5_000);
    await tickAll();
    await tickAll();
    for (const device of crowd) expect(to(device).length, device.name).toBe(2);
    expect(to(gone)).toHaveLength(1);
    expect(push.received).toHaveLength(crowd.length * 2 + 1);

    await checkMessage(to(crowd[0]!)[0]!, crowd[0]!, 'Tomorrow', start - 24 * 3_600_000);
    await checkMessage(to(crowd[0]!)[1]!, crowd[0]!, 'In an hour', start - 3_600_000 + 5_000);

    now = new Date(start + 60_000);
    await tickAll();
    expect(push.received).toHaveLength(crowd.length * 2 + 1);
  });
});

/** The request a push service gets: headers of RFC 8030/8291/8292, a body only the device can read. */
async function checkMessage(message: ReceivedPush, device: Device, title: string, sentAt: number) {
  expect(message.headers['content-encoding']).toBe('aes128gcm');
  expect(message.headers['content-type']).toBe('application/octet-stream');
  const ttl = Number(message.headers.ttl);
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(Math.ceil((session.startsAt.getTime() - sentAt) / 1000));
  expect(message.headers.urgency).toBe('high');
  expect(message.headers.topic).toMatch(/^[0-9a-f]{32}$/);

  const { publicKey } = ((await (await a.get('/api/push/public-key')).json()) as { data: { publicKey: string } }).data;
  const auth = /^vapid t=([^,]+), k=(.+)$/.exec(String(message.headers.authorization))!;
  expect(auth, String(message.headers.authorization)).not.toBeNull();
  expect(auth[2]).toBe(publicKey);
  const [head, claims, signature] = auth[1]!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toMatchObject({ typ: 'JWT', alg: 'ES256' });
  const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string; exp: number };
  expect(jwt).toMatchObject({ aud: push.origin, sub: SUBJECT });
  expect(jwt.exp * 1000).toBeGreaterThan(Date.now());
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);

  const payload = JSON.parse(
    ece.decrypt(message.body, { version: 'aes128gcm', privateKey: device.browser.ecdh, authSecret: device.browser.auth }).toString('utf8'),
  ) as { title: string; body: string; url: string; tag: string };
  expect(payload).toEqual({
    title: `${title}: ${session.title}`,
    body: expect.stringMatching(/^Starts \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s(am|pm)\sIST\./),
    url: `/book/workshop/${session.id}`,
    tag: `session-workshop-${session.id}`,
  });
}
