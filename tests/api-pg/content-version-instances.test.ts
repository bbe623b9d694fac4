/**
 * Reads kept in memory stay right across instances (decision 53): two app instances share one
 * PostgreSQL database, each keeps its own answers and pages, and a content write acknowledged by one is
 * seen by the other on its very next request.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { courses } from '../../server/db/schema';
import { bumpContentVersion } from '../../server/reads/content-version';
import { addStaffMember } from '../../server/staff/members';
import { key, login } from '../support/api-helpers';
import { buildSite, type BuiltSite } from '../support/built-site';
import { parseHtml } from '../support/parse-html';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

let testDb: TestDatabase | undefined;
let site: BuiltSite | undefined;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  if (!onPostgres) return;
  site = buildSite();
  testDb = await createTestDatabase();
  a = await startTestServer({ databaseUrl: testDb.url, distDir: site.distDir });
  b = await startTestServer({ databaseUrl: testDb.url, distDir: site.distDir });
}, 180_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await testDb?.drop();
  site?.remove();
});

const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data;
const heading = async (server: TestServer, path: string) =>
  parseHtml(await (await server.get(path, { headers: { Accept: 'text/html' } })).text())
    .querySelector('#root h1')
    ?.textContent?.trim();

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  it("an enrolment acknowledged by one instance shows in the other's next answer and page", async () => {
    const [course] = await data<{ _id: string }[]>(await b.get('/api/courses/all'));
    const id = course!._id;
    const before = await b.get(`/api/courses/${id}`);
    const tag = before.headers.get('etag')!;
    const count = (await data<{ enrolledCount: number }>(before)).enrolledCount;
    // b keeps the page too, and a write that does not bump the version stays unseen there.
    await a.database.db.update(courses).set({ title: 'Quietly renamed' }).where(eq(courses.id, id));
    const title = await heading(b, `/courses/c/${id}`);
    expect(title).not.toBe('Quietly renamed');
    expect(await heading(b, `/courses/c/${id}`)).toBe(title);

    const me = await login(a);
    const enrolled = await a.post(
      '/api/enrollments/enroll',
      {
        studentId: me.studentId,
        fullName: 'Neha Joshi',
        mobileNo: me.mobileNo,
        email: 'neha@example.com',
        collegeName: 'Fergusson College',
        selectedProgram: 'MERN Stack JavaScript Development',
        course: id,
      },
      { Cookie: me.cookie, ...key() },
    );
    expect(enrolled.status).toBe(201);

    const after = await b.get(`/api/courses/${id}`, { headers: { 'If-None-Match': tag } });
    expect(after.status).toBe(200);
    expect((await data<{ enrolledCount: number; title: string }>(after)).enrolledCount).toBe(count + 1);
    expect(await heading(b, `/courses/c/${id}`)).toBe('Quietly renamed');
  });

  it('a content write made in a transaction that bumps the version is seen by both at once', async () => {
    const [course] = await data<{ _id: string }[]>(await a.get('/api/courses/all'));
    await b.get('/api/courses/all');
    await a.database.db.transaction(async (tx) => {
      await tx.update(courses).set({ title: 'Renamed for both' }).where(eq(courses.id, course!._id));
      await bumpContentVersion(tx as unknown as Db);
    });
    for (const server of [a, b]) {
      const list = await data<{ _id: string; title: string }[]>(await server.get('/api/courses/all'));
      expect(list.find((c) => c._id === course!._id)?.title).toBe('Renamed for both');
    }
  });

  it('a workshop published in the staff console on one instance is on the next page of the other; unpublished, a 404 there', async () => {
    const mobileNo = '9876523456';
    await addStaffMember(a.database.db, { identifier: mobileNo, role: 'staff' }, 'test', new Date());
    const { cookie } = await login(a, mobileNo);
    const staff = (method: string, path: string, body: unknown, ifMatch?: string) =>
      fetch(`${a.baseUrl}/api/staff/content/workshops${path}`, {
        method,
        headers: { Cookie: cookie, 'Content-Type': 'application/json', ...(ifMatch ? { 'If-Match': ifMatch } : {}) },
        body: JSON.stringify(body),
      });
    const start = Date.now() + 20 * 86_400_000;
    const created = await staff('POST', '', {
      title: 'Published across instances',
      description: 'Seen by every instance at once.',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 3_600_000).toISOString(),
      duration: '1 hour',
      location: 'Online',
      contactEmail: 'staff@example.com',
      contactPhone: '9876543210',
    });
    expect(created.status).toBe(201);
    const id = (await data<{ id: string }>(created.clone())).id;
    expect((await b.get(`/book/workshop/${id}`, { headers: { Accept: 'text/html' } })).status).toBe(404);
    const published = await staff('PATCH', `/${id}`, { published: true }, created.headers.get('etag')!);
    expect(published.status).toBe(200);
    expect((await data<{ title: string }[]>(await b.get('/api/workshops'))).map((w) => w.title)).toContain('Published across instances');
    expect(await heading(b, `/book/workshop/${id}`)).toBe('Published across instances');
    expect((await staff('PATCH', `/${id}`, { published: false }, published.headers.get('etag')!)).status).toBe(200);
    expect((await b.get(`/book/workshop/${id}`, { headers: { Accept: 'text/html' } })).status).toBe(404);
    expect((await b.get(`/api/workshops/${id}`)).status).toBe(404);
  });

  it('under a burst of reads, each instance reads the version row once per burst, not once per request', async () => {
    // Many requests at once still answer right (and fast): they share the version reads.
    const answers = await Promise.all(Array.from({ length: 200 }, () => b.get('/api/courses/all')));
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((r) => r.headers.get('etag'))).size).toBe(1);
  });
});
