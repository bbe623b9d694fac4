/**
 * Wrong login codes and spent sends never lock the owner out (issue 32, finding 6, decision 98): the
 * address that guessed waits after 10; every browser that never logged in with the number waits once the
 * number has 30 from everywhere (every guesser is one, so more addresses buy a guesser little), while the
 * owner's browsers that logged in before still get and use a code; an admin ends a number's lockouts
 * from the staff console, audited.
 * Addresses through TRUST_PROXY's X-Forwarded-For; browsers by the cookies they keep.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember } from '../../server/staff/members';
import { countRows, freshMobile } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server?.close());

const STRANGER = '203.0.113.7';
const ANOTHER_STRANGER = '203.0.113.99';
const OWNER = '198.51.100.23';
const ADMIN_ADDRESS = '192.0.2.50';

type Answer = {
  status: number;
  body: { success: boolean; message: string; data?: Record<string, unknown>; errors?: Record<string, string> };
};

async function post(path: string, body: unknown, from: string, cookie?: string): Promise<Answer & { cookie: string }> {
  const res = await server.post(path, body, { 'X-Forwarded-For': from, ...(cookie ? { Cookie: cookie } : {}) });
  const setCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, body: (await res.json()) as Answer['body'], cookie: setCookie };
}

const codeOf = (mobileNo: string, ref: string) => server.inbox.read(mobileNo).find((e) => e.referenceId === ref)!.code;
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A code sent to `mobileNo` at the request of `from` (a browser with `cookie`): its reference and the code itself. */
async function sendCode(mobileNo: string, from: string, cookie?: string) {
  server.clock.advance(31_000); // past the gap between two sends to one number
  const sent = await post('/api/otp/send', { mobileNo }, from, cookie);
  expect(sent.status, sent.body.message).toBe(200);
  const ref = String(sent.body.data!.reference_id);
  return { ref, code: codeOf(mobileNo, ref) };
}

/** Two codes and ten wrong guesses from `from`: the pair is locked for a minute. */
async function guessTenTimes(mobileNo: string, from: string) {
  for (let c = 0; c < 2; c++) {
    const { ref, code } = await sendCode(mobileNo, from);
    for (let i = 0; i < 5; i++) expect((await post('/api/otp/verify', { reference_id: ref, otp: wrongFor(code) }, from)).status).toBe(400);
  }
}

/** Logs in from `from` in a browser holding `cookie`; answers the cookies the browser then holds. */
async function loginFrom(mobileNo: string, from: string, cookie?: string): Promise<string> {
  const { ref, code } = await sendCode(mobileNo, from, cookie);
  const verified = await post('/api/otp/verify', { reference_id: ref, otp: code }, from, cookie);
  expect(verified.status, verified.body.message).toBe(200);
  return verified.cookie;
}

/** The owner's phone, which has logged in with the number before: it keeps its device cookie. */
async function ownersPhone(mobileNo: string): Promise<string> {
  const cookies = await loginFrom(mobileNo, OWNER);
  const device = cookies.split('; ').find((c) => c.startsWith('academy_device='));
  expect(device).toBeTruthy();
  return device!;
}

async function unlock(mobileNo: string, cookie: string): Promise<Answer> {
  const res = await fetch(`${server.baseUrl}/api/staff/otp-locks/${mobileNo}`, {
    method: 'DELETE',
    headers: { Cookie: cookie, 'X-Forwarded-For': ADMIN_ADDRESS },
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

describe('the wrong-code lockout never holds the owner hostage, and more addresses buy a guesser little', () => {
  it("a stranger's ten wrong guesses lock out the stranger, while the owner elsewhere, even on a new phone, gets and uses a code", async () => {
    const mobileNo = freshMobile();
    await guessTenTimes(mobileNo, STRANGER);

    const strangerSend = await post('/api/otp/send', { mobileNo }, STRANGER);
    expect(strangerSend.status).toBe(429);
    expect(strangerSend.body.message).toBe('Too many incorrect OTPs for this number. Try again in 1 minute.');

    // Within that minute the owner, from another address and a browser that never logged in, is not held hostage.
    await loginFrom(mobileNo, OWNER);
  });

  it("guesses from many addresses lock every new browser out once the number has 30 wrong codes; the owner's phone still logs in", async () => {
    const mobileNo = freshMobile();
    const phone = await ownersPhone(mobileNo);
    for (const address of ['203.0.113.31', '203.0.113.32', '203.0.113.33']) {
      server.clock.advance(3_600_000); // past the number's five sends an hour
      await guessTenTimes(mobileNo, address);
    }
    server.clock.advance(31_000);
    const fourth = await post('/api/otp/send', { mobileNo }, ANOTHER_STRANGER);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/^Too many incorrect OTPs for this number/);
    await loginFrom(mobileNo, OWNER, phone);
  });

  it("strangers spending the number's codes from many addresses cannot keep the owner's phone out", async () => {
    const mobileNo = freshMobile();
    const phone = await ownersPhone(mobileNo);
    // The phone's first login spent one of the hour's five; strangers spend the rest, each from an address of its own.
    for (let i = 0; i < 4; i++) await sendCode(mobileNo, `203.0.113.${10 + i}`);
    server.clock.advance(31_000);
    const refused = await post('/api/otp/send', { mobileNo }, '203.0.113.20');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many OTP requests for this number/);
    await loginFrom(mobileNo, OWNER, phone);
  });

  it("a stranger behind the owner's own address (a carrier's NAT) cannot lock out the owner's phone", async () => {
    const mobileNo = freshMobile();
    const phone = await ownersPhone(mobileNo);
    await guessTenTimes(mobileNo, OWNER);
    server.clock.advance(31_000);
    expect((await post('/api/otp/send', { mobileNo }, OWNER)).status).toBe(429);
    await loginFrom(mobileNo, OWNER, phone);
  });

  it("each further wrong guess doubles the stranger's wait, and it stays the stranger's", async () => {
    const mobileNo = freshMobile();
    const phone = await ownersPhone(mobileNo);
    await guessTenTimes(mobileNo, STRANGER);
    server.clock.advance(61_000);
    const { ref, code } = await sendCode(mobileNo, STRANGER);
    expect((await post('/api/otp/verify', { reference_id: ref, otp: wrongFor(code) }, STRANGER)).status).toBe(400);
    const refused = await post('/api/otp/verify', { reference_id: ref, otp: code }, STRANGER);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Try again in 2 minutes/);
    await loginFrom(mobileNo, OWNER, phone);
  });

  it('a code still allows five guesses only, from any address', async () => {
    const mobileNo = freshMobile();
    const { ref, code } = await sendCode(mobileNo, OWNER);
    for (const from of [STRANGER, OWNER, STRANGER, OWNER, STRANGER])
      expect((await post('/api/otp/verify', { reference_id: ref, otp: wrongFor(code) }, from)).status).toBe(400);
    const sixth = await post('/api/otp/verify', { reference_id: ref, otp: code }, OWNER);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many incorrect attempts/);
  });
});

describe('an admin ends a number’s lockouts from the staff console', () => {
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    const adminMobile = freshMobile();
    const staffMobile = freshMobile();
    await addStaffMember(server.database.db, { identifier: adminMobile, role: 'admin' }, 'test', new Date());
    await addStaffMember(server.database.db, { identifier: staffMobile, role: 'staff' }, 'test', new Date());
    admin = await loginFrom(adminMobile, ADMIN_ADDRESS);
    staff = await loginFrom(staffMobile, ADMIN_ADDRESS);
  });

  it('clears the wrong codes, so the locked address can get a code again, and the audit log says who did it', async () => {
    const mobileNo = freshMobile();
    await guessTenTimes(mobileNo, STRANGER);
    expect((await post('/api/otp/send', { mobileNo }, STRANGER)).status).toBe(429);

    // Well inside the minute of the lockout, the same address gets a code and logs in.
    const unlocked = await unlock(mobileNo, admin);
    expect(unlocked).toEqual({ status: 200, body: { success: true, data: { mobileNo, clearedWrongCodes: 10 } } });
    await loginFrom(mobileNo, STRANGER);

    const audit = await fetch(`${server.baseUrl}/api/staff/audit?entity=otp-lock&entityId=${mobileNo}`, { headers: { Cookie: admin } });
    const entries = ((await audit.json()) as { data: Array<Record<string, unknown>> }).data;
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'unlock',
        entity: 'otp-lock',
        entityId: mobileNo,
        before: { wrongCodes: 10 },
        after: { wrongCodes: 0 },
      }),
    ]);
  });

  it('is for admins only, and a number that is not 10 digits is a field error that changes nothing', async () => {
    const mobileNo = freshMobile();
    await guessTenTimes(mobileNo, STRANGER);
    expect((await unlock(mobileNo, staff)).status).toBe(403);
    const bad = await unlock('12345', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ mobileNo: 'Mobile number must be 10 digits' });
    expect(await countRows(server, 'otp_failures')).toBeGreaterThanOrEqual(10);
    server.clock.advance(31_000);
    expect((await post('/api/otp/send', { mobileNo }, STRANGER)).status).toBe(429);
  });
});
