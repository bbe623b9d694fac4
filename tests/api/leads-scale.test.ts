/**
 * 10,000 leads (issue 39, decision 154) in a test database of their own: the list pages through all of them
 * by its cursor, each lead once, newest first; the board counts every lead in its column and pages a column;
 * the filters and the funnel read the same numbers the database holds. Timings are printed, not asserted
 * (speed is `npm run bench`'s).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadBoard, LeadPage } from '../../src/contract/leads';
import { rowsOf } from '../../server/db/migrate';
import { addStaffMember } from '../../server/staff/members';
import { freshMobile, login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

const COUNT = 10_000;
const NOW = new Date('2026-12-01T05:00:00.000Z');
let server: TestServer;
let cookie: string;

async function get<T>(path: string): Promise<T> {
  const res = await server.get(path, { headers: { cookie } });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  server = await startTestServer({ now: NOW, seed: false });
  const mobile = freshMobile();
  await addStaffMember(server.database.db, { identifier: mobile, role: 'staff' }, 'test', NOW);
  cookie = (await login(server, mobile)).cookie;
  // Ten thousand leads over 20 weeks, every status, a few sources, some overdue; a few share a moment.
  await server.database.db.execute(sql`
    insert into leads (mobile_no, full_name, email, status, lost_reason, first_response_due_at, first_responded_at,
                       next_follow_up_at, source_label, created_at, last_activity_at)
    select
      (6000000000 + i)::text,
      'Lead ' || i,
      'lead' || (i % 9000) || '@example.com',
      (array['new','contacted','counselling','demo-booked','enrolled','lost'])[1 + i % 6],
      case when i % 6 = 5 then 'Chose another institute' end,
      ${NOW}::timestamptz - make_interval(hours => (i % 50) - 25),
      case when i % 6 = 0 then null else ${NOW}::timestamptz - interval '1 day' end,
      case when i % 7 = 0 then ${NOW}::timestamptz - interval '2 hours' end,
      (array['direct','instagram','google.com','newsletter'])[1 + i % 4],
      ${NOW}::timestamptz - make_interval(mins => (i / 3) * 20),
      ${NOW}::timestamptz
    from generate_series(1, ${COUNT}) as i`);
}, 120_000);
afterAll(async () => server?.close());

const count = async (where: string) =>
  rowsOf<{ n: number }>(await server.database.db.execute(sql.raw(`select count(*)::int as n from leads where ${where}`)))[0]!.n;

describe('10,000 leads', () => {
  it('pages through every lead once, newest first, by the cursor', async () => {
    const seen: { id: string; createdAt: string }[] = [];
    let cursor: string | null = null;
    const started = performance.now();
    let pages = 0;
    do {
      const page: LeadPage = await get<LeadPage>(`/api/staff/leads?limit=200${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(cursor ? null : COUNT);
      seen.push(...page.items.map((l) => ({ id: l.id, createdAt: l.createdAt })));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    const ms = performance.now() - started;
    expect(seen).toHaveLength(COUNT);
    expect(new Set(seen.map((l) => l.id)).size).toBe(COUNT);
    for (let i = 1; i < seen.length; i++) expect(seen[i - 1]!.createdAt >= seen[i]!.createdAt).toBe(true);
    console.log(`[leads-scale] ${pages} pages of 200 in ${Math.round(ms)} ms (${Math.round(ms / pages)} ms a page)`);
  });

  it('counts every lead in its column of the board, and pages a column', async () => {
    const board = await get<LeadBoard>('/api/staff/leads/board');
    expect(board.columns.reduce((n, c) => n + c.total, 0)).toBe(COUNT);
    const lost = board.columns.find((c) => c.status === 'lost')!;
    expect(lost.total).toBe(await count(`status = 'lost'`));
    expect(lost.items).toHaveLength(20);
    const next = await get<LeadPage>(`/api/staff/leads?status=lost&cursor=${lost.nextCursor}`);
    expect(next.items.map((l) => l.status)).toEqual(Array(50).fill('lost'));
    expect(next.items.some((l) => lost.items.some((i) => i.id === l.id))).toBe(false);
  });

  it('filters overdue and by source as the database holds them, and duplicates by e-mail', async () => {
    const overdue = await get<LeadPage>('/api/staff/leads?overdue=1&limit=1');
    const expected = await count(
      `status not in ('enrolled','lost') and ((first_responded_at is null and first_response_due_at < '${NOW.toISOString()}') or next_follow_up_at < '${NOW.toISOString()}')`,
    );
    expect(overdue.total).toBe(expected);
    expect(overdue.items[0]!.overdue).toBe(true);
    expect((await get<LeadPage>('/api/staff/leads?source=instagram&limit=1')).total).toBe(await count(`source_label = 'instagram'`));
    const page = await get<LeadPage>('/api/staff/leads?q=lead1%40example.com&limit=5');
    expect(page.items.every((l) => l.possibleDuplicate)).toBe(true);
  });

  it('counts the funnel over the weeks it shows', async () => {
    const funnel = await get<{ weeks: { enquiries: number }[] }>('/api/staff/leads/funnel?weeks=26');
    expect(funnel.weeks.reduce((n, w) => n + w.enquiries, 0)).toBe(COUNT);
  });
});
