/**
 * Leads (issue 39) through the real API, on PGlite and (npm run test:api:pg) PostgreSQL: every form joins
 * one lead per mobile number with its source; the pipeline with its audit-log timeline, owners (admins),
 * follow-ups, notes, messages through the SMS sender, merges of duplicates by e-mail; the acknowledgement
 * the student gets (SMS, and e-mail only to an address they proved); the first-response target in working
 * hours and what is overdue; the funnel; the formula-safe CSV; templates; and who may do each. One server for
 * the file, on a fixed clock (Tuesday 1 December 2026, 10:30 India time); the outbox is sent by a dispatcher
 * the test ticks, through the console SMS sender and mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadDetail, LeadPage, LeadSummary } from '../../src/contract/leads';
import { ConsoleSmsSender } from '../../server/auth/sms';
import { ConsoleMailSender } from '../../server/mail/mail-sender';
import { OutboundDispatcher } from '../../server/leads/outbound-dispatcher';
import { silentLogger } from '../../server/log';
import { addStaffMember } from '../../server/staff/members';
import { freshMobile, key, login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

const NOW = new Date('2026-12-01T05:00:00.000Z');
let server: TestServer;
let dispatcher: OutboundDispatcher;
let admin: string;
let staff: { cookie: string; mobileNo: string; id: string };
let student: Awaited<ReturnType<typeof login>>;
let courseId: string;
let courseTitle: string;
/** The clock is fixed: steps whose order the timeline shows are a second apart. */
const later = () => server.clock.advance(1_000);

type Body<T = Record<string, unknown>> = { success: boolean; message?: string; errors?: Record<string, string>; data: T };

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; ifMatch?: number; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await server.get(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  let body: Body<T>;
  try {
    body = JSON.parse(text) as Body<T>;
  } catch {
    body = { success: false, message: text, data: undefined as T };
  }
  return { status: res.status, body, text, etag: res.headers.get('etag') };
}

const callback = (mobileNo: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/callback-requests', {
    body: { name: 'Asha Verma', mobileNo, course: courseId, preferredTime: 'evening', ...extra },
    headers: key(),
  });
const contact = (phone: string, extra: Record<string, unknown> = {}, cookie?: string) =>
  call('POST', '/api/contact', {
    cookie,
    body: { name: 'Asha Verma', email: 'asha@example.com', phone, message: 'Please tell me about the weekend batch.', ...extra },
    headers: key(),
  });

async function leadOf(mobileNo: string, cookie = admin): Promise<LeadDetail> {
  const page = await call<LeadPage>('GET', `/api/staff/leads?q=${mobileNo}`, { cookie });
  expect(page.status).toBe(200);
  const found = page.body.data.items.filter((l) => l.mobileNo === mobileNo);
  expect(found).toHaveLength(1);
  return (await call<LeadDetail>('GET', `/api/staff/leads/${found[0]!.id}`, { cookie })).body.data;
}

beforeAll(async () => {
  server = await startTestServer({ now: NOW });
  dispatcher = new OutboundDispatcher({
    db: server.database.db,
    clock: server.clock.now,
    sms: new ConsoleSmsSender(server.inbox, server.clock.now),
    mail: new ConsoleMailSender(server.mailbox, server.clock.now),
    allowLoopbackHttp: true,
    logger: silentLogger(),
    retry: { baseMs: 1_000, maxMs: 4_000, maxAttempts: 3 },
  });
  const adminMobile = freshMobile();
  await addStaffMember(server.database.db, { identifier: adminMobile, role: 'admin' }, 'test', NOW);
  admin = (await login(server, adminMobile)).cookie;
  const staffMobile = freshMobile();
  const added = await addStaffMember(server.database.db, { identifier: staffMobile, role: 'staff' }, 'test', NOW);
  staff = { cookie: (await login(server, staffMobile)).cookie, mobileNo: staffMobile, id: String((added.body.data as { id: string }).id) };
  student = await login(server);
  const courses = (await (await server.get('/api/courses/all')).json()) as { data: { _id: string; title: string }[] };
  courseId = courses.data[0]!._id;
  courseTitle = courses.data[0]!.title;
});
afterAll(async () => {
  await dispatcher?.stop();
  await server?.close();
});

describe('every form joins one lead per mobile number', () => {
  it('makes a lead from a call back request, with its source, and joins a contact message from the same number to it', async () => {
    const mobileNo = freshMobile();
    const source = { page: '/contact', referrer: 'https://www.instagram.com/p/xyz', utm: { source: 'Instagram', campaign: 'diwali' } };
    const sent = await callback(mobileNo, { source });
    expect(sent.status).toBe(201);
    later();
    expect(sent.body.message).toBe('Thanks! We will call you back in working hours (Mon–Sat, 9AM–6PM).');
    // An item queued by an older build carries no source: still accepted, and joins the same lead.
    expect((await contact(mobileNo, { name: 'Asha V.' })).status).toBe(201);
    const lead = await leadOf(mobileNo);
    expect(lead).toMatchObject({
      fullName: 'Asha V.',
      email: 'asha@example.com',
      courseTitle,
      status: 'new',
      sourceLabel: 'instagram',
      mobileProven: false,
    });
    expect(lead.source).toEqual(source);
    const forms = lead.timeline.filter((e) => e.action === 'form');
    expect(forms.map((e) => e.detail.kind)).toEqual(['contact', 'callback']);
    expect(forms[1]!.detail).toMatchObject({ preferredTime: 'evening', source });
    expect(forms[0]!.detail.source).toBeNull();
  });

  it('keeps only what a browser sends of a source, and never refuses a form for it', async () => {
    const mobileNo = freshMobile();
    const hostile = { page: 'javascript:alert(1)', referrer: 'x'.repeat(600), utm: { source: 'a\u0000b', medium: 'cpc', campaign: ['x'] } };
    expect((await callback(mobileNo, { source: hostile })).status).toBe(201);
    const lead = await leadOf(mobileNo);
    expect(lead.source).toBeNull();
    expect(lead.sourceLabel).toBe('direct');
    const odd = freshMobile();
    expect(
      (await callback(odd, { source: { page: '/courses', referrer: 'not a url', utm: { medium: 'cpc', source: 'x'.repeat(101) } } }))
        .status,
    ).toBe(201);
    expect((await leadOf(odd)).source).toEqual({ page: '/courses', utm: { medium: 'cpc' } });
  });

  it('refuses a call back request with bad fields, field by field, and stores nothing', async () => {
    const before = (await call<LeadPage>('GET', '/api/staff/leads?limit=1', { cookie: admin })).body.data.total;
    const bad = await call('POST', '/api/callback-requests', {
      body: { name: 'A', mobileNo: '12345', course: 'nope', preferredTime: 'midnight' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: 'Name must be at least 2 characters',
      mobileNo: 'Enter a valid 10-digit mobile number',
      course: 'Choose a course from the list',
      preferredTime: 'Choose when we should call you',
    });
    expect((await call<LeadPage>('GET', '/api/staff/leads?limit=1', { cookie: admin })).body.data.total).toBe(before);
  });

  it('marks the number proven when the form comes from someone signed in with it, and joins registrations and enrolments', async () => {
    const me = await login(server);
    expect((await contact(me.mobileNo, {}, me.cookie)).status).toBe(201);
    later();
    const enrolled = await call('POST', '/api/enrollments/enroll', {
      cookie: me.cookie,
      headers: key(),
      body: {
        studentId: me.studentId,
        fullName: 'Ravi Kumar',
        mobileNo: me.mobileNo,
        email: 'ravi@example.com',
        collegeName: 'COEP',
        course: courseId,
      },
    });
    expect(enrolled.status).toBe(201);
    const lead = await leadOf(me.mobileNo);
    // An enrolment sent on the site is the pipeline's last step.
    expect(lead).toMatchObject({ mobileProven: true, fullName: 'Ravi Kumar', courseId, status: 'enrolled' });
    expect(lead.timeline.filter((e) => e.action === 'form').map((e) => e.detail.kind)).toEqual(['enrolment', 'contact']);
    expect(lead.timeline.find((e) => e.action === 'status')).toMatchObject({ actor: 'system', detail: { status: 'enrolled' } });
  });
});

describe('the student hears back', () => {
  it('gets one SMS saying the form arrived and when to expect a reply, in working hours, however often the form is sent', async () => {
    const mobileNo = freshMobile();
    await callback(mobileNo);
    await contact(mobileNo);
    await dispatcher.tick();
    const texts = server.inbox.readTexts(mobileNo);
    expect(texts).toHaveLength(1);
    // Tuesday 10:30 + 24 working hours (7:30 + 9 + 7:30) = Thursday 4:30 pm.
    expect(texts[0]!.text).toBe(
      'Hi Asha, CodeSmart Academy has your call back request. We will get back to you by Thu, 3 Dec 2026, 4:30 pm IST. We work Mon–Sat, 9AM–6PM.',
    );
    const lead = await leadOf(mobileNo);
    expect(lead.firstResponseDueAt).toMatch(/^2026-12-03T11:00:/);
    const ack = lead.timeline.find((e) => e.action === 'message' && e.actor === 'system');
    expect(ack).toMatchObject({ delivery: 'sent', detail: { channel: 'sms', automatic: true } });
  });

  it('is e-mailed too, only at an address the owner of the number proved', async () => {
    const me = await login(server);
    const email = `proved.${me.mobileNo}@example.com`;
    expect((await call('POST', '/api/me/email-confirmation', { cookie: me.cookie, body: { email } })).status).toBe(202);
    const code = /\b(\d{6})\b/.exec(server.mailbox.read(email)[0]!.text)![1];
    expect((await call('POST', '/api/me/email-confirmation/verify', { cookie: me.cookie, body: { code } })).status).toBe(200);
    // Someone else types that address with their own number: no e-mail to it.
    const stranger = freshMobile();
    await contact(stranger, { email });
    await contact(me.mobileNo, { email: email.toUpperCase() });
    await dispatcher.tick();
    const mails = server.mailbox.read(email).filter((m) => m.subject === 'We have your message');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('by Thu, 3 Dec 2026, 4:30 pm IST');
  });
});

describe('the pipeline', () => {
  it('moves a lead along, asks why it was lost, refuses a stale save, and tells it all on the timeline', async () => {
    const mobileNo = freshMobile();
    await callback(mobileNo);
    let lead = await leadOf(mobileNo, staff.cookie);
    const path = `/api/staff/leads/${lead.id}`;
    later();
    const moved = await call<LeadSummary>('PATCH', path, { cookie: staff.cookie, ifMatch: lead.version, body: { status: 'counselling' } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ status: 'counselling', firstRespondedAt: server.clock.now().toISOString() });
    expect(moved.etag).toBe(`"${moved.body.data.version}"`);
    const stale = await call('PATCH', path, { cookie: staff.cookie, ifMatch: lead.version, body: { status: 'demo-booked' } });
    expect(stale.status).toBe(409);
    const noReason = await call('PATCH', path, { cookie: staff.cookie, ifMatch: moved.body.data.version, body: { status: 'lost' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ lostReason: 'Say why the lead was lost' });
    const followUp = '2026-12-02T06:00:00.000Z';
    later();
    const lost = await call<LeadSummary>('PATCH', path, {
      cookie: staff.cookie,
      ifMatch: moved.body.data.version,
      body: { status: 'lost', lostReason: 'Chose another institute', nextFollowUpAt: followUp },
    });
    expect(lost.body.data).toMatchObject({ status: 'lost', lostReason: 'Chose another institute', nextFollowUpAt: followUp });
    later();
    expect(
      (await call('POST', `${path}/notes`, { cookie: staff.cookie, headers: key(), body: { text: 'Asked for fees in instalments.' } }))
        .status,
    ).toBe(201);
    lead = await leadOf(mobileNo, staff.cookie);
    const story = lead.timeline.map((e) => `${e.action}:${e.actor === staff.mobileNo ? 'staff' : e.actor}`);
    // Newest first; what one request wrote shares its moment.
    expect([story[0], [...story.slice(1, 3)].sort(), story[3], [...story.slice(4)].sort()]).toEqual([
      'note:staff',
      ['follow-up:staff', 'status:staff'],
      'status:staff',
      ['form:visitor', 'message:system'],
    ]);
    expect(lead.timeline[0]!.detail).toMatchObject({ text: 'Asked for fees in instalments.' });
    // A lost lead that asks again is open again, with a new promise.
    await callback(mobileNo);
    expect((await leadOf(mobileNo)).status).toBe('new');
  });

  it('finds leads by the course they asked about; a malformed course id is a field error', async () => {
    const courses = (await (await server.get('/api/courses/all')).json()) as { data: { _id: string }[] };
    const other = courses.data[1]!._id;
    const [about, elsewhere] = [freshMobile(), freshMobile()];
    await callback(about);
    await callback(elsewhere, { course: other });
    const ids = async (course: string) =>
      (await call<LeadPage>('GET', `/api/staff/leads?course=${course}&limit=200`, { cookie: staff.cookie })).body.data.items.map(
        (l) => l.mobileNo,
      );
    expect(await ids(courseId)).toContain(about);
    expect(await ids(courseId)).not.toContain(elsewhere);
    expect(await ids(other)).toContain(elsewhere);
    const bad = await call('GET', '/api/staff/leads?course=not-an-id', { cookie: staff.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ course: 'course must be a course id' });
  });

  it('lets only an admin give a lead an owner, and finds leads by owner', async () => {
    const mobileNo = freshMobile();
    await callback(mobileNo);
    const lead = await leadOf(mobileNo);
    const path = `/api/staff/leads/${lead.id}`;
    const refused = await call('PATCH', path, { cookie: staff.cookie, ifMatch: lead.version, body: { ownerId: staff.id } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an admin can assign an owner.');
    const unknown = await call('PATCH', path, {
      cookie: admin,
      ifMatch: lead.version,
      body: { ownerId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.body.errors).toEqual({ ownerId: 'Choose a member of staff' });
    const given = await call<LeadSummary>('PATCH', path, { cookie: admin, ifMatch: lead.version, body: { ownerId: staff.id } });
    expect(given.body.data).toMatchObject({ ownerId: staff.id, ownerName: staff.mobileNo });
    const mine = await call<LeadPage>('GET', '/api/staff/leads?owner=me', { cookie: staff.cookie });
    expect(mine.body.data.items.map((l) => l.id)).toContain(lead.id);
    const owners = await call<{ id: string }[]>('GET', '/api/staff/leads/owners', { cookie: staff.cookie });
    expect(owners.body.data.map((o) => o.id)).toContain(staff.id);
  });

  it('sends an SMS through the sender, logs calls and WhatsApp chats, and counts the first as the first response', async () => {
    const mobileNo = freshMobile();
    await callback(mobileNo);
    const lead = await leadOf(mobileNo, staff.cookie);
    const path = `/api/staff/leads/${lead.id}/messages`;
    const idem = key();
    const sms = await call<LeadSummary>('POST', path, {
      cookie: staff.cookie,
      headers: idem,
      body: { channel: 'sms', text: 'Hi Asha, your demo is on Friday.' },
    });
    expect(sms.status).toBe(201);
    expect(sms.body.data).toMatchObject({ status: 'contacted', firstRespondedAt: server.clock.now().toISOString() });
    // A double press: the same key, one SMS.
    expect(
      (
        await call('POST', path, {
          cookie: staff.cookie,
          headers: idem,
          body: { channel: 'sms', text: 'Hi Asha, your demo is on Friday.' },
        })
      ).status,
    ).toBe(201);
    later();
    expect((await call('POST', path, { cookie: staff.cookie, headers: key(), body: { channel: 'whatsapp', text: 'Hello!' } })).status).toBe(
      201,
    );
    later();
    expect((await call('POST', path, { cookie: staff.cookie, headers: key(), body: { channel: 'call' } })).status).toBe(201);
    expect((await call('POST', path, { cookie: staff.cookie, headers: key(), body: { channel: 'sms' } })).body.errors).toEqual({
      text: 'Write the message',
    });
    await dispatcher.tick();
    expect(server.inbox.readTexts(mobileNo).map((t) => t.text)).toContain('Hi Asha, your demo is on Friday.');
    expect(server.inbox.readTexts(mobileNo)).toHaveLength(2);
    const messages = (await leadOf(mobileNo, staff.cookie)).timeline.filter((e) => e.action === 'message' && e.actor === staff.mobileNo);
    expect(messages.map((m) => [m.detail.channel, m.delivery ?? null])).toEqual([
      ['call', null],
      ['whatsapp', null],
      ['sms', 'sent'],
    ]);
  });

  it('offers leads with the same e-mail for a merge, never merges them by itself, and merges when asked', async () => {
    const [a, b] = [freshMobile(), freshMobile()];
    const email = `twin.${a}@example.com`;
    await contact(a, { email });
    await contact(b, { email: email.toUpperCase(), name: 'Asha Verma (work)' });
    const first = await leadOf(a);
    const second = await leadOf(b);
    expect(first.id).not.toBe(second.id);
    expect(first.possibleDuplicate).toBe(true);
    expect(first.duplicates.map((d) => d.id)).toEqual([second.id]);
    const merged = await call<LeadSummary>('POST', `/api/staff/leads/${first.id}/merge`, {
      cookie: staff.cookie,
      ifMatch: first.version,
      body: { otherId: second.id },
    });
    expect(merged.status).toBe(200);
    expect((await call('GET', `/api/staff/leads?q=${b}`, { cookie: staff.cookie })).body.data).toMatchObject({ total: 0 });
    // A later form from the merged number joins the lead it was merged into; both histories read as one.
    await callback(b);
    const after = await leadOf(a);
    expect(after.possibleDuplicate).toBe(false);
    expect(after.timeline.filter((e) => e.action === 'form')).toHaveLength(3);
    expect(after.timeline.some((e) => e.action === 'merge')).toBe(true);
    expect(
      (
        await call('POST', `/api/staff/leads/${first.id}/merge`, {
          cookie: staff.cookie,
          ifMatch: after.version,
          body: { otherId: second.id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('promises kept', () => {
  it('shows a lead as overdue once its first-response target has passed in working hours, and filters by it', async () => {
    const mobileNo = freshMobile();
    await callback(mobileNo);
    const lead = await leadOf(mobileNo);
    expect(lead.overdue).toBe(false);
    const overdueIds = async () =>
      (await call<LeadPage>('GET', '/api/staff/leads?overdue=1&limit=200', { cookie: staff.cookie })).body.data.items.map((l) => l.id);
    expect(await overdueIds()).not.toContain(lead.id);
    // Thursday 4:00 pm: 23.5 working hours on, not yet; 5:30 pm: an hour past the target (24 working hours).
    const hours = (n: number) => n * 3_600_000;
    server.clock.advance(hours(53.5));
    try {
      expect(await overdueIds()).not.toContain(lead.id);
      server.clock.advance(hours(1.5));
      expect(await overdueIds()).toContain(lead.id);
      expect((await leadOf(mobileNo)).overdue).toBe(true);
    } finally {
      server.clock.advance(-hours(55));
    }
  });
});

describe('the academy’s own tools', () => {
  it('exports the filtered leads as CSV with formula-looking cells made text, and audits the export', async () => {
    const mobileNo = freshMobile();
    await callback(mobileNo, { name: '=HYPERLINK("http://evil.example","x")' });
    const res = await call('GET', `/api/staff/leads?format=csv&q=${mobileNo}`, { cookie: staff.cookie });
    expect(res.status).toBe(200);
    const [header, row] = res.text.split('\r\n');
    expect(header).toMatch(/^createdAt,name,mobileNo,/);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const audit = await call<{ action: string; entity: string }[]>('GET', '/api/staff/audit?entity=leads', { cookie: admin });
    expect(audit.body.data[0]).toMatchObject({ action: 'export', entity: 'leads' });
  });

  it('counts the funnel per week, by source and by course', async () => {
    const res = await call<{ weeks: { key: string; enquiries: number }[]; sources: { key: string }[] }>(
      'GET',
      '/api/staff/leads/funnel?weeks=4',
      {
        cookie: staff.cookie,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.weeks.map((w) => w.key)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
    const week = res.body.data.weeks.at(-1)!;
    const total = (await call<LeadPage>('GET', '/api/staff/leads?limit=1', { cookie: staff.cookie })).body.data.total;
    expect(week.enquiries).toBe(total);
    expect(res.body.data.sources.map((s) => s.key)).toContain('instagram');
    expect((await call('GET', '/api/staff/leads/funnel?weeks=0', { cookie: staff.cookie })).status).toBe(400);
  });

  it('lets admins edit the texts, on the version they read, and uses the edit at once', async () => {
    const list = await call<{ key: string; version: number; body: string }[]>('GET', '/api/staff/lead-templates', { cookie: staff.cookie });
    const ack = list.body.data.find((t) => t.key === 'ack-sms')!;
    const body = { body: 'Namaste {name}! We have your {form}; expect us by {replyBy}.' };
    expect((await call('PUT', '/api/staff/lead-templates/ack-sms', { cookie: staff.cookie, ifMatch: ack.version, body })).status).toBe(403);
    const saved = await call('PUT', '/api/staff/lead-templates/ack-sms', { cookie: admin, ifMatch: ack.version, body });
    expect(saved.status).toBe(200);
    expect((await call('PUT', '/api/staff/lead-templates/ack-sms', { cookie: admin, ifMatch: ack.version, body })).status).toBe(409);
    expect((await call('PUT', '/api/staff/lead-templates/nope', { cookie: admin, ifMatch: 0, body })).status).toBe(404);
    const mobileNo = freshMobile();
    await callback(mobileNo, { name: 'Meera Iyer' });
    await dispatcher.tick();
    expect(server.inbox.readTexts(mobileNo)[0]!.text).toBe(
      'Namaste Meera! We have your call back request; expect us by Thu, 3 Dec 2026, 4:30 pm IST.',
    );
    await call('PUT', '/api/staff/lead-templates/ack-sms', { cookie: admin, ifMatch: ack.version + 1, body: { body: ack.body } });
  });
});

describe('who may', () => {
  it('refuses a visitor (401) and a student (403) every lead route, and staff the admins’ ones', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/staff/leads'],
      ['GET', '/api/staff/leads/board'],
      ['GET', '/api/staff/leads/funnel'],
      ['GET', `/api/staff/leads/${id}`],
      ['PATCH', `/api/staff/leads/${id}`, { status: 'contacted' }],
      ['POST', `/api/staff/leads/${id}/notes`, { text: 'x' }],
      ['POST', `/api/staff/leads/${id}/messages`, { channel: 'call' }],
      ['GET', '/api/staff/lead-templates'],
      ['GET', '/api/staff/webhooks'],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, { body, ifMatch: 1 })).status, `${method} ${path} visitor`).toBe(401);
      expect((await call(method, path, { body, ifMatch: 1, cookie: student.cookie })).status, `${method} ${path} student`).toBe(403);
    }
    expect((await call('GET', '/api/staff/webhooks', { cookie: staff.cookie })).status).toBe(403);
    expect(
      (
        await call('POST', '/api/staff/webhooks', {
          cookie: staff.cookie,
          body: { url: 'https://hooks.example.com/x', events: ['lead.created'] },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses a cross-site write with the staff cookie', async () => {
    const mobileNo = freshMobile();
    await callback(mobileNo);
    const lead = await leadOf(mobileNo);
    const res = await call('PATCH', `/api/staff/leads/${lead.id}`, {
      cookie: staff.cookie,
      ifMatch: lead.version,
      body: { status: 'enrolled' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect((await leadOf(mobileNo)).status).toBe('new');
  });
});
