/**
 * Seats and the waitlist with two server instances on one PostgreSQL (issue 38): 60 students enrol at once
 * in a batch of 10, half through each instance — exactly 10 seats, 50 on the waitlist in one order, none
 * lost and none twice (every request sent again with its key gets the first answer). Then seats free up and
 * four schedulers (two per instance) move the waitlist at once: each offer is made once and told once, by
 * Web Push (a local stand-in for the push service) and by SMS (a local stand-in for the gateway).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSmsSender } from '../../server/auth/sms';
import { WaitlistScheduler } from '../../server/batches/waitlist-scheduler';
import { rowsOf } from '../../server/db/migrate';
import { courseBatches, enrolments } from '../../server/db/schema';
import { silentLogger } from '../../server/log';
import { VapidKeyStore } from '../../server/push/vapid-keys';
import { addStaffMember } from '../../server/staff/members';
import { freshMobile, login } from '../support/api-helpers';
import { testBrowser } from '../support/my-learning-helpers';
import { startPushService, type PushService } from '../support/push-service';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

let testDb: TestDatabase | undefined;
let a: TestServer;
let b: TestServer;
let push: PushService;
let gateway: { url: string; texts: { to: string; message: string }[]; close: () => Promise<void> };
let staff: string;
let courseId: string;
let batchId: string;
let now = new Date();
const schedulers: WaitlistScheduler[] = [];

type Student = Awaited<ReturnType<typeof login>> & { server: TestServer };

/** A stand-in for the SMS gateway: records each text. */
async function startGateway() {
  const texts: { to: string; message: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      texts.push(JSON.parse(body) as { to: string; message: string });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/send`, texts, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const send = (server: TestServer, method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(server.baseUrl + path, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const enrolment = (s: Student) => ({
  studentId: s.studentId,
  fullName: 'Crowd Student',
  mobileNo: s.mobileNo,
  email: 'crowd@example.com',
  collegeName: 'Crowd College',
  course: courseId,
  batch: batchId,
});

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await createTestDatabase();
  a = await startTestServer({ databaseUrl: testDb.url });
  b = await startTestServer({ databaseUrl: testDb.url });
  push = await startPushService();
  gateway = await startGateway();
  const mobileNo = freshMobile();
  await addStaffMember(a.database.db, { identifier: mobileNo, role: 'staff' }, 'test', new Date());
  staff = (await login(a, mobileNo)).cookie;
  courseId = ((await (await a.get('/api/courses/all')).json()) as { data: { _id: string }[] }).data[0]!._id;
  const startsOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const batch = { courseId, startsOn, endsOn: null, durationWeeks: 10, mode: 'online', weekPart: 'weekday', classDays: ['MO', 'WE'] };
  const created = await send(
    a,
    'POST',
    '/api/staff/content/batches',
    staff,
    { ...batch, startTime: '18:00', endTime: '20:00', language: 'English', location: null, seats: 10, fee: null },
    { 'Idempotency-Key': randomUUID() },
  );
  batchId = ((await created.json()) as { data: { id: string } }).data.id;
  expect(
    (
      await send(
        a,
        'PATCH',
        `/api/staff/content/batches/${batchId}`,
        staff,
        { published: true },
        { 'If-Match': created.headers.get('ETag')! },
      )
    ).status,
  ).toBe(200);
  for (const server of [a, b, a, b]) {
    schedulers.push(
      new WaitlistScheduler({
        db: server.database.db,
        clock: () => now,
        vapid: new VapidKeyStore(server.database.db),
        subject: 'mailto:waitlist-test@codesmart.academy',
        allowLoopbackHttp: true,
        logger: silentLogger(),
        sms: new HttpSmsSender(gateway.url, 'gateway-token'),
        siteUrl: 'https://codesmart.example',
        batch: 1,
      }),
    );
  }
}, 180_000);
afterAll(async () => {
  await Promise.all(schedulers.map((s) => s.stop()));
  await push?.close();
  await gateway?.close();
  await a?.close();
  await b?.close();
  await testDb?.drop();
});

const seats = async () => await a.database.db.select().from(enrolments).where(eq(enrolments.batchId, batchId));
const tickAll = () => Promise.all(schedulers.map((s) => s.tick()));

describe.skipIf(!onPostgres)('seats and the waitlist on two instances', () => {
  let crowd: Student[];

  it('60 enrolments at once for 10 seats: exactly 10 confirmed, 50 waitlisted in one order, none lost, none twice', async () => {
    crowd = await Promise.all(Array.from({ length: 60 }, async (_, i) => ({ ...(await login(i % 2 ? a : b)), server: i % 2 ? a : b })));
    const keys = crowd.map(() => randomUUID());
    const post = (s: Student, i: number) =>
      send(s.server, 'POST', '/api/enrollments/enroll', s.cookie, enrolment(s), { 'Idempotency-Key': keys[i]! }).then(async (res) => ({
        status: res.status,
        replayed: res.headers.get('Idempotent-Replayed'),
        body: (await res.json()) as { data: { seat: string; waitlistPosition?: number } },
      }));
    const answers = await Promise.all(crowd.map(post));
    expect(answers.map((r) => r.status)).toEqual(crowd.map(() => 201));
    expect(answers.filter((r) => r.body.data.seat === 'confirmed')).toHaveLength(10);
    const waiting = answers.filter((r) => r.body.data.seat === 'waitlisted');
    expect(waiting).toHaveLength(50);
    expect(waiting.map((r) => r.body.data.waitlistPosition).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));

    // Sent again, each with its own key (a retry after a lost answer), through the other instance.
    const again = await Promise.all(crowd.map((s, i) => post({ ...s, server: s.server === a ? b : a }, i)));
    expect(again.map((r) => [r.status, r.replayed])).toEqual(crowd.map(() => [201, 'true']));
    expect(again.map((r) => r.body)).toEqual(answers.map((r) => r.body));

    const rows = await seats();
    expect(rows).toHaveLength(60);
    // Each was told the place it holds in the one line: its rank among the waiting, in the order they took their turn.
    const rank = new Map(
      rows
        .filter((r) => r.seat === 'waitlisted')
        .sort((x, y) => x.lineNo - y.lineNo)
        .map((r, i) => [r.studentId, i + 1]),
    );
    answers.forEach(
      (r, i) => r.body.data.seat === 'waitlisted' && expect(r.body.data.waitlistPosition).toBe(rank.get(crowd[i]!.studentId)),
    );
    expect(new Set(rows.map((r) => r.studentId)).size).toBe(60);
    expect(rows.filter((r) => r.seat === 'confirmed')).toHaveLength(10);
    const [batch] = await a.database.db.select().from(courseBatches).where(eq(courseBatches.id, batchId));
    expect(batch!.seatsTaken).toBe(10);
  }, 120_000);

  it('freed seats are offered to the first in line, each offer made and told once by push and SMS; lapsed offers move on once', async () => {
    const rows = await seats();
    const line = rows.filter((r) => r.seat === 'waitlisted').sort((x, y) => x.lineNo - y.lineNo);
    const byStudent = new Map(crowd.map((s) => [s.studentId, s]));
    // The first four in line each have a phone subscribed to push.
    const devices = new Map<string, string>();
    for (const row of line.slice(0, 4)) {
      const s = byStudent.get(row.studentId)!;
      const path = `/push/${row.id}`;
      expect(
        (await send(s.server, 'POST', '/api/me/push-subscriptions', s.cookie, testBrowser().subscription(push.origin + path))).status,
      ).toBe(201);
      devices.set(row.id, path);
    }
    // Two seats free up, one cancelled through each instance at once.
    const holders = rows.filter((r) => r.seat === 'confirmed').slice(0, 2);
    const cancelled = await Promise.all(
      holders.map((h, i) =>
        send(i ? b : a, 'DELETE', `/api/staff/enrolments/${h.id}/seat`, staff, undefined, { 'If-Match': `"${h.version}"` }),
      ),
    );
    expect(cancelled.map((r) => r.status)).toEqual([200, 200]);
    const offered = async () =>
      (await seats())
        .filter((r) => r.seat === 'offered')
        .map((r) => r.id)
        .sort();
    expect(await offered()).toEqual([line[0]!.id, line[1]!.id].sort());

    now = new Date();
    await tickAll();
    await tickAll();
    const pushedTo = (id: string) => push.received.filter((r) => r.path === devices.get(id));
    for (const row of line.slice(0, 2)) expect(pushedTo(row.id), row.id).toHaveLength(1);
    for (const row of line.slice(2, 4)) expect(pushedTo(row.id)).toEqual([]);
    const textsTo = (row: (typeof line)[number]) => gateway.texts.filter((t) => t.to === `+91${byStudent.get(row.studentId)!.mobileNo}`);
    for (const row of line.slice(0, 2)) {
      expect(textsTo(row)).toHaveLength(1);
      expect(textsTo(row)[0]!.message).toMatch(
        /^CodeSmart Academy: a seat in .+ is held for you until .+ IST\. Accept it in https:\/\/codesmart\.example\/my-learning/,
      );
    }
    expect(gateway.texts).toHaveLength(2);

    // Two days and an hour later neither has answered: both offers lapse, and the next two are offered, once.
    now = new Date(Date.now() + 49 * 3_600_000);
    await tickAll();
    await tickAll();
    expect(await offered()).toEqual([line[2]!.id, line[3]!.id].sort());
    for (const row of line.slice(0, 4)) expect(pushedTo(row.id), row.id).toHaveLength(1);
    expect(gateway.texts).toHaveLength(4);
    const [batch] = await a.database.db.select().from(courseBatches).where(eq(courseBatches.id, batchId));
    expect(batch!.seatsTaken).toBe(10);
    const counts = rowsOf<{ seat: string; n: number }>(
      await a.database.db.execute(
        sql`select seat, count(*)::int as n from enrollments where batch_id = ${batchId} group by seat order by seat`,
      ),
    );
    expect(counts).toEqual([
      { seat: 'cancelled', n: 2 },
      { seat: 'confirmed', n: 8 },
      { seat: 'lapsed', n: 2 },
      { seat: 'offered', n: 2 },
      { seat: 'waitlisted', n: 46 },
    ]);
  }, 120_000);
});
