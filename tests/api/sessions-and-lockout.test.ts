/** Sessions that end (logout sent late, idle timeout, a new login) and the OTP lockout that grows with wrong codes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_HOURS } from '../../server/auth/session';
import { countRows, freshMobile, login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ otpLimits: { failuresPerIpPerHour: 12 } });
});
afterAll(() => server?.close());

const me = async (cookie: string) => (await server.get('/api/auth/me', { headers: { Cookie: cookie } })).status;
const logout = (cookie: string, body?: unknown) => server.post('/api/auth/logout', body ?? '', { Cookie: cookie });

describe('sessions', () => {
  it('a logout made offline and sent later ends the session it was made in', async () => {
    const { cookie } = await login(server);
    const loggedOutAt = server.clock.now().toISOString();
    server.clock.advance(3_600_000); // an hour offline
    expect(await me(cookie)).toBe(200);
    const res = await logout(cookie, { loggedOutAt });
    expect(await res.json()).toEqual({ success: true, message: 'Logged out', data: { revoked: true } });
    expect(await me(cookie)).toBe(401);
  });

  it('a late logout leaves alone a login made after it', async () => {
    const { mobileNo } = await login(server);
    const loggedOutAt = server.clock.now().toISOString();
    server.clock.advance(31_000); // past the gap between two codes for one number
    const { cookie } = await login(server, mobileNo);
    const res = await logout(cookie, { loggedOutAt });
    expect(((await res.json()) as { data: { revoked: boolean } }).data.revoked).toBe(false);
    expect(res.headers.getSetCookie().join()).not.toMatch(/academy_session=;/);
    expect(await me(cookie)).toBe(200);
  });

  it('refuses a malformed loggedOutAt with a field message', async () => {
    const { cookie } = await login(server);
    const res = await logout(cookie, { loggedOutAt: 'yesterday' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.loggedOutAt).toMatch(/ISO 8601/);
    expect(await me(cookie)).toBe(200);
  });

  it('logging in again ends the session the browser had before', async () => {
    const first = await login(server);
    const sent = await server.post('/api/otp/send', { mobileNo: first.mobileNo });
    server.clock.advance(31_000);
    const again = await server.post('/api/otp/send', { mobileNo: first.mobileNo });
    const ref = ((await again.json()) as { data: { reference_id: string } }).data.reference_id;
    expect(sent.status).toBe(429); // within the 30 s gap of login()'s own send
    const code = server.inbox.read(first.mobileNo).find((e) => e.referenceId === ref)!.code;
    const verified = await server.post('/api/otp/verify', { reference_id: ref, otp: code }, { Cookie: first.cookie });
    expect(verified.status).toBe(200);
    expect(await me(first.cookie)).toBe(401);
  });

  it(`ends a session unused for ${SESSION_IDLE_HOURS} hours; use keeps it alive`, async () => {
    const active = await login(server);
    const idle = await login(server);
    for (let h = 0; h < SESSION_IDLE_HOURS + 10; h += 24) {
      server.clock.advance(24 * 3_600_000);
      expect(await me(active.cookie)).toBe(200);
    }
    expect(await me(idle.cookie)).toBe(401);
  });
});

describe('OTP lockout', () => {
  const send = async (mobileNo: string) => {
    const res = await server.post('/api/otp/send', { mobileNo });
    return { status: res.status, body: (await res.json()) as { message: string; data?: { reference_id: string } } };
  };
  const verify = async (reference_id: string, otp: string) => {
    const res = await server.post('/api/otp/verify', { reference_id, otp });
    return { status: res.status, body: (await res.json()) as { message: string }, retryAfter: res.headers.get('retry-after') };
  };
  const codeOf = (mobileNo: string, ref: string) => server.inbox.read(mobileNo).find((e) => e.referenceId === ref)!.code;
  const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const newCode = async (mobileNo: string) => {
    server.clock.advance(31_000);
    const sent = await send(mobileNo);
    expect(sent.status, sent.body.message).toBe(200);
    const ref = sent.body.data!.reference_id;
    return { ref, code: codeOf(mobileNo, ref) };
  };

  it('ten wrong codes are free; after that each wrong code doubles the wait, and sends stop too', async () => {
    const mobileNo = freshMobile();
    for (let c = 0; c < 2; c++) {
      const { ref, code } = await newCode(mobileNo);
      for (let i = 0; i < 5; i++) expect((await verify(ref, wrongFor(code))).status).toBe(400);
    }
    // Ten wrong: a minute before anything more for this number, sends included (no SMS is wasted).
    const locked = await send(mobileNo);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many incorrect OTPs for this number\. Try again in 1 minute\.$/);

    server.clock.advance(61_000);
    const { ref, code } = await newCode(mobileNo);
    expect((await verify(ref, wrongFor(code))).status).toBe(400); // the 11th: now two minutes
    const refused = await verify(ref, code);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Try again in 2 minutes/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(60);

    server.clock.advance(121_000);
    expect((await verify(ref, code)).status).toBe(200);
  });

  it("a student's own typos before the right code do not count toward the lockout", async () => {
    const mobileNo = freshMobile();
    server.clock.advance(3_600_000); // out of the hour in which the test above guessed from this address
    for (let c = 0; c < 3; c++) {
      const { ref, code } = await newCode(mobileNo);
      for (let i = 0; i < 4; i++) expect((await verify(ref, wrongFor(code))).status).toBe(400);
      expect((await verify(ref, code)).status).toBe(200);
    }
    // Twelve wrong codes, yet no lockout: another wrong code is answered as wrong, not refused.
    const { ref, code } = await newCode(mobileNo);
    expect((await verify(ref, wrongFor(code))).status).toBe(400);
  });

  it('wrong codes from one address across many numbers are limited per hour', async () => {
    const before = await countRows(server, 'otp_failures');
    // Earlier tests in this file left wrong codes from this address; fill up to the limit of 12 an hour.
    server.clock.advance(3_600_000);
    let status = 0;
    for (let n = 0; n < 4 && status !== 429; n++) {
      const mobileNo = freshMobile();
      const { ref, code } = await newCode(mobileNo);
      for (let i = 0; i < 5 && status !== 429; i++) {
        const res = await verify(ref, wrongFor(code));
        status = res.status;
        if (status === 429) expect(res.body.message).toMatch(/^Too many incorrect OTPs from your network/);
      }
    }
    expect(status).toBe(429);
    expect(await countRows(server, 'otp_failures')).toBe(before + 12);
  });
});
