import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../server/db/migrate';
import type { TestServer } from './test-server';

export const key = () => ({ 'Idempotency-Key': randomUUID() });

export async function countRows(server: TestServer, table: string): Promise<number> {
  const result = await server.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

export const WRITE_TABLES = [
  'contact_messages',
  'students',
  'registrations',
  'enrollments',
  'feedback_submissions',
  'otp_codes',
  'otp_failures',
  'auth_sessions',
  'idempotency_keys',
  'callback_requests',
  'leads',
  'outbound_messages',
];

export async function countAll(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of WRITE_TABLES) counts[t] = await countRows(server, t);
  return counts;
}

let mobileSeq = 0;
/** A valid, unused Indian mobile number for each call within a test file. */
export function freshMobile(): string {
  mobileSeq += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(mobileSeq).padStart(6, '0')}`;
}

/** The `name=value` pairs of an answer's Set-Cookie headers, as a Cookie header sends them back. */
export const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * Logs in through the real OTP flow (dev inbox) and answers the session cookie and the student id;
 * `browserCookies` are what the browser already holds (a registration's claim, say).
 */
export async function login(server: TestServer, mobileNo = freshMobile(), browserCookies?: string) {
  const sent = await server.post('/api/otp/send', { mobileNo });
  expect(sent.status).toBe(200);
  const { reference_id } = ((await sent.json()) as { data: { reference_id: string } }).data;
  const code = server.inbox.read(mobileNo).find((e) => e.referenceId === reference_id)!.code;
  const verified = await server.post('/api/otp/verify', { reference_id, otp: code }, browserCookies ? { cookie: browserCookies } : {});
  expect(verified.status).toBe(200);
  const body = (await verified.json()) as { data: { studentId: string; mobileNo: string } };
  // The session cookie only: a spent registration claim comes back as an expired cookie.
  const cookie = cookiesOf(verified)
    .split('; ')
    .filter((c) => c.startsWith('academy_session='))
    .join('; ');
  return { cookie, studentId: body.data.studentId, mobileNo };
}
