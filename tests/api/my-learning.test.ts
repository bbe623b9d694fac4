/**
 * Issue 21, "My learning" on the server: a student's own space, session registrations, calendar files and
 * the private feed, profile changes and push subscriptions. One server for the file; every route is tried
 * by its owner, by another student and without a session.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/migrate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/log';
import { isPublicAddress, MAX_PUSH_DEVICES, publicOnlyLookup, pushEndpointProblem } from '../../server/push/push-endpoint';
import { ReminderScheduler } from '../../server/push/reminder-scheduler';
import { VapidKeyStore } from '../../server/push/vapid-keys';
import { key, login } from '../support/api-helpers';
import { parseIcs, testBrowser, upcomingAndPast, type Kind, type SeedSession } from '../support/my-learning-helpers';
import { startPushService } from '../support/push-service';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
type Student = Awaited<ReturnType<typeof login>>;
let alice: Student;
let bob: Student;
const upcoming = new Map<Kind, SeedSession>();
const past = new Map<Kind, SeedSession>();
/** Upcoming sessions Alice never registers for. */
const others: SeedSession[] = [];
const KINDS: Kind[] = ['event', 'webinar', 'workshop', 'internship-session'];

beforeAll(async () => {
  server = await startTestServer();
  [alice, bob] = await Promise.all([login(server), login(server)]);
  for (const kind of KINDS) {
    const found = await upcomingAndPast(server, kind, server.clock.now());
    if (found.upcoming[0]) upcoming.set(kind, found.upcoming[0]);
    if (found.past[0]) past.set(kind, found.past[0]);
    others.push(...found.upcoming.slice(1));
  }
});
afterAll(() => server?.close());

const call = (method: string, path: string, who?: Student, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(server.baseUrl + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(who ? { Cookie: who.cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
const json = async <T = Record<string, unknown>>(res: Response) =>
  (await res.json()) as { success: boolean; message?: string; data: T; errors?: Record<string, string> };
const sessionPath = (s: SeedSession, what: string) => `/api/me/sessions/${s.kind}/${s.id}/${what}`;

interface Learning {
  profile: { studentId: string; fullName: string | null; email: string | null; mobileNo: string };
  sessions: {
    upcoming: { kind: Kind; _id: string; title: string; join: Record<string, string>; reminders: boolean; pagePath: string }[];
    past: { kind: Kind; _id: string }[];
  };
  enrolments: { course: { _id: string }; status: string; nextStep: { path: string } }[];
  submissions: { kind: string }[];
  calendarFeed: { createdAt: string } | null;
  pushDevices: number;
}

describe('without a session', () => {
  it('every route of a student answers 401 and changes nothing', async () => {
    const s = upcoming.get('workshop')!;
    const answers = await Promise.all([
      call('GET', '/api/me/learning'),
      call('GET', '/api/me/profile'),
      call('PUT', '/api/me/profile', undefined, { fullName: 'No One', email: 'no@example.com' }),
      call('PATCH', '/api/me/profile', undefined, { fullName: 'No One' }),
      call('POST', sessionPath(s, 'registration'), undefined, {}),
      call('DELETE', sessionPath(s, 'registration')),
      call('POST', sessionPath(s, 'reminders'), undefined, {}),
      call('DELETE', sessionPath(s, 'reminders')),
      call('GET', sessionPath(s, 'calendar.ics')),
      call('POST', '/api/me/calendar-feed', undefined, {}),
      call('DELETE', '/api/me/calendar-feed'),
      call('POST', '/api/me/push-subscriptions', undefined, testBrowser().subscription('http://127.0.0.1:9/push/x')),
      call('DELETE', '/api/me/push-subscriptions', undefined, { endpoint: 'http://127.0.0.1:9/push/x' }),
      call('DELETE', '/api/me/profile-offer'),
    ]);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 401));
    expect(answers[0]!.headers.get('cache-control')).toContain('private');
  });
});

describe('session registrations', () => {
  it('registers once however often it is asked, for every kind, and shows it in My learning with join details', async () => {
    for (const kind of KINDS) {
      const s = upcoming.get(kind);
      if (!s) continue;
      const first = await call('POST', sessionPath(s, 'registration'), alice, {}, key());
      expect(first.status, kind).toBe(201);
      const again = await call('POST', sessionPath(s, 'registration'), alice);
      expect(again.status).toBe(200);
      expect((await json<{ _id: string }>(again)).data._id).toBe(s.id);
    }
    const learning = (await json<Learning>(await call('GET', '/api/me/learning', alice))).data;
    const ids = learning.sessions.upcoming.map((x) => x._id);
    for (const s of upcoming.values()) expect(ids).toContain(s.id);
    const webinar = learning.sessions.upcoming.find((x) => x.kind === 'webinar');
    if (webinar) expect(Object.keys(webinar.join)).toEqual(expect.arrayContaining(['platform', 'meetingLink']));
    const workshop = learning.sessions.upcoming.find((x) => x.kind === 'workshop')!;
    expect(workshop.pagePath).toBe(`/book/workshop/${workshop._id}`);
    expect(learning.profile.studentId).toBe(alice.studentId);
  });

  it('another student sees none of it, and cannot touch it', async () => {
    const s = upcoming.get('workshop')!;
    const theirs = (await json<Learning>(await call('GET', '/api/me/learning', bob))).data;
    expect(theirs.sessions.upcoming).toEqual([]);
    expect(theirs.profile.studentId).toBe(bob.studentId);
    expect((await call('GET', sessionPath(s, 'calendar.ics'), bob)).status).toBe(404);
    expect((await call('POST', sessionPath(s, 'reminders'), bob, {})).status).toBe(409);
    // Bob leaving a session he never joined is a no-op for him and leaves Alice registered.
    expect((await call('DELETE', sessionPath(s, 'registration'), bob)).status).toBe(200);
    const mine = (await json<Learning>(await call('GET', '/api/me/learning', alice))).data;
    expect(mine.sessions.upcoming.map((x) => x._id)).toContain(s.id);
  });

  it('refuses a session that is over, an unknown kind, a malformed id and an unknown one', async () => {
    const over = past.get('workshop') ?? past.get('webinar')!;
    const closed = await call('POST', sessionPath(over, 'registration'), alice, {});
    expect(closed.status).toBe(409);
    expect((await json(closed)).message).toMatch(/over/);
    expect((await call('POST', '/api/me/sessions/party/00000000-0000-4000-8000-000000000000/registration', alice, {})).status).toBe(404);
    expect((await call('POST', '/api/me/sessions/workshop/not-an-id/registration', alice, {})).status).toBe(400);
    expect((await call('POST', '/api/me/sessions/workshop/00000000-0000-4000-8000-000000000000/registration', alice, {})).status).toBe(404);
    for (const body of ['null', '[]', '"x"', '{', '{"a":1,"a":2}']) {
      const res = await call('POST', sessionPath(upcoming.get('workshop')!, 'registration'), alice, body);
      expect(res.status, body).toBe(400);
    }
  });

  it('leaving is idempotent and takes the reminders with it', async () => {
    const s = upcoming.get('webinar') ?? upcoming.get('event')!;
    expect((await call('POST', sessionPath(s, 'reminders'), alice, {})).status).toBe(200);
    expect((await call('DELETE', sessionPath(s, 'registration'), alice)).status).toBe(200);
    expect((await call('DELETE', sessionPath(s, 'registration'), alice)).status).toBe(200);
    const learning = (await json<Learning>(await call('GET', '/api/me/learning', alice))).data;
    expect(learning.sessions.upcoming.map((x) => x._id)).not.toContain(s.id);
    expect((await call('POST', sessionPath(s, 'registration'), alice, {})).status).toBe(201);
    const back = (await json<Learning>(await call('GET', '/api/me/learning', alice))).data;
    expect(back.sessions.upcoming.find((x) => x._id === s.id)?.reminders).toBe(false);
  });
});

describe('drafts', () => {
  it('a session turned back into a draft cannot be joined and leaves My learning and the calendars', async () => {
    const s = others[2] ?? others[0]!;
    const dave = await login(server);
    expect((await call('POST', sessionPath(s, 'registration'), dave, {})).status).toBe(201);
    const table = { event: 'events', webinar: 'webinars', workshop: 'workshops', 'internship-session': 'internship_sessions' }[s.kind];
    const publish = (on: boolean) =>
      server.database.db.execute(sql`update ${sql.identifier(table)} set published = ${on} where id = ${s.id}`);
    await publish(false);
    try {
      expect((await call('POST', sessionPath(s, 'registration'), bob, {})).status).toBe(404);
      expect((await call('GET', sessionPath(s, 'calendar.ics'), dave)).status).toBe(404);
      const learning = (await json<Learning>(await call('GET', '/api/me/learning', dave))).data;
      expect(learning.sessions.upcoming).toEqual([]);
    } finally {
      await publish(true);
    }
    expect((await call('GET', sessionPath(s, 'calendar.ics'), dave)).status).toBe(200);
  });
});

describe('reminders', () => {
  it('need a registration, turn on and off, and show in My learning', async () => {
    const s = upcoming.get('workshop')!;
    const on = await call('POST', sessionPath(s, 'reminders'), alice, {});
    expect(on.status).toBe(200);
    expect((await json<{ leadsMinutes: number[] }>(on)).data.leadsMinutes).toEqual([1440, 60]);
    let learning = (await json<Learning>(await call('GET', '/api/me/learning', alice))).data;
    expect(learning.sessions.upcoming.find((x) => x._id === s.id)?.reminders).toBe(true);
    expect((await call('DELETE', sessionPath(s, 'reminders'), alice)).status).toBe(200);
    learning = (await json<Learning>(await call('GET', '/api/me/learning', alice))).data;
    expect(learning.sessions.upcoming.find((x) => x._id === s.id)?.reminders).toBe(false);
    const unregistered = await call('POST', sessionPath(s, 'reminders'), bob, {});
    expect(unregistered.status).toBe(409);
    expect((await json(unregistered)).message).toMatch(/Register/);
  });
});

describe('calendar files', () => {
  it("one session's .ics parses, with its summary, start, end and time zone", async () => {
    const s = upcoming.get('workshop')!;
    const res = await call('GET', sessionPath(s, 'calendar.ics'), alice);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { events, zones } = parseIcs(text);
    expect(zones).toEqual(['Asia/Kolkata']);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      summary: s.title,
      start: s.startsAt,
      end: s.endsAt,
      startZone: 'Asia/Kolkata=Asia/Kolkata',
      endZone: 'Asia/Kolkata=Asia/Kolkata',
    });
  });

  it("the private feed lists only its owner's sessions, and a new or revoked link kills the old one", async () => {
    const bobs = others[0]!;
    expect((await call('POST', sessionPath(bobs, 'registration'), bob, {})).status).toBe(201);
    const made = await call('POST', '/api/me/calendar-feed', alice, {});
    expect(made.status).toBe(201);
    const first = (await json<{ path: string; url: string }>(made)).data;
    expect(first.url.endsWith(first.path)).toBe(true);
    const feed = await fetch(server.baseUrl + first.path);
    expect(feed.status).toBe(200);
    const { events } = parseIcs(await feed.text());
    const learning = (await json<Learning>(await call('GET', '/api/me/learning', alice))).data;
    const mine = [...learning.sessions.upcoming, ...learning.sessions.past];
    expect(events.map((e) => e.uid).sort()).toEqual(mine.map((x) => `${x.kind}-${x._id}@codesmart.academy`).sort());
    const all = [...upcoming.values(), ...past.values()];
    for (const e of events) {
      const s = all.find((x) => e.uid === `${x.kind}-${x.id}@codesmart.academy`)!;
      expect(e).toMatchObject({ summary: s.title, start: s.startsAt, end: s.endsAt, startZone: 'Asia/Kolkata=Asia/Kolkata' });
    }
    expect(events.map((e) => e.uid)).not.toContain(`${bobs.kind}-${bobs.id}@codesmart.academy`);
    expect(learning.calendarFeed).not.toBeNull();

    const bobFeed = (await json<{ path: string }>(await call('POST', '/api/me/calendar-feed', bob, {}))).data;
    const bobEvents = parseIcs(await (await fetch(server.baseUrl + bobFeed.path)).text()).events;
    expect(bobEvents.map((e) => e.uid)).toEqual([`${bobs.kind}-${bobs.id}@codesmart.academy`]);

    const second = (await json<{ path: string }>(await call('POST', '/api/me/calendar-feed', alice, {}))).data;
    expect((await fetch(server.baseUrl + first.path)).status).toBe(404);
    expect((await fetch(server.baseUrl + second.path)).status).toBe(200);
    expect((await call('DELETE', '/api/me/calendar-feed', alice)).status).toBe(200);
    expect((await fetch(server.baseUrl + second.path)).status).toBe(404);
    expect((await fetch(server.baseUrl + bobFeed.path)).status).toBe(200);
    for (const bad of ['x.ics', `${'a'.repeat(43)}.ics`, second.path.split('/').pop()!.replace('.ics', ''), '%00.ics']) {
      expect((await fetch(`${server.baseUrl}/api/calendar/${bad}`)).status).toBe(404);
    }
  });
});

describe('profile', () => {
  it('PUT sets name and e-mail; PATCH changes one; both validate like the registration form', async () => {
    const put = await call('PUT', '/api/me/profile', alice, { fullName: '  Alice Rao ', email: 'Alice.Rao@example.com' });
    expect(put.status).toBe(200);
    expect((await json<Learning['profile']>(put)).data).toMatchObject({ fullName: 'Alice Rao', email: 'Alice.Rao@example.com' });
    const patch = await call('PATCH', '/api/me/profile', alice, { fullName: 'Alice R. Rao' });
    expect((await json<Learning['profile']>(patch)).data).toMatchObject({ fullName: 'Alice R. Rao', email: 'Alice.Rao@example.com' });

    const refused: [string, unknown, string][] = [
      ['PUT', { fullName: 'Alice Rao' }, 'email'],
      ['PUT', { email: 'a@example.com' }, 'fullName'],
      ['PATCH', { email: 'not-an-email' }, 'email'],
      ['PATCH', { fullName: 'A' }, 'fullName'],
      ['PATCH', { fullName: 'Al\u202Eice' }, 'fullName'],
      ['PATCH', { fullName: 42 }, 'fullName'],
      ['PATCH', { email: null }, 'email'],
      ['PATCH', {}, 'body'],
      ['PATCH', [], 'body'],
    ];
    for (const [method, body, field] of refused) {
      const res = await call(method, '/api/me/profile', alice, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = await json(res);
      expect(answer.errors?.[field], JSON.stringify(body)).toBeTruthy();
    }
    expect((await call('PATCH', '/api/me/profile', alice, { fullName: 'Alice' }, { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await call('PATCH', '/api/me/profile', alice, '{"fullName":')).status).toBe(400);
    expect((await call('PATCH', '/api/me/profile', alice, JSON.stringify({ fullName: 'x'.repeat(40_000) }))).status).toBe(413);
  });

  it("takes any well-formed e-mail, another account's too: it proves nothing and tells no one who is registered", async () => {
    expect((await call('PATCH', '/api/me/profile', bob, { email: 'bob@example.com' })).status).toBe(200);
    const same = await call('PATCH', '/api/me/profile', alice, { email: 'BOB@example.com' });
    expect(same.status).toBe(200);
    expect((await json<{ email: string }>(same)).data.email).toBe('BOB@example.com');
    // An address no one has typed gets the very same answer: nothing to tell the two apart.
    expect((await call('PATCH', '/api/me/profile', alice, { email: 'nobody.here@example.com' })).status).toBe(200);
    expect((await call('PATCH', '/api/me/profile', bob, { email: 'Bob@Example.com' })).status).toBe(200);
  });
});

describe('an enrollment and the profile (issue 36, decision 114)', () => {
  const enrol = async (who: Student, course: { _id: string; title: string }, fullName: string, email: string, studentId = who.studentId) =>
    call(
      'POST',
      '/api/enrollments/enroll',
      who,
      {
        studentId,
        fullName,
        mobileNo: who.mobileNo,
        email,
        collegeName: 'COEP Technological University',
        selectedProgram: course.title,
        course: course._id,
      },
      key(),
    );
  const learningOf = async (who: Student) =>
    (await json<Learning & { profileOffer: Record<string, unknown> | null }>(await call('GET', '/api/me/learning', who))).data;
  const courses = async () => (await json<{ _id: string; title: string }[]>(await call('GET', '/api/courses/all'))).data;

  it("fills the empty profile of the student who enrolled, and nobody else's", async () => {
    const [riya, stranger] = await Promise.all([login(server), login(server)]);
    const [course] = await courses();
    // Enrolling someone else (their id in the body) is refused and fills nothing.
    expect((await enrol(stranger, course!, 'Mallory Eve', 'mallory@example.com', riya.studentId)).status).toBe(403);
    expect((await learningOf(riya)).profile).toMatchObject({ fullName: null, email: null });
    expect((await enrol(riya, course!, 'Riya Kulkarni', 'riya.k@example.com')).status).toBe(201);
    const learning = await learningOf(riya);
    expect(learning.profile).toMatchObject({
      fullName: 'Riya Kulkarni',
      email: 'riya.k@example.com',
      collegeName: 'COEP Technological University',
    });
    expect(learning.profileOffer).toBeNull();
  });

  it('never overwrites a filled field; offers the newest differing details until the student decides', async () => {
    const arjun = await login(server);
    const [first, second, third] = await courses();
    expect((await call('PATCH', '/api/me/profile', arjun, { fullName: 'Arjun Mehta' })).status).toBe(200);
    // The empty e-mail is filled; the name the student chose stays, and My learning asks.
    expect((await enrol(arjun, first!, 'Arjun S. Mehta', 'arjun@example.com')).status).toBe(201);
    let learning = await learningOf(arjun);
    expect(learning.profile).toMatchObject({ fullName: 'Arjun Mehta', email: 'arjun@example.com' });
    expect(learning.profileOffer).toMatchObject({ courseTitle: first!.title, fullName: 'Arjun S. Mehta', email: null });

    // "Keep my profile": not asked again for that enrollment.
    const kept = await call('DELETE', '/api/me/profile-offer', arjun);
    expect(kept.status).toBe(200);
    learning = await learningOf(arjun);
    expect(learning.profileOffer).toBeNull();
    expect(learning.profile.fullName).toBe('Arjun Mehta');

    // A later enrollment with other details asks again; using them (a profile save) ends the question.
    expect((await enrol(arjun, second!, 'Arjun Mehta', 'arjun.mehta@work.example')).status).toBe(201);
    learning = await learningOf(arjun);
    expect(learning.profileOffer).toMatchObject({ courseTitle: second!.title, fullName: null, email: 'arjun.mehta@work.example' });
    expect((await call('PATCH', '/api/me/profile', arjun, { email: 'arjun.mehta@work.example' })).status).toBe(200);
    expect((await learningOf(arjun)).profileOffer).toBeNull();

    // A profile saved by hand after an enrollment is the student's decision too: that enrollment is not offered over it.
    expect((await enrol(arjun, third!, 'A. Mehta', 'arjun.mehta@work.example')).status).toBe(201);
    expect((await call('PATCH', '/api/me/profile', arjun, { fullName: 'Arjun Mehta' })).status).toBe(200);
    expect((await learningOf(arjun)).profileOffer).toBeNull();
  });
});

describe('push subscriptions', () => {
  it('the public key is a P-256 point', async () => {
    const res = await call('GET', '/api/push/public-key');
    const { publicKey } = (await json<{ publicKey: string }>(res)).data;
    const bytes = Buffer.from(publicKey, 'base64url');
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
    // The same key on every call: it is kept in the database.
    expect((await json<{ publicKey: string }>(await call('GET', '/api/push/public-key'))).data.publicKey).toBe(publicKey);
  });

  it('stores a device, refuses endpoints that would point the server inside a network, and unsubscribes only the owner', async () => {
    const browser = testBrowser();
    const endpoint = 'http://127.0.0.1:9/push/alice-phone';
    expect((await call('POST', '/api/me/push-subscriptions', alice, browser.subscription(endpoint))).status).toBe(201);
    expect((await call('POST', '/api/me/push-subscriptions', alice, browser.subscription(endpoint))).status).toBe(201);
    const learning = (await json<Learning>(await call('GET', '/api/me/learning', alice))).data;
    expect(learning.pushDevices).toBe(1);

    for (const bad of [
      'http://example.com/push',
      'https://10.0.0.1/push',
      'https://[::1]/push',
      'https://localhost/push',
      'https://push.example.com:8443/push',
      'https://user:pw@push.example.com/push',
      'ftp://push.example.com/x',
      'http://169.254.169.254/latest/meta-data',
      'not a url',
    ]) {
      const res = await call('POST', '/api/me/push-subscriptions', alice, browser.subscription(bad));
      expect(res.status, bad).toBe(400);
      expect((await json(res)).errors?.endpoint, bad).toBeTruthy();
    }
    const badKeys = await call('POST', '/api/me/push-subscriptions', alice, { endpoint, keys: { p256dh: 'abc', auth: 'abc' } });
    expect((await json(badKeys)).errors).toMatchObject({ 'keys.p256dh': expect.any(String), 'keys.auth': expect.any(String) });

    const notHis = await call('DELETE', '/api/me/push-subscriptions', bob, { endpoint });
    expect((await json<{ removed: boolean }>(notHis)).data.removed).toBe(false);
    const removed = await call('DELETE', '/api/me/push-subscriptions', alice, { endpoint });
    expect((await json<{ removed: boolean }>(removed)).data.removed).toBe(true);
    expect((await json<Learning>(await call('GET', '/api/me/learning', alice))).data.pushDevices).toBe(0);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices per student, dropping the oldest`, async () => {
    const dave = await login(server);
    const browser = testBrowser();
    const endpoints = Array.from({ length: MAX_PUSH_DEVICES + 5 }, (_, i) => `http://127.0.0.1:9/push/dave-${i}`);
    for (const endpoint of endpoints) {
      server.clock.advance(1_000);
      expect((await call('POST', '/api/me/push-subscriptions', dave, browser.subscription(endpoint))).status).toBe(201);
    }
    expect((await json<Learning>(await call('GET', '/api/me/learning', dave))).data.pushDevices).toBe(MAX_PUSH_DEVICES);
    const kept = rowsOf<{ endpoint: string }>(
      await server.database.db.execute(
        sql`select endpoint from push_subscriptions where student_id = ${dave.studentId} order by created_at`,
      ),
    ).map((r) => r.endpoint);
    expect(kept).toEqual(endpoints.slice(5));
  });
});

describe('the reminder scheduler on this database', () => {
  it('sends a due reminder once to the device, and nothing before it is due', async () => {
    const push = await startPushService();
    try {
      const carol = await login(server);
      const s = others[1] ?? others[0]!;
      const browser = testBrowser();
      expect((await call('POST', '/api/me/push-subscriptions', carol, browser.subscription(`${push.origin}/push/carol`))).status).toBe(201);
      expect((await call('POST', sessionPath(s, 'registration'), carol, {})).status).toBe(201);
      expect((await call('POST', sessionPath(s, 'reminders'), carol, {})).status).toBe(200);
      let now = new Date(s.startsAt.getTime() - 86_400_000 - 1);
      const scheduler = new ReminderScheduler({
        db: server.database.db,
        clock: () => now,
        vapid: new VapidKeyStore(server.database.db),
        subject: 'mailto:test@codesmart.academy',
        allowLoopbackHttp: true,
        logger: silentLogger(),
      });
      expect(await scheduler.tick()).toBe(0);
      now = new Date(s.startsAt.getTime() - 86_400_000);
      expect(await scheduler.tick()).toBe(1);
      expect(await scheduler.tick()).toBe(0);
      expect(push.received.map((r) => r.path)).toEqual(['/push/carol']);
      expect(push.received[0]!.headers['content-encoding']).toBe('aes128gcm');
      await scheduler.stop();
    } finally {
      await push.close();
    }
  });
});

describe('hostile input on the routes outside the POST fuzz run', () => {
  it('never answers 5xx', async () => {
    const s = upcoming.get('workshop')!;
    const paths = [
      '/api/me/profile',
      '/api/me/push-subscriptions',
      sessionPath(s, 'registration'),
      sessionPath(s, 'reminders'),
      '/api/me/calendar-feed',
    ];
    const bodies = [
      '',
      'null',
      '[]',
      '{',
      '\u0000',
      '{"fullName":"\\ud800"}',
      '{"email":{"$ne":1}}',
      '{"__proto__":{"x":1}}',
      '1e309',
      '"'.repeat(5000),
    ];
    const answers = await Promise.all(
      paths.flatMap((path) =>
        ['PUT', 'PATCH', 'DELETE'].flatMap((method) =>
          bodies.map((body) => call(method, path, alice, body).then((r) => [r.status, method, path, body] as const)),
        ),
      ),
    );
    expect(answers.filter(([status]) => status >= 500)).toEqual([]);
    const odd = [
      '/api/me/sessions/%00/x/registration',
      '/api/me/sessions/workshop/%ZZ/calendar.ics',
      `/api/calendar/${'a'.repeat(5000)}.ics`,
    ];
    for (const path of odd) expect((await call('GET', path, alice)).status).toBeLessThan(500);
  });
});

describe('the push endpoint rule (decision 72)', () => {
  it('in production, loopback http is refused too', () => {
    const production = { allowLoopbackHttp: false };
    expect(pushEndpointProblem('http://127.0.0.1:9/push/x', production)).toMatch(/https/);
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/abc', production)).toBeNull();
    expect(pushEndpointProblem('https://updates.push.services.mozilla.com/wpush/v2/abc', production)).toBeNull();
  });

  it('addresses inside a network are not public, in either family', () => {
    for (const inside of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '64:ff9b::a00:1',
    ])
      expect(isPublicAddress(inside), inside).toBe(false);
    for (const outside of ['8.8.8.8', '142.250.183.10', '2607:f8b0:4004:c1b::5f']) expect(isPublicAddress(outside), outside).toBe(true);
  });

  it('a name that resolves inside is refused at connect time', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup('localhost', {}, (err) => resolve(err)));
    expect(error?.code).toBe('EPUSHADDRESS');
  });
});
