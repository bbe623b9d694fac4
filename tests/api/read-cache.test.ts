/**
 * The public reads come from memory (decision 53): kept as ready bytes under the content version,
 * revalidated with strong ETags, rebuilt on the first request after a content write, and for answers
 * that state a session's status, at the next start or end of a session (decision 54).
 *
 * "Kept" is shown the only way a client can see it: a change written to the database without bumping
 * the version does not appear, until something that must rebuild the answer happens.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courses, workshops } from '../../server/db/schema';
import { bumpContentVersion, PolledContentVersion } from '../../server/reads/content-version';
import type { Db } from '../../server/db/client';
import { key, login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

const NOW = new Date();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: NOW });
});
afterAll(() => server?.close());

const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data;
const firstCourse = async () => (await data<{ _id: string }[]>(await server.get('/api/courses/all')))[0]!._id;

/** Changes a course's title behind the server's back: no version bump, as a careless write would. */
const renameCourseQuietly = (id: string, title: string) => server.database.db.update(courses).set({ title }).where(eq(courses.id, id));

describe('ready answers with strong ETags', () => {
  it('sends a strong tag, and 304 for it, its weak form, a list holding it, or *', async () => {
    const first = await server.get('/api/courses/all', { headers: { 'Accept-Encoding': 'identity' } });
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const again = await server.get('/api/courses/all', { headers: { 'If-None-Match': ifNoneMatch, 'Accept-Encoding': 'identity' } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag')).toBe(tag);
    }
    const other = await server.get('/api/courses/all', { headers: { 'If-None-Match': '"other"', 'Accept-Encoding': 'identity' } });
    expect(other.status).toBe(200);
  });

  it('names the gzip copy apart, since its bytes differ', async () => {
    const plain = await server.get('/api/feedback', { headers: { 'Accept-Encoding': 'identity' } });
    const gzipped = await server.get('/api/feedback', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    expect(await gzipped.json()).toEqual(await plain.json());
    const revalidated = await server.get('/api/feedback', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': gzipped.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
  });

  it('refuses a malformed id with 400 and an unknown one with 404, never 304', async () => {
    expect((await server.get('/api/courses/not-an-id')).status).toBe(400);
    const unknown = await server.get('/api/courses/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const again = await server.get('/api/courses/00000000-0000-4000-8000-000000000000', {
      headers: { 'If-None-Match': unknown.headers.get('etag')! },
    });
    expect(again.status).toBe(404);
  });
});

describe('a content write is visible on the next request', () => {
  it('keeps answers in memory until the content version moves', async () => {
    const id = await firstCourse();
    const before = await data<{ title: string }>(await server.get(`/api/courses/${id}`));
    await renameCourseQuietly(id, 'Renamed without a bump');
    expect((await data<{ title: string }>(await server.get(`/api/courses/${id}`))).title).toBe(before.title);

    // The same kind of write, made the way content writes must be made: in a transaction that bumps.
    await server.database.db.transaction(async (tx) => {
      await tx.update(courses).set({ title: 'Renamed with a bump' }).where(eq(courses.id, id));
      await bumpContentVersion(tx as unknown as Db);
    });
    expect((await data<{ title: string }>(await server.get(`/api/courses/${id}`))).title).toBe('Renamed with a bump');
    const list = await data<{ _id: string; title: string }[]>(await server.get('/api/courses/all'));
    expect(list.find((c) => c._id === id)?.title).toBe('Renamed with a bump');
  });

  it('an enrolment raises the count the very next read shows, and the old tag no longer matches', async () => {
    const id = await firstCourse();
    const before = await server.get(`/api/courses/${id}`);
    const tag = before.headers.get('etag')!;
    const count = (await data<{ enrolledCount: number }>(before)).enrolledCount;
    const me = await login(server);
    const enrolled = await server.post(
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
    const after = await server.get(`/api/courses/${id}`, { headers: { 'If-None-Match': tag } });
    expect(after.status).toBe(200);
    expect((await data<{ enrolledCount: number }>(after)).enrolledCount).toBe(count + 1);
  });
});

describe('answers that state a status last until the next start or end', () => {
  interface WorkshopItem {
    _id: string;
    title: string;
    startDate: string;
    endDate: string;
    status: string;
  }

  it('a workshop list is kept until the clock reaches the next start or end, then rebuilt', async () => {
    const list = await data<WorkshopItem[]>(await server.get('/api/workshops'));
    const now = server.clock.now().getTime();
    // The instants at which some status changes: each start, and the instant after each end.
    const boundaries = list.flatMap((w) => [Date.parse(w.startDate), Date.parse(w.endDate) + 1]).filter((at) => at > now);
    const next = Math.min(...boundaries);
    const changing = list.find((w) => Date.parse(w.startDate) === next || Date.parse(w.endDate) + 1 === next)!;

    await server.database.db.update(workshops).set({ title: 'Quietly renamed' }).where(eq(workshops.id, changing._id));
    server.clock.advance(next - 1 - now);
    const justBefore = await data<WorkshopItem[]>(await server.get('/api/workshops'));
    expect(justBefore.find((w) => w._id === changing._id)).toMatchObject({ title: changing.title, status: changing.status });

    server.clock.advance(1);
    const at = await data<WorkshopItem[]>(await server.get('/api/workshops'));
    const rebuilt = at.find((w) => w._id === changing._id)!;
    expect(rebuilt.title).toBe('Quietly renamed');
    expect(rebuilt.status).not.toBe(changing.status);
    // Lists that state no status do not depend on the clock: still the kept answer.
    const id = await firstCourse();
    await renameCourseQuietly(id, 'Not seen yet');
    expect((await data<{ title: string }[]>(await server.get('/api/courses/all'))).map((c) => c.title)).not.toContain('Not seen yet');
  });
});

describe('the version row is read once per burst', () => {
  it('shares one read among requests that arrive while it runs, and never one that started before them', async () => {
    let reads = 0;
    let release: (() => void)[] = [];
    const version = new PolledContentVersion(async () => {
      reads += 1;
      const n = reads;
      await new Promise<void>((resolve) => release.push(resolve));
      return n;
    });
    const first = version.current();
    // Arrive while read 1 runs: they need a read that starts after them, and share it.
    const later = [version.current(), version.current(), version.current()];
    expect(reads).toBe(1);
    release.shift()!();
    expect(await first).toBe(1);
    await vi.waitFor(() => expect(reads).toBe(2)); // one read for the three, started once read 1 ended
    release.shift()!();
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
    release = [];
  });
});
