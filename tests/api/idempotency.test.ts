import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys } from '../../server/db/schema';
import { fingerprint, runIdempotent, type InFlightTiming, type WriteResult } from '../../server/http/idempotency';
import { IDEMPOTENCY_RETENTION_DAYS, OUTBOX_MAX_REPLAY_AGE_MS } from '../../src/contract';
import { pruneExpired } from '../../server/maintenance';
import { countRows, freshMobile } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const contact = (n = 1) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: '9876543210',
  message: 'Please call me about the MERN course.',
});

describe('Idempotency-Key', () => {
  it('replayed 3 times: one row and three identical answers', async () => {
    const before = await countRows(server, 'contact_messages');
    const headers = { 'Idempotency-Key': randomUUID() };
    const answers: { status: number; text: string; replayed: string | null }[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await server.post('/api/contact', contact(), headers);
      answers.push({ status: res.status, text: await res.text(), replayed: res.headers.get('idempotent-replayed') });
    }
    expect(await countRows(server, 'contact_messages')).toBe(before + 1);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.map((a) => a.replayed)).toEqual([null, 'true', 'true']);
  });

  it('the same key with another body is refused (422) and writes nothing', async () => {
    const headers = { 'Idempotency-Key': randomUUID() };
    expect((await server.post('/api/contact', contact(1), headers)).status).toBe(201);
    const before = await countRows(server, 'contact_messages');
    const other = await server.post('/api/contact', contact(2), headers);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ success: false, message: 'This Idempotency-Key was already used for a different request.' });
    expect(await countRows(server, 'contact_messages')).toBe(before);
  });

  it('the same key on another route is refused (422)', async () => {
    const headers = { 'Idempotency-Key': randomUUID() };
    expect((await server.post('/api/contact', contact(), headers)).status).toBe(201);
    const feedback = await server.post(
      '/api/feedback',
      {
        firstName: 'A',
        lastName: 'B',
        phone: '9876543210',
        email: 'a@b.co',
        collegeName: 'C',
        ratings: { teachingQuality: 1, presentations: 1, engagement: 1, pacing: 1, organization: 1 },
      },
      headers,
    );
    expect(feedback.status).toBe(422);
  });

  it('a repeat while the first is still running gets 409; a first that died long ago is taken over', async () => {
    const running = randomUUID();
    const now = server.clock.now();
    await server.database.db
      .insert(idempotencyKeys)
      .values({ key: running, route: '/contact', fingerprint: fingerprint('/contact', contact()), createdAt: now, updatedAt: now });
    const busy = await server.post('/api/contact', contact(), { 'Idempotency-Key': running });
    expect(busy.status).toBe(409);

    const before = await countRows(server, 'contact_messages');
    server.clock.advance(61_000);
    const taken = await server.post('/api/contact', contact(), { 'Idempotency-Key': running });
    expect(taken.status).toBe(201);
    expect(await countRows(server, 'contact_messages')).toBe(before + 1);
  });

  it('many requests with one key at the same moment write one row', async () => {
    const before = await countRows(server, 'contact_messages');
    const headers = { 'Idempotency-Key': randomUUID() };
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => server.post('/api/contact', contact(), headers).then((r) => r.status)),
    );
    expect(await countRows(server, 'contact_messages')).toBe(before + 1);
    expect(statuses).toContain(201);
    for (const s of statuses) expect([201, 409]).toContain(s);
  });

  it('a replayed registration repeats its 201 instead of answering 409', async () => {
    const headers = { 'Idempotency-Key': randomUUID() };
    const body = {
      fullName: 'Kiran Rao',
      email: `kiran.${randomUUID()}@example.com`,
      mobileNo: freshMobile(),
      dob: '2002-01-01',
      collegeName: 'VIT Pune',
    };
    const first = await server.post('/api/student/register', body, headers);
    const again = await server.post('/api/student/register', body, headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.text()).toBe(await first.text());
  });

  it('a rejected request claims nothing: the key can then carry the corrected body', async () => {
    const headers = { 'Idempotency-Key': randomUUID() };
    expect((await server.post('/api/contact', { ...contact(), phone: '12' }, headers)).status).toBe(400);
    expect((await server.post('/api/contact', contact(), headers)).status).toBe(201);
  });

  it('without a key every request is processed; a key that is not a UUID is refused', async () => {
    const before = await countRows(server, 'contact_messages');
    await server.post('/api/contact', contact());
    await server.post('/api/contact', contact());
    expect(await countRows(server, 'contact_messages')).toBe(before + 2);
    const bad = await server.post('/api/contact', contact(), { 'Idempotency-Key': 'abc' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Idempotency-Key must be a UUID');
  });

  it(`keeps keys ${IDEMPOTENCY_RETENTION_DAYS} days, longer than the outbox replays by itself, then prunes them`, async () => {
    expect(IDEMPOTENCY_RETENTION_DAYS * 86_400_000).toBeGreaterThan(2 * OUTBOX_MAX_REPLAY_AGE_MS);
    const kept = randomUUID();
    const old = randomUUID();
    const now = server.clock.now();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    await server.database.db.insert(idempotencyKeys).values([
      {
        key: kept,
        route: '/contact',
        fingerprint: 'x',
        state: 'done',
        createdAt: daysAgo(IDEMPOTENCY_RETENTION_DAYS - 0.1),
        updatedAt: daysAgo(IDEMPOTENCY_RETENTION_DAYS - 0.1),
      },
      {
        key: old,
        route: '/contact',
        fingerprint: 'x',
        state: 'done',
        createdAt: daysAgo(IDEMPOTENCY_RETENTION_DAYS + 0.1),
        updatedAt: daysAgo(IDEMPOTENCY_RETENTION_DAYS + 0.1),
      },
    ]);
    await pruneExpired(server.database.db, now);
    const left = await server.database.db.execute(sql`select key from idempotency_keys where key in (${kept}, ${old})`);
    expect((left as unknown as { rows: { key: string }[] }).rows.map((r) => r.key)).toEqual([kept]);
  });
});

describe('keys left in flight', () => {
  const timing: InFlightTiming = { heartbeatMs: 100, staleAfterMs: 500 };
  const run = (key: string, work: () => Promise<WriteResult>) =>
    runIdempotent({
      db: server.database.db,
      key,
      route: '/test',
      body: { n: 1 },
      now: () => new Date(),
      transactional: false,
      timing,
      work: () => work(),
    });
  const done = (): Promise<WriteResult> => Promise.resolve({ status: 201, body: { success: true } });

  it('a key whose owner died is taken over within seconds', async () => {
    const key = randomUUID();
    const beforeDeath = new Date(Date.now() - 2 * timing.staleAfterMs);
    // What a killed process leaves: a claimed key, running, no longer refreshed.
    await server.database.db
      .insert(idempotencyKeys)
      .values({ key, route: '/test', fingerprint: fingerprint('/test', { n: 1 }), createdAt: beforeDeath, updatedAt: beforeDeath });
    const outcome = await run(key, done);
    expect(outcome).toMatchObject({ status: 201, replayed: false });
  });

  it('a slow live request keeps its key: repeats meanwhile get 409 and the work runs once', async () => {
    const key = randomUUID();
    let runs = 0;
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const slow = run(key, async () => {
      runs += 1;
      await finished;
      return { status: 201, body: { success: true } };
    });
    // The repeats start once the slow request holds the key (its work has begun), as a retry would.
    await vi.waitFor(() => expect(runs).toBe(1));
    // Time is the subject here: the request outlives the stale age (3 times over) while its heartbeat
    // keeps the key, and a repeat every 50 ms, as an impatient client would send, meets it at every age.
    const repeats: number[] = [];
    const until = Date.now() + 3 * timing.staleAfterMs;
    while (Date.now() < until) {
      repeats.push((await run(key, () => ((runs += 1), done()))).status);
      await new Promise((r) => setTimeout(r, 50));
    }
    finish();
    expect(await slow).toMatchObject({ status: 201, replayed: false });
    expect(runs).toBe(1);
    expect(new Set(repeats)).toEqual(new Set([409]));
    expect(await run(key, done)).toMatchObject({ status: 201, replayed: true });
  });
});
