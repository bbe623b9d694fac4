/**
 * A staff role only from a proven identity (issue 32, decision 92): the mobile number an OTP login proves,
 * or an e-mail address proven by a code sent to it. A profile or registration e-mail is never proof.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CONFIRMATION } from '../../src/contract';
import { rowsOf } from '../../server/db/migrate';
import { SmtpMailSender } from '../../server/mail/mail-sender';
import { addStaffMember, removeStaffMember } from '../../server/staff/members';
import { cookiesOf, freshMobile, key, login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Answer = { success: boolean; message: string; data?: Record<string, unknown>; errors?: Record<string, string> };
async function call(method: string, path: string, cookie: string, body?: unknown) {
  const res = await server.get(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}
const staffMe = (cookie: string) => call('GET', '/api/staff/me', cookie);
const codeIn = (email: string) => /\b(\d{6})\b/.exec(server.mailbox.read(email)[0]?.text ?? '')?.[1];
let inviteSeq = 0;
async function invite(role: 'staff' | 'admin') {
  inviteSeq += 1;
  const email = `Boss${inviteSeq}.${process.pid}@Example.com`;
  await addStaffMember(server.database.db, { identifier: email, role }, 'test', new Date());
  return email;
}
async function confirm(cookie: string, email: string) {
  const asked = await call('POST', '/api/me/email-confirmation', cookie, { email });
  expect(asked.status).toBe(202);
  return call('POST', '/api/me/email-confirmation/verify', cookie, { code: codeIn(email) });
}

describe('a staff role by e-mail', () => {
  it('is never granted to a profile e-mail a student typed', async () => {
    const email = await invite('admin');
    const student = await login(server);
    const changed = await call('PATCH', '/api/me/profile', student.cookie, { email: email.toUpperCase() });
    expect(changed.status).toBe(200);
    expect((await staffMe(student.cookie)).status).toBe(403);
    expect((await call('GET', '/api/staff/inbox/contacts', student.cookie)).status).toBe(403);
  });

  it('is never granted to a registration e-mail, even after that browser proves the number', async () => {
    const email = await invite('admin');
    const mobileNo = freshMobile();
    const registration = { fullName: 'Not The Boss', email, mobileNo, dob: '2001-01-01', collegeName: 'Somewhere College' };
    const sent = await server.post('/api/student/register', registration, key());
    expect(sent.status).toBe(201);
    const student = await login(server, mobileNo, cookiesOf(sent));
    const [row] = rowsOf<{ email: string }>(
      await server.database.db.execute(sql`select email from students where mobile_no = ${mobileNo}`),
    );
    expect(row?.email).toBe(email);
    expect((await staffMe(student.cookie)).status).toBe(403);
  });

  it('is granted once the invited person proves the address by its code, and moves with the proof', async () => {
    const email = await invite('staff');
    const admin = await login(server);
    await addStaffMember(server.database.db, { identifier: admin.mobileNo, role: 'admin' }, 'test', new Date());
    const listed = async () =>
      ((await call('GET', '/api/staff/members', admin.cookie)).body.data as unknown as { identifier: string; confirmed: boolean }[]).find(
        (m) => m.identifier === email.toLowerCase(),
      );
    expect(await listed()).toMatchObject({ confirmed: false });
    const invitee = await login(server);
    expect((await staffMe(invitee.cookie)).status).toBe(403);
    const confirmed = await confirm(invitee.cookie, email);
    expect(confirmed).toEqual({
      status: 200,
      body: { success: true, message: EMAIL_CONFIRMATION.confirmed(email.toLowerCase()), data: { confirmedEmail: email.toLowerCase() } },
    });
    expect((await staffMe(invitee.cookie)).body.data).toEqual({ identifier: email.toLowerCase(), role: 'staff' });
    expect(await listed()).toMatchObject({ confirmed: true });
    const audit = (await call('GET', '/api/staff/audit?entity=staff', admin.cookie)).body.data as unknown as Record<string, unknown>[];
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'confirm-email',
        actor: email.toLowerCase(),
        after: { provenBy: invitee.mobileNo, role: 'staff' },
      }),
    );

    // Someone else who can read that mailbox proves it later: the role goes with the latest proof.
    const other = await login(server);
    expect((await confirm(other.cookie, email)).status).toBe(200);
    expect((await staffMe(other.cookie)).status).toBe(200);
    expect((await staffMe(invitee.cookie)).status).toBe(403);
  });

  it('answers a wrong, an expired and a sixth code with clear messages, and never confirms without the code', async () => {
    const email = await invite('admin');
    const student = await login(server);
    expect((await call('POST', '/api/me/email-confirmation/verify', student.cookie, { code: '123456' })).body.message).toBe(
      EMAIL_CONFIRMATION.noCode,
    );
    expect((await call('POST', '/api/me/email-confirmation', student.cookie, { email })).status).toBe(202);
    const right = codeIn(email)!;
    const wrong = right === '000000' ? '111111' : '000000';
    const badShape = await call('POST', '/api/me/email-confirmation/verify', student.cookie, { code: '12' });
    expect(badShape).toMatchObject({ status: 400, body: { errors: { code: EMAIL_CONFIRMATION.codeDigits } } });
    for (let i = 0; i < 5; i += 1) {
      const guess = await call('POST', '/api/me/email-confirmation/verify', student.cookie, { code: wrong });
      expect(guess).toMatchObject({ status: 400, body: { message: EMAIL_CONFIRMATION.wrongCode } });
    }
    const sixth = await call('POST', '/api/me/email-confirmation/verify', student.cookie, { code: right });
    expect(sixth).toMatchObject({ status: 429, body: { message: EMAIL_CONFIRMATION.tooManyGuesses } });
    expect((await staffMe(student.cookie)).status).toBe(403);

    server.clock.advance(31_000);
    expect((await call('POST', '/api/me/email-confirmation', student.cookie, { email })).status).toBe(202);
    server.clock.advance(16 * 60_000);
    const late = await call('POST', '/api/me/email-confirmation/verify', student.cookie, { code: codeIn(email) });
    expect(late).toMatchObject({ status: 400, body: { message: EMAIL_CONFIRMATION.expired } });
    expect((await staffMe(student.cookie)).status).toBe(403);
  });

  it('limits how often codes are sent to an account, and no other account can use up an invitee’s chances', async () => {
    const student = await login(server);
    const email = `limits.${process.pid}@example.com`;
    expect((await call('POST', '/api/me/email-confirmation', student.cookie, { email })).status).toBe(202);
    const soon = await call('POST', '/api/me/email-confirmation', student.cookie, { email });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    expect(server.mailbox.read(email)).toHaveLength(1);
    for (let i = 1; i < 5; i += 1) {
      server.clock.advance(31_000);
      expect((await call('POST', '/api/me/email-confirmation', student.cookie, { email })).status).toBe(202);
    }
    server.clock.advance(31_000);
    expect((await call('POST', '/api/me/email-confirmation', student.cookie, { email })).status).toBe(429);

    // The invitee, on their own account, still gets a code for the address the other account spent five on.
    const invited = await invite('staff');
    for (let i = 0; i < 5; i += 1) {
      server.clock.advance(31_000);
      const other = await login(server);
      expect((await call('POST', '/api/me/email-confirmation', other.cookie, { email: invited })).status).toBe(202);
    }
    const invitee = await login(server);
    expect((await confirm(invitee.cookie, invited)).status).toBe(200);
    expect((await staffMe(invitee.cookie)).status).toBe(200);
  });

  it('needs a signed-in student and a valid address', async () => {
    expect((await call('POST', '/api/me/email-confirmation', '', { email: 'a@example.com' })).status).toBe(401);
    const student = await login(server);
    const bad = await call('POST', '/api/me/email-confirmation', student.cookie, { email: 'not-an-address' });
    expect(bad).toMatchObject({ status: 400, body: { errors: { email: 'Invalid email address' } } });
  });
});

describe('the mail senders', () => {
  it('says confirmation is not set up when the server has no way to send mail', async () => {
    const bare = await startTestServer({ mail: null });
    try {
      const student = await login(bare);
      const res = await bare.get('/api/me/email-confirmation', {
        method: 'POST',
        headers: { cookie: student.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com' }),
      });
      expect(res.status).toBe(503);
      expect(((await res.json()) as Answer).message).toBe(EMAIL_CONFIRMATION.notSetUp);
    } finally {
      await bare.close();
    }
  });

  it('delivers the code over SMTP to a real SMTP receiver', async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const receiver = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      },
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
    const { port } = receiver.server.address() as AddressInfo;
    const smtp = await startTestServer({ mail: new SmtpMailSender(`smtp://127.0.0.1:${port}`, 'Academy <no-reply@codesmart.academy>') });
    try {
      const student = await login(smtp);
      const ask = await smtp.get('/api/me/email-confirmation', {
        method: 'POST',
        headers: { cookie: student.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'trainer@example.com' }),
      });
      expect(ask.status).toBe(202);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ from: 'no-reply@codesmart.academy', to: ['trainer@example.com'] });
      expect(received[0]!.data).toContain(`Subject: ${EMAIL_CONFIRMATION.subject}`);
      const code = /\b(\d{6})\b is your code/.exec(received[0]!.data)?.[1];
      const verify = await smtp.get('/api/me/email-confirmation/verify', {
        method: 'POST',
        headers: { cookie: student.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      expect(verify.status).toBe(200);
    } finally {
      await smtp.close();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

describe('the session answer says the role (issue 36: the navbar never asks /api/staff/me to be refused)', () => {
  const session = (cookie: string) => call('GET', '/api/auth/me', cookie);

  it('is null for a student, whatever e-mail they typed, and the staff console still refuses them', async () => {
    const email = await invite('admin');
    const student = await login(server);
    await call('PATCH', '/api/me/profile', student.cookie, { email });
    const me = await session(student.cookie);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ success: true, data: { studentId: student.studentId, mobileNo: student.mobileNo, role: null } });
    expect((await staffMe(student.cookie)).status).toBe(403);
  });

  it("names the role of a member by mobile number or proven e-mail, and loses it at the member's next request once removed", async () => {
    const member = await login(server);
    const added = await addStaffMember(server.database.db, { identifier: member.mobileNo, role: 'staff' }, 'test', new Date());
    expect((await session(member.cookie)).body.data).toMatchObject({ mobileNo: member.mobileNo, role: 'staff' });

    const boss = await login(server);
    expect((await confirm(boss.cookie, await invite('admin'))).status).toBe(200);
    expect((await session(boss.cookie)).body.data).toMatchObject({ role: 'admin' });

    const id = (added.body.data as { id: string }).id;
    expect((await removeStaffMember(server.database.db, id, null, 'test', new Date())).status).toBe(200);
    expect((await session(member.cookie)).body.data).toMatchObject({ role: null });
    expect((await staffMe(member.cookie)).status).toBe(403);
  });
});
