/**
 * The staff console's API (issue 20): roles on every route of the route table, validation, optimistic
 * concurrency, drafts and publishing as visitors see them, uploads, the inbox, staff members and the
 * audit log. One server for the file; uploads go to a temporary folder.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/migrate';
import { STAFF_ROUTES } from '../../server/routes/staff/route-table';
import { addStaffMember } from '../../server/staff/members';
import { freshMobile, key, login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let uploadsDir: string;
let admin: string;
let staff: string;
let student: string;
let studentLogin: { cookie: string; studentId: string; mobileNo: string };

async function member(role: 'staff' | 'admin'): Promise<{ cookie: string; mobileNo: string }> {
  const mobileNo = freshMobile();
  await addStaffMember(server.database.db, { identifier: mobileNo, role }, 'test', new Date());
  const { cookie } = await login(server, mobileNo);
  return { cookie, mobileNo };
}

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'academy-staff-uploads-'));
  server = await startTestServer({ uploadsDir });
  admin = (await member('admin')).cookie;
  staff = (await member('staff')).cookie;
  studentLogin = await login(server);
  student = studentLogin.cookie;
});
afterAll(async () => {
  await server?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

type Body = {
  success: boolean;
  message?: string;
  errors?: Record<string, string>;
  data?: Record<string, unknown> & { id?: string; version?: number };
  yourVersion?: number;
  currentVersion?: number;
  current?: Record<string, unknown>;
};

interface CallOptions {
  cookie?: string;
  body?: unknown;
  ifMatch?: string;
  headers?: Record<string, string>;
}

async function call(method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.ifMatch !== undefined) headers['If-Match'] = options.ifMatch;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const res = await fetch(`${server.baseUrl}/api/staff${path}`, { method, headers, body });
  const text = await res.text();
  let json: Body;
  try {
    json = JSON.parse(text) as Body;
  } catch {
    json = { success: false, message: text };
  }
  return { status: res.status, etag: res.headers.get('ETag'), body: json, text, res };
}

const inAWeek = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const workshop = (title = 'Hands-on Rust for web developers') => ({
  title,
  description: 'Two days of building a small web service in Rust.',
  startsAt: inAWeek(10),
  endsAt: inAWeek(11),
  duration: '2 days',
  location: 'Pune campus',
  certification: true,
  prerequisites: ['Some JavaScript'],
  topics: ['Ownership', 'Axum'],
  instructors: [{ name: 'Meera Iyer' }],
  contactEmail: 'workshops@example.com',
  contactPhone: '9876543210',
});

async function publicGet(path: string) {
  const res = await server.get(`/api/${path}`);
  return { status: res.status, body: (await res.json()) as { data: unknown } };
}
const titlesOf = (data: unknown) => (data as { title: string }[]).map((w) => w.title);

describe('roles: the route table', () => {
  const concrete = (path: string) =>
    path
      .replace(':kind', path.startsWith('/inbox') ? 'contacts' : 'workshops')
      .replace(':target', 'eventBanner')
      .replace(':id', '00000000-0000-4000-8000-000000000000');

  it('has every kind of route, each with a role', () => {
    expect(STAFF_ROUTES.length).toBeGreaterThanOrEqual(14);
    for (const route of STAFF_ROUTES) expect(['staff', 'admin']).toContain(route.role);
  });

  it('answers 401 to a visitor and 403 to a student on every staff route, and 403 to staff on admin routes', async () => {
    for (const route of STAFF_ROUTES) {
      const path = concrete(route.path);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const visitor = await call(route.method, path, { body, ifMatch: '"1"' });
      expect(visitor.status, `${route.method} ${route.path} as a visitor`).toBe(401);
      expect(visitor.body.success).toBe(false);
      const asStudent = await call(route.method, path, { cookie: student, body, ifMatch: '"1"' });
      expect(asStudent.status, `${route.method} ${route.path} as a student`).toBe(403);
      const asStaff = await call(route.method, path, { cookie: staff, body, ifMatch: '"1"' });
      if (route.role === 'admin') expect(asStaff.status, `${route.method} ${route.path} as staff`).toBe(403);
      else expect(asStaff.status, `${route.method} ${route.path} as staff`).not.toBe(403);
    }
  });

  it('says who is signed in, and a removed member loses access at the next request', async () => {
    const someone = await member('staff');
    const me = await call('GET', '/me', { cookie: someone.cookie });
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({ identifier: someone.mobileNo, role: 'staff' });
    const members = await call('GET', '/members', { cookie: admin });
    const row = (members.body.data as unknown as { id: string; identifier: string; version: number }[]).find(
      (m) => m.identifier === someone.mobileNo,
    )!;
    const removed = await call('DELETE', `/members/${row.id}`, { cookie: admin, ifMatch: `"${row.version}"` });
    expect(removed.status).toBe(200);
    expect((await call('GET', '/me', { cookie: someone.cookie })).status).toBe(403);
  });

  it('lets an admin invite staff by e-mail, refuses a bad identifier, and never removes the last admin', async () => {
    const invited = await call('POST', '/members', { cookie: admin, body: { identifier: 'Trainer@Example.com', role: 'staff' } });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ identifier: 'trainer@example.com', kind: 'email', role: 'staff' });
    const bad = await call('POST', '/members', { cookie: admin, body: { identifier: 'not a person' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('identifier');

    const admins = (
      (await call('GET', '/members', { cookie: admin })).body.data as unknown as { id: string; role: string; version: number }[]
    ).filter((m) => m.role === 'admin');
    expect(admins).toHaveLength(1);
    const last = await call('DELETE', `/members/${admins[0]!.id}`, { cookie: admin, ifMatch: `"${admins[0]!.version}"` });
    expect(last.status).toBe(409);
    expect(last.body.message).toContain('last admin');
  });
});

describe('validation', () => {
  it('refuses invalid bodies with field errors, writing nothing', async () => {
    const before = rowsOf<{ n: number }>(await server.database.db.execute(sql`select count(*)::int as n from workshops`))[0]!.n;
    const cases: [unknown, string][] = [
      [{ ...workshop(), title: '' }, 'title'],
      [{ ...workshop(), contactEmail: 'nobody' }, 'contactEmail'],
      [{ ...workshop(), contactPhone: '12' }, 'contactPhone'],
      [{ ...workshop(), startsAt: 'tomorrow' }, 'startsAt'],
      [{ ...workshop(), endsAt: inAWeek(1) }, 'endsAt'],
      [{ ...workshop(), topics: 'Rust' }, 'topics'],
      [{ ...workshop(), topics: Array.from({ length: 101 }, (_, i) => `t${i}`) }, 'topics'],
      [{ ...workshop(), instructors: [{ name: '' }] }, 'instructors.0.name'],
      [{ ...workshop(), title: 'Rust\u202Eevil' }, 'title'],
      [{ ...workshop(), certification: 'yes' }, 'certification'],
      [{ ...workshop(), registrationLink: 'javascript:alert(1)' }, 'registrationLink'],
      [{ ...workshop(), registrationLink: 'java\tscript:alert(1)' }, 'registrationLink'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/content/workshops', { cookie: staff, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
    expect(rowsOf<{ n: number }>(await server.database.db.execute(sql`select count(*)::int as n from workshops`))[0]!.n).toBe(before);
  });

  it('refuses the wrong content type, malformed JSON, an oversized body and an unknown kind', async () => {
    expect(
      (await call('POST', '/content/workshops', { cookie: staff, body: 'x=1', headers: { 'Content-Type': 'text/plain' } })).status,
    ).toBe(415);
    expect(
      (await call('POST', '/content/workshops', { cookie: staff, body: '{"title":', headers: { 'Content-Type': 'application/json' } }))
        .status,
    ).toBe(400);
    const dup = await call('POST', '/content/workshops', {
      cookie: staff,
      body: '{"title":"a","title":"b"}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(dup.status).toBe(400);
    const huge = await call('POST', '/content/workshops', { cookie: staff, body: { ...workshop(), description: 'x'.repeat(300_000) } });
    expect(huge.status).toBe(413);
    expect((await call('GET', '/content/payments', { cookie: staff })).status).toBe(404);
    expect((await call('GET', '/content/workshops/not-an-id', { cookie: staff })).status).toBe(400);
  });

  it('validates every kind with its contract struct (a complete course with curriculum, notes and mentor)', async () => {
    const mentors = (await call('GET', '/content/mentors', { cookie: staff })).body.data as unknown as { id: string }[];
    const course = {
      title: 'Systems design from first principles',
      category: 'back-end',
      description: 'Queues, caches and databases, one at a time.',
      overview: 'Twelve weeks.',
      duration: '12 weeks',
      price: 24_999,
      features: { certificate: true, recordedLectures: true },
      learningOutcomes: ['Reason about latency'],
      keyFeatures: [{ title: 'Labs', description: 'Weekly labs', subPoints: ['Kafka'] }],
      trainerId: mentors[0]!.id,
      videolectures: [{ title: 'Welcome', duration: '5 min', contentUrl: 'welcome.mp4' }],
      notes: [{ title: 'Syllabus', content: 'What we cover', file: null }],
    };
    const created = await call('POST', '/content/courses', { cookie: staff, body: course });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: course.title,
      published: false,
      version: 1,
      trainerId: mentors[0]!.id,
      features: { certificate: true, codingExercises: false, recordedLectures: true },
      videolectures: course.videolectures,
      notes: course.notes,
    });
    const unknownMentor = await call('POST', '/content/courses', {
      cookie: staff,
      body: { ...course, trainerId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownMentor.status).toBe(400);
    const category = { slug: 'hack-nights', name: 'Hack nights', description: 'Evenings of building', type: 'event' };
    expect((await call('POST', '/content/session-categories', { cookie: staff, body: category })).status).toBe(201);
    expect((await call('POST', '/content/session-categories', { cookie: staff, body: category })).status).toBe(409);
    expect((await call('POST', '/content/session-categories', { cookie: staff, body: { ...category, slug: 'Not A Slug' } })).status).toBe(
      400,
    );
  });
});

describe('optimistic concurrency', () => {
  it('gives the second of two saves on the same version a 409 with both versions, and overwrites nothing', async () => {
    const created = await call('POST', '/content/workshops', { cookie: staff, body: workshop('Concurrency workshop') });
    expect(created.status).toBe(201);
    expect(created.etag).toBe('"1"');
    const id = created.body.data!.id!;
    const opened = await call('GET', `/content/workshops/${id}`, { cookie: admin });
    expect(opened.etag).toBe('"1"');

    const first = await call('PUT', `/content/workshops/${id}`, {
      cookie: staff,
      ifMatch: opened.etag!,
      body: workshop('Saved by the first editor'),
    });
    expect(first.status).toBe(200);
    expect(first.etag).toBe('"2"');
    const second = await call('PUT', `/content/workshops/${id}`, {
      cookie: admin,
      ifMatch: opened.etag!,
      body: workshop('Saved by the second editor'),
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/changed by someone else/);
    expect(second.body).toMatchObject({ yourVersion: 1, currentVersion: 2, current: { title: 'Saved by the first editor', version: 2 } });
    expect(second.etag).toBe('"2"');
    const now = await call('GET', `/content/workshops/${id}`, { cookie: staff });
    expect(now.body.data!.title).toBe('Saved by the first editor');

    expect((await call('PUT', `/content/workshops/${id}`, { cookie: staff, body: workshop() })).status).toBe(428);
    expect((await call('PUT', `/content/workshops/${id}`, { cookie: staff, ifMatch: 'banana', body: workshop() })).status).toBe(400);
    expect((await call('DELETE', `/content/workshops/${id}`, { cookie: staff, ifMatch: '"1"' })).status).toBe(409);
    expect((await call('PATCH', `/content/workshops/${id}`, { cookie: staff, ifMatch: '"1"', body: { published: true } })).status).toBe(
      409,
    );
    const deleted = await call('DELETE', `/content/workshops/${id}`, { cookie: staff, ifMatch: 'W/"2"' });
    expect(deleted.status).toBe(200);
    expect((await call('GET', `/content/workshops/${id}`, { cookie: staff })).status).toBe(404);
  });
});

describe('creates with an Idempotency-Key', () => {
  it('makes one record however often the same create is sent, and refuses a key that is not a UUID', async () => {
    const headers = key();
    const body = workshop('Pressed twice');
    const first = await call('POST', '/content/workshops', { cookie: staff, body, headers });
    const again = await call('POST', '/content/workshops', { cookie: staff, body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.res.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.data!.id).toBe(first.body.data!.id);
    expect(again.etag).toBe('"1"');
    const other = await call('POST', '/content/workshops', { cookie: staff, body: workshop('Something else'), headers });
    expect(other.status).toBe(422);
    const bad = await call('POST', '/content/workshops', { cookie: staff, body: workshop(), headers: { 'Idempotency-Key': 'nope' } });
    expect(bad.status).toBe(400);
  });
});

describe('drafts and publishing', () => {
  it('keeps a draft out of every public read, shows it on the next request once published, and 404s it when unpublished', async () => {
    const created = await call('POST', '/content/workshops', { cookie: staff, body: workshop('Draft workshop on WebGPU') });
    const id = created.body.data!.id!;
    expect(titlesOf((await publicGet('workshops')).body.data)).not.toContain('Draft workshop on WebGPU');
    expect((await publicGet(`workshops/${id}`)).status).toBe(404);

    const published = await call('PATCH', `/content/workshops/${id}`, { cookie: staff, ifMatch: created.etag!, body: { published: true } });
    expect(published.status).toBe(200);
    expect(titlesOf((await publicGet('workshops')).body.data)).toContain('Draft workshop on WebGPU');
    const detail = await publicGet(`workshops/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ title: 'Draft workshop on WebGPU', status: 'Upcoming' });

    const renamed = await call('PUT', `/content/workshops/${id}`, {
      cookie: staff,
      ifMatch: published.etag!,
      body: workshop('WebGPU, hands on'),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data!.published).toBe(true);
    expect(((await publicGet(`workshops/${id}`)).body.data as { title: string }).title).toBe('WebGPU, hands on');

    const hidden = await call('PATCH', `/content/workshops/${id}`, { cookie: staff, ifMatch: renamed.etag!, body: { published: false } });
    expect(hidden.status).toBe(200);
    expect((await publicGet(`workshops/${id}`)).status).toBe(404);
    expect(titlesOf((await publicGet('workshops')).body.data)).not.toContain('WebGPU, hands on');
  });

  it('hides an unpublished course from the catalogue, its page, its mentor and enrolment', async () => {
    const list = (await publicGet('courses/all')).body.data as { _id: string; title: string }[];
    const target = list[0]!;
    const record = await call('GET', `/content/courses/${target._id}`, { cookie: staff });
    const trainerId = record.body.data!.trainerId as string;
    const off = await call('PATCH', `/content/courses/${target._id}`, { cookie: staff, ifMatch: record.etag!, body: { published: false } });
    expect(off.status).toBe(200);
    expect(((await publicGet('courses/all')).body.data as { _id: string }[]).map((c) => c._id)).not.toContain(target._id);
    expect((await publicGet(`courses/${target._id}`)).status).toBe(404);
    const mentor = (await publicGet(`trainer/${trainerId}`)).body.data as { courses: { _id: string }[] };
    expect(mentor.courses.map((c) => c._id)).not.toContain(target._id);
    const enrolment = {
      studentId: studentLogin.studentId,
      fullName: 'Neha Joshi',
      mobileNo: studentLogin.mobileNo,
      email: 'neha@example.com',
      collegeName: 'Fergusson College',
      course: target._id,
    };
    expect((await server.post('/api/enrollments/enroll', enrolment, { Cookie: student, ...key() })).status).toBe(404);
    // Back as it was, for the other tests.
    const on = await call('PATCH', `/content/courses/${target._id}`, { cookie: staff, ifMatch: off.etag!, body: { published: true } });
    expect(on.status).toBe(200);
    expect((await publicGet(`courses/${target._id}`)).status).toBe(200);
  });

  it('moves the content version with every write', async () => {
    const version = async () =>
      rowsOf<{ v: number }>(await server.database.db.execute(sql`select version::int as v from content_version`))[0]!.v;
    const before = await version();
    const created = await call('POST', '/content/testimonials', {
      cookie: staff,
      body: { fullName: 'Kiran Rao', message: 'Loved the labs.', collegeName: 'VIT', rating: 5 },
    });
    expect(created.status).toBe(201);
    expect(await version()).toBe(before + 1);
  });
});

describe('audit log', () => {
  it('records who changed what, when, with before and after; only admins read it', async () => {
    const created = await call('POST', '/content/mentors', {
      cookie: staff,
      body: {
        fullName: 'Audit Mentor',
        title: 'Engineer',
        highestQualification: 'M.Tech',
        email: 'audit@example.com',
        mobileNo: '9876501234',
        summary: 'Teaches testing.',
      },
    });
    const id = created.body.data!.id!;
    const body = { ...created.body.data, title: 'Principal engineer' };
    const updated = await call('PUT', `/content/mentors/${id}`, { cookie: staff, ifMatch: created.etag!, body });
    expect(updated.status).toBe(200);
    expect((await call('GET', '/audit', { cookie: staff })).status).toBe(403);
    const log = await call('GET', `/audit?entity=mentors&entityId=${id}`, { cookie: admin });
    expect(log.status).toBe(200);
    const entries = log.body.data as unknown as {
      actor: string;
      action: string;
      before: { title: string } | null;
      after: { title: string } | null;
      createdAt: string;
    }[];
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
    expect(entries[0]!.before!.title).toBe('Engineer');
    expect(entries[0]!.after!.title).toBe('Principal engineer');
    expect(entries[1]!.before).toBeNull();
    expect(entries[0]!.actor).toMatch(/^\d{10}$/);
    expect(Number.isNaN(Date.parse(entries[0]!.createdAt))).toBe(false);
  });
});

describe('inbox', () => {
  it('lists messages as new, marks one handled on its version, filters, searches and exports safe CSV', async () => {
    const send = (name: string, message: string) =>
      server.post('/api/contact', { name, email: 'parent@example.com', phone: '9876543210', message }, key());
    expect((await send('Inbox Parent', 'Weekend batches for Rust, please?')).status).toBe(201);
    expect((await send('=HYPERLINK("x")', 'A message with a formula name')).status).toBe(201);

    const all = await call('GET', '/inbox/contacts', { cookie: staff });
    expect(all.status).toBe(200);
    const rows = all.body.data as unknown as { id: string; status: string; version: number; name: string }[];
    const target = rows.find((r) => r.name === 'Inbox Parent')!;
    expect(target).toMatchObject({ status: 'new', version: 1 });

    const handled = await call('PATCH', `/inbox/contacts/${target.id}`, { cookie: staff, ifMatch: '"1"', body: { status: 'handled' } });
    expect(handled.status).toBe(200);
    expect(handled.body.data).toMatchObject({ status: 'handled', version: 2 });
    const stale = await call('PATCH', `/inbox/contacts/${target.id}`, { cookie: admin, ifMatch: '"1"', body: { status: 'new' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ yourVersion: 1, currentVersion: 2 });
    expect((await call('PATCH', `/inbox/contacts/${target.id}`, { cookie: staff, ifMatch: '"2"', body: { status: 'done' } })).status).toBe(
      400,
    );

    const names = async (query: string) =>
      ((await call('GET', `/inbox/contacts${query}`, { cookie: staff })).body.data as unknown as { name: string }[]).map((r) => r.name);
    expect(await names('?status=handled')).toEqual(['Inbox Parent']);
    expect(await names('?status=new')).not.toContain('Inbox Parent');
    expect(await names('?q=rust%20WEEKEND')).toEqual(['Inbox Parent']);
    expect(await names('?q=100%25')).toEqual([]);
    expect(await names('?since=2999-01-01')).toEqual([]);
    expect((await call('GET', '/inbox/contacts?since=yesterday', { cookie: staff })).status).toBe(400);
    expect((await call('GET', '/inbox/contacts?status=open', { cookie: staff })).status).toBe(400);
    expect((await call('GET', '/inbox/payments', { cookie: staff })).status).toBe(404);

    const csv = await call('GET', '/inbox/contacts?format=csv', { cookie: staff });
    expect(csv.status).toBe(200);
    expect(csv.res.headers.get('Content-Type')).toMatch(/^text\/csv/);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('id,status,version,handledAt,sentAt,name,email,phone,message');
    expect(csv.text).toContain(`,"'=HYPERLINK(""x"")",`);

    for (const kind of ['registrations', 'enrolments', 'feedback'])
      expect((await call('GET', `/inbox/${kind}`, { cookie: staff })).status).toBe(200);
  });
});

describe('uploads', () => {
  const upload = (target: string, file: Blob, name: string, alt?: string) => {
    const form = new FormData();
    form.set('file', file, name);
    if (alt !== undefined) form.set('alt', alt);
    return call('POST', `/uploads/${target}`, { cookie: staff, body: form });
  };
  const picture = (format: 'png' | 'jpeg', width: number, height: number) => {
    const canvas = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });
    return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
  };

  it('resizes a PNG banner to the widths the site shows, under a content-hashed name, and serves it', async () => {
    const png = await picture('png', 2400, 1200);
    const res = await upload('eventBanner', new Blob([png], { type: 'image/png' }), 'banner.png', 'Students at the hack night');
    expect(res.status).toBe(201);
    const file = res.body.data as unknown as {
      name: string;
      url: string;
      width: number;
      height: number;
      alt: string;
      variants: { width: number; url: string }[];
    };
    expect(file.name).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(file).toMatchObject({ width: 1280, height: 640, alt: 'Students at the hack night' });
    expect(file.variants.map((v) => v.width)).toEqual([640]);
    expect(existsSync(join(uploadsDir, 'events/banners', file.name))).toBe(true);
    const served = await server.get(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1280);
    // The same bytes again: the same name.
    const again = await upload('eventBanner', new Blob([png], { type: 'image/png' }), 'copy.png', 'Again');
    expect((again.body.data as unknown as { name: string }).name).toBe(file.name);
  });

  it('keeps a small JPEG photo at its size (never enlarged)', async () => {
    const jpeg = await picture('jpeg', 200, 200);
    const res = await upload('trainerPhoto', new Blob([jpeg], { type: 'image/jpeg' }), 'me.jpg', 'Portrait of a mentor');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ width: 200, height: 200 });
  });

  it('refuses a file whose bytes are not what its name says, an oversized one, a missing alt text and a PDF where a picture goes', async () => {
    const fake = await upload('eventBanner', new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'banner.png', 'A banner');
    expect(fake.status).toBe(415);
    expect(fake.body.message).toMatch(/not a PNG, JPEG or WebP/);

    const truncated = await upload('eventBanner', new Blob([(await picture('png', 50, 50)).subarray(0, 60)]), 'broken.png', 'Broken');
    expect(truncated.status).toBe(415);

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const oversized = await upload('eventGallery', new Blob([big]), 'huge.png', 'Huge');
    expect(oversized.status).toBe(413);
    expect(oversized.body.message).toMatch(/at most 5 MB/);

    const noAlt = await upload('eventBanner', new Blob([await picture('png', 100, 50)]), 'banner.png');
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.errors?.alt).toMatch(/alt text is required/);

    const pdf = new Blob(['%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'], { type: 'application/pdf' });
    expect((await upload('eventBanner', pdf, 'banner.png', 'A banner')).status).toBe(415);
    const notes = await upload('courseNotes', pdf, 'syllabus.pdf');
    expect(notes.status).toBe(201);
    expect((notes.body.data as unknown as { name: string }).name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect((await upload('courseNotes', new Blob([await picture('png', 10, 10)]), 'notes.pdf')).status).toBe(415);

    expect((await upload('students', pdf, 'x.pdf')).status).toBe(404);
    expect((await call('POST', '/uploads/eventBanner', { cookie: staff, body: { file: 'x' } })).status).toBe(415);
    const noFile = new FormData();
    noFile.set('alt', 'nothing');
    expect((await call('POST', '/uploads/eventBanner', { cookie: staff, body: noFile })).status).toBe(400);
  });
});

describe('hostile input on every staff write route', () => {
  it('never answers 500', async () => {
    const created = await call('POST', '/content/events', {
      cookie: staff,
      body: {
        title: 'Fuzz event',
        description: 'x',
        startsAt: inAWeek(3),
        endsAt: inAWeek(4),
        location: 'Online',
        mode: 'online',
        maxParticipants: 10,
        organizer: 'Academy',
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.data!.id!;
    const hostile: unknown[] = [
      null,
      [],
      'text',
      42,
      { title: '\u0000' },
      { title: { $ne: 1 } },
      { __proto__: { isAdmin: true }, title: 'x' },
      { title: 'x'.repeat(50_000) },
      { startsAt: '2026-02-30T00:00:00Z', endsAt: '9999-99-99T99:99:99Z' },
      { maxParticipants: -1 },
      { agenda: [null, 1, 'x', { time: [] }] },
      { sponsors: [{ name: '\ud800' }] },
      { gallery: Array.from({ length: 1000 }, () => 'a.webp') },
      { published: 'true' },
      { status: null },
      { identifier: '9'.repeat(10_000) },
    ];
    const raw = ['{"maxParticipants":1e309}', '{"a":' + '['.repeat(5000), '\u0000', '{"title":"\\ud800"}', '{"a":1,"a":2}', '\xff\xfe'];
    const statuses = new Map<number, number>();
    const writes = STAFF_ROUTES.filter((r) => r.method !== 'GET');
    for (const route of writes) {
      const path = route.path
        .replace(':kind', route.path.startsWith('/inbox') ? 'contacts' : 'events')
        .replace(':target', 'eventGallery')
        .replace(':id', route.path.startsWith('/content') ? id : '00000000-0000-4000-8000-000000000000');
      const cookie = route.role === 'admin' ? admin : staff;
      const requests = [
        ...hostile.map((body) => call(route.method, path, { cookie, body, ifMatch: '"1"' })),
        ...raw.map((body) => call(route.method, path, { cookie, body, ifMatch: '"1"', headers: { 'Content-Type': 'application/json' } })),
        call(route.method, path, { cookie, body: '{}', ifMatch: '"99999999999999"', headers: { 'Content-Type': 'application/json' } }),
        call(route.method, path, { cookie, body: 'x', headers: { 'Content-Type': 'multipart/form-data; boundary=zz' } }),
        call(route.method, path.replace(/[0-9a-f-]{36}/, '%ZZ'), { cookie, body: {}, ifMatch: '"1"' }),
      ];
      for (const res of await Promise.all(requests)) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    // Each field of a valid body replaced by hostile values, on create and on save.
    const replacements: unknown[] = [
      null,
      [],
      {},
      true,
      -1,
      1.5,
      '',
      '\u0000',
      '\ud800',
      '\u202e',
      'x'.repeat(20_000),
      [null],
      [{}],
      { $gt: '' },
    ];
    const valid = workshop('Fuzzed workshop');
    const made = await call('POST', '/content/workshops', { cookie: staff, body: valid });
    for (const field of Object.keys(valid)) {
      const requests = replacements.flatMap((value) => [
        call('POST', '/content/workshops', { cookie: staff, body: { ...valid, [field]: value } }),
        call('PUT', `/content/workshops/${made.body.data!.id}`, { cookie: staff, ifMatch: made.etag!, body: { ...valid, [field]: value } }),
      ]);
      for (const res of await Promise.all(requests)) {
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status < 300) expect(res.body.success).toBe(true);
        else expect(res.body.success).toBe(false);
      }
    }
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect((await call('GET', '/me', { cookie: staff })).status).toBe(200);
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  });
});
