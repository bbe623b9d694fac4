/**
 * Dates staff give, in a body or a query string, are read in a range of years (issue 32, finding 9):
 * outside it the answer is a 400 with the field's message, never a 500, and nothing is stored; a session
 * in year 9999 is refused instead of giving a calendar a five-digit year.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember } from '../../server/staff/members';
import { countRows, freshMobile, login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  const mobileNo = freshMobile();
  await addStaffMember(server.database.db, { identifier: mobileNo, role: 'admin' }, 'test', new Date());
  admin = (await login(server, mobileNo)).cookie;
});
afterAll(() => server?.close());

type Answer = { status: number; body: { success: boolean; message?: string; errors?: Record<string, string> } };

async function call(method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${server.baseUrl}/api/staff${path}`, {
    method,
    headers: { Cookie: admin, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const event = (startsAt: string, endsAt: string) => ({
  title: 'Dated event',
  description: 'An event on a date',
  startsAt,
  endsAt,
  location: 'Online',
  mode: 'online',
  maxParticipants: 10,
  organizer: 'Academy',
});

describe('dates in staff content', () => {
  it('refuses a session starting in year 0 or ending in year 9999 with the field message, and stores nothing', async () => {
    const before = await countRows(server, 'events');
    const yearZero = await call('POST', '/content/events', event('0000-01-01T00:00:00Z', '2030-01-01T12:00:00Z'));
    expect(yearZero).toEqual({
      status: 400,
      body: expect.objectContaining({ success: false, errors: { startsAt: 'Enter a date between 2000 and 2100' } }),
    });
    const year9999 = await call('POST', '/content/events', event('2030-01-01T10:00:00Z', '9999-12-31T23:00:00Z'));
    expect(year9999.status).toBe(400);
    expect(year9999.body.errors).toEqual({ endsAt: 'Enter a date between 2000 and 2100' });
    const expandedYear = await call('POST', '/content/events', event('+275760-09-13T00:00:00Z', '2030-01-01T12:00:00Z'));
    expect(expandedYear.status).toBe(400);
    expect(expandedYear.body.errors?.startsAt).toMatch(/^Start must be a date and time/);
    expect(await countRows(server, 'events')).toBe(before);
  });

  it('refuses a day that does not exist instead of moving it to the next month', async () => {
    const rolled = await call('POST', '/content/events', event('2030-02-30T10:00:00Z', '2030-03-02T10:00:00Z'));
    expect(rolled.status).toBe(400);
    expect(rolled.body.errors?.startsAt).toMatch(/^Start must be a date and time/);
  });

  it('accepts a session inside the range', async () => {
    expect((await call('POST', '/content/events', event('2100-12-31T10:00:00+05:30', '2100-12-31T12:00:00+05:30'))).status).toBe(201);
  });
});

describe('dates in staff query strings', () => {
  const refusals: Array<[string, string]> = [
    ['/audit?before=0000-01-01', 'before'],
    ['/audit?before=%2B275760-09-13T00:00:00.000Z', 'before'],
    ['/audit?before=9999-12-31T00:00:00Z', 'before'],
    ['/audit?before=Tue%20Mar%2001%202022', 'before'],
    ['/inbox/contacts?since=0000-01-01', 'since'],
    ['/inbox/contacts?until=9999-12-31', 'until'],
    ['/inbox/contacts?since=2026-02-30', 'since'],
    ['/inbox/contacts?since=1899-12-31&format=csv', 'since'],
  ];
  for (const [path, field] of refusals) {
    it(`GET ${path} is a 400 with a message for ${field}`, async () => {
      const answer = await call('GET', path);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errors?.[field]).toMatch(/^Enter a date/);
      expect(answer.body.message).toContain(field);
    });
  }

  it('answers dates inside the range, at both ends', async () => {
    expect((await call('GET', '/audit?before=1900-01-01')).status).toBe(200);
    expect((await call('GET', '/audit?before=2999-12-31T23:59:59.999Z')).status).toBe(200);
    expect((await call('GET', '/inbox/contacts?since=1900-01-01&until=2999-12-31')).status).toBe(200);
  });
});
