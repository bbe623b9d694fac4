import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/migrate';
import { HttpSmsSender } from '../../server/auth/sms';
import { countRows, freshMobile, login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function send(mobileNo: string, target = server) {
  const res = await target.post('/api/otp/send', { mobileNo });
  return { res, body: (await res.json()) as { success: boolean; message: string; data?: { reference_id: string } } };
}
async function verify(reference_id: string, otp: string) {
  const res = await server.post('/api/otp/verify', { reference_id, otp });
  return { res, body: (await res.json()) as { success: boolean; message: string; data?: { studentId: string; mobileNo: string } } };
}
const codeFor = (mobileNo: string, ref: string) => server.inbox.read(mobileNo).find((e) => e.referenceId === ref)!.code;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/otp/send', () => {
  it('sends a 6-digit code, answers a reference id, and stores only a hash of the code', async () => {
    const mobileNo = freshMobile();
    const { res, body } = await send(mobileNo);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'OTP sent successfully' });
    const ref = body.data!.reference_id;
    const code = codeFor(mobileNo, ref);
    expect(code).toMatch(/^\d{6}$/);
    const rows = rowsOf<{ code_hash: string }>(await server.database.db.execute(sql`select code_hash from otp_codes where id = ${ref}`));
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
  });

  it.each([
    [{}, 'Mobile number is required'],
    [{ mobileNo: '' }, 'Mobile number is required'],
    [{ mobileNo: '98765' }, 'Mobile number must be 10 digits'],
    [{ mobileNo: '98765432101' }, 'Mobile number must be 10 digits'],
    [{ mobileNo: '98765abcde' }, 'Mobile number must be 10 digits'],
  ])('refuses %j with "%s"', async (body, message) => {
    const before = await countRows(server, 'otp_codes');
    const res = await server.post('/api/otp/send', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.mobileNo).toBe(message);
    expect(await countRows(server, 'otp_codes')).toBe(before);
  });

  it('allows one send per number per 30 s and five per hour, saying when to try again', async () => {
    const mobileNo = freshMobile();
    expect((await send(mobileNo)).res.status).toBe(200);
    const tooSoon = await send(mobileNo);
    expect(tooSoon.res.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^Please wait \d+ seconds? before requesting another OTP\.$/);
    expect(Number(tooSoon.res.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 2; i <= 5; i++) {
      server.clock.advance(31_000);
      expect((await send(mobileNo)).res.status).toBe(200);
    }
    server.clock.advance(31_000);
    const sixth = await send(mobileNo);
    expect(sixth.res.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many OTP requests for this number\. Try again in \d+ minutes?\.$/);
  });

  it('limits sends per IP address across numbers', async () => {
    const limited = await startTestServer({ otpLimits: { perNumberGapSeconds: 30, perNumberPerHour: 5, perIpPerHour: 3 } });
    try {
      for (let i = 0; i < 3; i++) expect((await send(freshMobile(), limited)).res.status).toBe(200);
      const fourth = await send(freshMobile(), limited);
      expect(fourth.res.status).toBe(429);
      expect(fourth.body.message).toMatch(/from your network/);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/otp/verify', () => {
  it('logs in with the right code: HttpOnly SameSite=Lax session cookie for 7 days, and /auth/me knows the student', async () => {
    const mobileNo = freshMobile();
    const ref = (await send(mobileNo)).body.data!.reference_id;
    const bad = await verify(ref, wrong(codeFor(mobileNo, ref)));
    expect(bad.res.status).toBe(400);
    expect(bad.body.message).toBe('Invalid OTP. 4 attempts left.');

    const ok = await verify(ref, codeFor(mobileNo, ref));
    expect(ok.res.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, message: 'Login successful', data: { mobileNo } });
    const cookie = ok.res.headers.getSetCookie().find((c) => c.startsWith('academy_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/); // plain http here; Secure is set behind https

    const me = await server.get('/api/auth/me', { headers: { Cookie: cookie.split(';')[0]! } });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ success: true, data: { studentId: ok.body.data!.studentId, mobileNo, role: null } });
  });

  it('refuses the sixth attempt even with the right code', async () => {
    const mobileNo = freshMobile();
    const ref = (await send(mobileNo)).body.data!.reference_id;
    const code = codeFor(mobileNo, ref);
    for (let i = 1; i <= 5; i++) expect((await verify(ref, wrong(code))).res.status).toBe(400);
    const sixth = await verify(ref, code);
    expect(sixth.res.status).toBe(429);
    expect(sixth.body.message).toBe('Too many incorrect attempts. Please request a new OTP.');
    expect(sixth.res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses an expired code, and a code used twice, with their own messages', async () => {
    const mobileNo = freshMobile();
    const ref = (await send(mobileNo)).body.data!.reference_id;
    server.clock.advance(5 * 60_000 + 1_000);
    const expired = await verify(ref, codeFor(mobileNo, ref));
    expect(expired.res.status).toBe(400);
    expect(expired.body.message).toBe('This OTP has expired. Please request a new one.');

    const again = freshMobile();
    const ref2 = (await send(again)).body.data!.reference_id;
    expect((await verify(ref2, codeFor(again, ref2))).res.status).toBe(200);
    const reused = await verify(ref2, codeFor(again, ref2));
    expect(reused.res.status).toBe(400);
    expect(reused.body.message).toBe('This OTP has already been used. Please request a new one.');
  });

  it('refuses unknown and malformed references, and checks the code format', async () => {
    expect((await verify('00000000-0000-4000-8000-000000000000', '123456')).body.message).toBe(
      'This OTP request was not found. Please request a new OTP.',
    );
    expect((await verify('not-a-reference', '123456')).res.status).toBe(400);
    const res = await server.post('/api/otp/verify', { reference_id: '00000000-0000-4000-8000-000000000000', otp: '12ab' });
    expect(((await res.json()) as { errors: Record<string, string> }).errors.otp).toBe('OTP must be 6 digits');
    const missing = await server.post('/api/otp/verify', {});
    expect(((await missing.json()) as { errors: Record<string, string> }).errors.otp).toBe('OTP is required');
  });

  it('finds the same student on every login with one number', async () => {
    const mobileNo = freshMobile();
    const first = await login(server, mobileNo);
    server.clock.advance(31_000);
    const second = await login(server, mobileNo);
    expect(second.studentId).toBe(first.studentId);
  });
});

describe('session endpoints', () => {
  it('trusts only the session cookie: a readable studentId cookie proves nothing', async () => {
    const { studentId } = await login(server);
    const forged = await server.get('/api/auth/me', { headers: { Cookie: `studentId=${studentId}; mobileNo=9999999999` } });
    expect(forged.status).toBe(401);
    const bogus = await server.get('/api/auth/me', { headers: { Cookie: 'academy_session=forged-token' } });
    expect(bogus.status).toBe(401);
  });

  it('logs out: the session stops working and the cookie is cleared', async () => {
    const { cookie } = await login(server);
    const out = await server.post('/api/auth/logout', '', { Cookie: cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/academy_session=;/);
    expect((await server.get('/api/auth/me', { headers: { Cookie: cookie } })).status).toBe(401);
  });
});

describe('SMS through an HTTP gateway', () => {
  it('posts the code to the gateway, and answers 502 without keeping the code when the gateway fails', async () => {
    const received: { auth: string | undefined; body: { to: string; message: string } }[] = [];
    let failing = false;
    const gateway = createServer(async (req: IncomingMessage, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      received.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(failing ? 500 : 202).end();
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
    const viaGateway = await startTestServer({ sms: new HttpSmsSender(url, 'gateway-token') });
    try {
      const mobileNo = freshMobile();
      const { res } = await send(mobileNo, viaGateway);
      expect(res.status).toBe(200);
      expect(received[0]!.auth).toBe('Bearer gateway-token');
      expect(received[0]!.body.to).toBe(`+91${mobileNo}`);
      expect(received[0]!.body.message).toMatch(/^\d{6} is your CodeSmart Academy login code/);

      failing = true;
      const before = await countRows(viaGateway, 'otp_codes');
      const failed = await send(freshMobile(), viaGateway);
      expect(failed.res.status).toBe(502);
      expect(failed.body.success).toBe(false);
      expect(await countRows(viaGateway, 'otp_codes')).toBe(before);
    } finally {
      await viaGateway.close();
      gateway.close();
    }
  });
});
