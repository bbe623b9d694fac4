/**
 * Batches (issue 38): what visitors read (coming batches, seats left, a waitlist), enrolling into a batch
 * (a seat, the waitlist, the default batch for an enrolment that names none), staff managing batches
 * (drafts, publishing, If-Match, the seats check, deletion refused) and cancelling a seat, which offers it
 * to the first in line; the student accepts or declines, and an offer that runs out goes to the next.
 * One server for the file, on a clock the test moves.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course, CourseSummary, OFFER_HOURS, WRITES, type CourseBatch, type MyLearning } from '../../src/contract';
import { addStaffMember } from '../../server/staff/members';
import { moveWaitlists } from '../../server/batches/waitlist-scheduler';
import ICAL from 'ical.js';
import { expectShape } from '../support/expect-shape';
import { parseIcs } from '../support/my-learning-helpers';
import { freshMobile, key, login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let staff: string;

type Body = { success: boolean; message?: string; errors?: Record<string, string>; data?: Record<string, unknown> };

async function call(method: string, path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(server.baseUrl + path, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, etag: res.headers.get('ETag'), body: (await res.json()) as Body };
}

async function course(id: string): Promise<Course> {
  const res = await server.get(`/api/courses/${id}`);
  return expectShape(((await res.json()) as { data: unknown }).data, Course) as unknown as Course;
}

const courseOf = async (id: string) => ((await (await server.get(`/api/courses/${id}`)).json()) as { data: Course }).data;
const batchOf = async (courseId: string, batchId: string) => (await courseOf(courseId)).batches!.find((b) => b._id === batchId)!;

/** A student enrols through the real route, as the enrol dialog sends it (with its own Idempotency-Key). */
async function enrol(courseId: string, batch?: string, who?: Awaited<ReturnType<typeof login>>) {
  const me = who ?? (await login(server));
  const payload = {
    studentId: me.studentId,
    fullName: 'Test Student',
    mobileNo: me.mobileNo,
    email: 'student@example.com',
    collegeName: 'Test College',
    selectedProgram: 'A course',
    course: courseId,
    ...(batch ? { batch } : {}),
  };
  const res = await server.post(WRITES.enrolment.path.replace(/^/, '/api'), payload, { Cookie: me.cookie, ...key() });
  return {
    me,
    status: res.status,
    body: (await res.json()) as Body & {
      data: { seat: string | null; batchId: string | null; waitlistPosition?: number; enrollmentId: string };
    },
  };
}

/** A published batch of `seats` seats for `courseId`, made through the console. */
async function newBatch(courseId: string, seats: number, startsIn = 20): Promise<string> {
  const startsOn = new Date(server.clock.now().getTime() + startsIn * 86_400_000).toISOString().slice(0, 10);
  const created = await call('POST', '/api/staff/content/batches', staff, { ...batchBody(courseId), startsOn, seats }, key());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = String(created.body.data!.id);
  expect((await call('PATCH', `/api/staff/content/batches/${id}`, staff, { published: true }, { 'If-Match': created.etag! })).status).toBe(
    200,
  );
  return id;
}

const batchBody = (courseId: string) => ({
  courseId,
  startsOn: '2030-01-05',
  endsOn: null,
  durationWeeks: 12,
  mode: 'online',
  weekPart: 'weekend',
  classDays: ['SA', 'SU'],
  startTime: '10:00',
  endTime: '13:00',
  language: 'English',
  location: null,
  seats: 2,
  fee: null,
  status: 'open',
});

/** What the course pack gives this student: `full` or the `sample`. */
const packAccess = async (courseId: string, cookie: string) =>
  ((await call('GET', `/api/courses/${courseId}/pack`, cookie)).body.data as { access: string }).access;

const learningOf = async (cookie: string) => (await call('GET', '/api/me/learning', cookie)).body.data as unknown as MyLearning;

let courses: { _id: string; title: string; nextBatches?: CourseBatch[] }[];

beforeAll(async () => {
  server = await startTestServer();
  const mobileNo = freshMobile();
  await addStaffMember(server.database.db, { identifier: mobileNo, role: 'staff' }, 'test', new Date());
  staff = (await login(server, mobileNo)).cookie;
  courses = ((await (await server.get('/api/courses/all')).json()) as { data: typeof courses }).data;
});
afterAll(async () => {
  await server?.close();
});

describe('what visitors read', () => {
  it('each course answers its coming batches in order of start, with seats left; the list carries the next two', async () => {
    const summaries = ((await (await server.get('/api/courses/all')).json()) as { data: unknown[] }).data;
    for (const s of summaries) expectShape(s, CourseSummary);
    for (const c of courses) {
      const detail = await course(c._id);
      const starts = detail.batches!.map((b) => b.startDate);
      expect(starts).toEqual([...starts].sort());
      expect(c.nextBatches!.map((b) => b._id)).toEqual(detail.batches!.slice(0, 2).map((b) => b._id));
      for (const b of detail.batches!) expect(b.seatsLeft).toBeLessThanOrEqual(b.seats);
    }
    // The demo: a few seats left somewhere, and one full batch whose waitlist is open.
    const all = (await Promise.all(courses.map((c) => courseOf(c._id)))).flatMap((c) => c.batches!);
    expect(all.some((b) => b.availability === 'open' && b.seatsLeft > 0 && b.seatsLeft <= 3)).toBe(true);
    expect(all.filter((b) => b.availability === 'waitlist')).toHaveLength(1);
  });
});

describe('enrolling in a batch', () => {
  it('takes a seat while one is free, then puts the next students on the waitlist in order, with a clear message', async () => {
    const c = courses[1]!;
    const batch = await newBatch(c._id, 1);
    const first = await enrol(c._id, batch);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, message: 'Enrolled successfully!', data: { seat: 'confirmed', batchId: batch } });
    expect(await batchOf(c._id, batch)).toMatchObject({ seatsLeft: 0, availability: 'waitlist' });

    // As an enrolment queued offline arrives after the last seat went: waitlisted, not refused.
    const second = await enrol(c._id, batch);
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ seat: 'waitlisted', waitlistPosition: 1 });
    expect(second.body.message).toMatch(/^The weekend batch starting .+ is full, so you are on its waitlist: number 1 in line\./);
    const third = await enrol(c._id, batch);
    expect(third.body.data).toMatchObject({ seat: 'waitlisted', waitlistPosition: 2 });

    const mine = (await learningOf(third.me.cookie)).enrolments[0]!;
    expect(mine.batch).toMatchObject({ _id: batch, seat: 'waitlisted', waitlistPosition: 2, calendarPath: null });
  });

  it('an enrolment that names no batch (queued by an app from before batches) goes to the next batch with a seat', async () => {
    const c = courses[2]!;
    const detail = await courseOf(c._id);
    const expected = detail.batches!.find((b) => b.availability === 'open')!;
    const res = await enrol(c._id);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ seat: 'confirmed', batchId: expected._id });
  });

  it('a batch that no longer takes enrolments is replaced by the default one, and says so; a malformed id is a field error', async () => {
    const c = courses[3]!;
    const res = await enrol(c._id, randomUUID());
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/^The batch you chose is no longer taking enrollments, so we put you in the \w+ batch starting/);
    const bad = await enrol(c._id, 'not-a-batch');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ batch: 'Invalid batch id' });
  });

  it('a second enrolment of the same student says so and takes no second seat', async () => {
    const c = courses[4]!;
    const batch = await newBatch(c._id, 3);
    const first = await enrol(c._id, batch);
    const again = await enrol(c._id, batch, first.me);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ alreadyEnrolled: true, seat: 'confirmed' });
    expect((await batchOf(c._id, batch)).seatsLeft).toBe(2);
  });
});

describe('staff manage batches', () => {
  it('a new batch is a draft until published; seats below those taken and a weekday batch on Sunday are refused', async () => {
    const c = courses[5]!;
    const created = await call('POST', '/api/staff/content/batches', staff, batchBody(c._id), key());
    expect(created.status).toBe(201);
    const id = String(created.body.data!.id);
    expect((await courseOf(c._id)).batches!.some((b) => b._id === id)).toBe(false);
    const list = await call('GET', '/api/staff/content/batches', staff);
    expect(list.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id, courseTitle: c.title })]));

    const wrongDays = await call(
      'PUT',
      `/api/staff/content/batches/${id}`,
      staff,
      { ...batchBody(c._id), weekPart: 'weekday' },
      { 'If-Match': created.etag! },
    );
    expect(wrongDays.status).toBe(400);
    expect(wrongDays.body.errors).toEqual({ classDays: 'A weekday batch meets Monday to Friday only' });
    expect((await call('PUT', `/api/staff/content/batches/${id}`, staff, batchBody(c._id))).status).toBe(428);

    const published = await call('PATCH', `/api/staff/content/batches/${id}`, staff, { published: true }, { 'If-Match': created.etag! });
    expect(published.status).toBe(200);
    expect((await courseOf(c._id)).batches!.some((b) => b._id === id)).toBe(true);

    await enrol(c._id, id);
    await enrol(c._id, id);
    const fewer = await call(
      'PUT',
      `/api/staff/content/batches/${id}`,
      staff,
      { ...batchBody(c._id), seats: 1 },
      { 'If-Match': published.etag! },
    );
    expect(fewer.status).toBe(400);
    expect(fewer.body.errors).toEqual({ seats: 'Seats may not be fewer than the seats already taken or held for an offer' });
    const deleted = await call('DELETE', `/api/staff/content/batches/${id}`, staff, undefined, { 'If-Match': published.etag! });
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('2 student(s) have a seat in this batch or wait for one: close or cancel it instead.');
  });
});

describe('the waitlist moves', () => {
  it('a cancelled seat is offered to the first in line, who accepts; an offer that runs out goes to the next; declining passes it on', async () => {
    const c = courses[6]!;
    const batch = await newBatch(c._id, 1);
    const holder = await enrol(c._id, batch);
    const [first, second, third] = [await enrol(c._id, batch), await enrol(c._id, batch), await enrol(c._id, batch)];
    expect([first, second, third].map((r) => r.body.data.waitlistPosition)).toEqual([1, 2, 3]);
    // The course pack is a seat's (issue 40): the holder has all of it, a place in line the sample.
    expect(await packAccess(c._id, holder.me.cookie)).toBe('full');
    expect(await packAccess(c._id, first.me.cookie)).toBe('sample');

    // Staff cancel the seat (on the inbox row's version): it is held for the first in line at once.
    const inbox = await call('GET', '/api/staff/inbox/enrolments?q=Test', staff);
    const row = (inbox.body.data as unknown as { id: string; version: number }[]).find((r) => r.id === holder.body.data.enrollmentId)!;
    const cancelled = await call('DELETE', `/api/staff/enrolments/${row.id}/seat`, staff, undefined, { 'If-Match': `"${row.version}"` });
    expect(cancelled.status).toBe(200);
    const offered = (await learningOf(first.me.cookie)).enrolments[0]!.batch!;
    expect(offered.seat).toBe('offered');
    expect(await packAccess(c._id, first.me.cookie)).toBe('sample');
    expect(await packAccess(c._id, holder.me.cookie)).toBe('sample');
    expect(Date.parse(offered.offerExpiresAt!) - server.clock.now().getTime()).toBeCloseTo(OFFER_HOURS * 3_600_000, -4);
    expect((await learningOf(second.me.cookie)).enrolments[0]!.batch).toMatchObject({ seat: 'waitlisted', waitlistPosition: 1 });
    expect(await batchOf(c._id, batch)).toMatchObject({ seatsLeft: 0, availability: 'waitlist' });

    // The first lets it run out: the next pass of the scheduler offers it to the second.
    server.clock.advance(OFFER_HOURS * 3_600_000 + 1000);
    await moveWaitlists(server.database.db, server.clock.now());
    expect((await learningOf(first.me.cookie)).enrolments[0]).toMatchObject({ status: 'ended', batch: { seat: 'lapsed' } });
    const late = await call('POST', `/api/me/enrolments/${first.body.data.enrollmentId}/offer`, first.me.cookie, { answer: 'accept' });
    expect(late.status).toBe(409);
    expect((await learningOf(second.me.cookie)).enrolments[0]!.batch!.seat).toBe('offered');

    // The second declines: the third is offered it; the third accepts.
    const declined = await call('POST', `/api/me/enrolments/${second.body.data.enrollmentId}/offer`, second.me.cookie, {
      answer: 'decline',
    });
    expect(declined.status).toBe(200);
    expect((await learningOf(third.me.cookie)).enrolments[0]!.batch!.seat).toBe('offered');
    const accepted = await call('POST', `/api/me/enrolments/${third.body.data.enrollmentId}/offer`, third.me.cookie, { answer: 'accept' });
    expect(accepted.body).toMatchObject({ success: true, data: { seat: 'confirmed' } });
    expect(await packAccess(c._id, third.me.cookie)).toBe('full');
    expect((await learningOf(third.me.cookie)).enrolments[0]!.batch).toMatchObject({
      seat: 'confirmed',
      calendarPath: expect.stringContaining('/calendar.ics'),
    });

    // Someone else's offer is not theirs to answer; a bad answer is a field error.
    expect(
      (await call('POST', `/api/me/enrolments/${third.body.data.enrollmentId}/offer`, second.me.cookie, { answer: 'accept' })).status,
    ).toBe(404);
    const bad = await call('POST', `/api/me/enrolments/${third.body.data.enrollmentId}/offer`, third.me.cookie, { answer: 'maybe' });
    expect(bad.status).toBe(400);
  });

  it('more seats from staff are offered to whoever waits', async () => {
    const c = courses[7]!;
    const batch = await newBatch(c._id, 1);
    await enrol(c._id, batch);
    const waiting = await enrol(c._id, batch);
    const current = await call('GET', `/api/staff/content/batches/${batch}`, staff);
    const more = await call(
      'PUT',
      `/api/staff/content/batches/${batch}`,
      staff,
      { ...batchBody(c._id), startsOn: current.body.data!.startsOn, seats: 2 },
      { 'If-Match': current.etag! },
    );
    expect(more.status).toBe(200);
    expect((await learningOf(waiting.me.cookie)).enrolments[0]!.batch!.seat).toBe('offered');
  });
});

describe('a batch in calendars', () => {
  it("its classes are one weekly event on the class days, in India time, with an alarm an hour before each; in the feed and the enrolment's .ics", async () => {
    const c = courses[0]!;
    const batch = await newBatch(c._id, 5, 30);
    const { cookie } = (await enrol(c._id, batch)).me;
    const mine = (await learningOf(cookie)).enrolments[0]!.batch!;
    const res = await fetch(server.baseUrl + mine.calendarPath!, { headers: { Cookie: cookie } });
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = await res.text();
    const { calendar, events, zones } = parseIcs(text);
    expect(zones).toEqual(['Asia/Kolkata']);
    expect(events).toHaveLength(1);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(text).toMatch(/\r\nRRULE:FREQ=WEEKLY;WKST=MO;BYDAY=SA,SU;UNTIL=\d{8}T\d{6}Z\r\n/);
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-PT1H');
    // Every class: Saturdays and Sundays from the first day to the last, 10:00–13:00 India time.
    const it = new ICAL.Event(vevent).iterator();
    const starts: Date[] = [];
    for (let next = it.next(); next && starts.length < 100; next = it.next()) starts.push(next.toJSDate());
    expect(starts).toHaveLength(24);
    for (const at of starts) {
      const ist = new Date(at.getTime() + 330 * 60_000);
      expect([0, 6]).toContain(ist.getUTCDay());
      expect(ist.toISOString().slice(11, 16)).toBe('10:00');
      expect(ist.toISOString().slice(0, 10) >= mine.startDate && ist.toISOString().slice(0, 10) <= mine.endDate).toBe(true);
    }

    // The private feed carries it too; someone else's enrolment is not theirs to download.
    const feed = ((await call('POST', '/api/me/calendar-feed', cookie, {})).body.data as { path: string }).path;
    const feedText = await (await fetch(server.baseUrl + feed)).text();
    expect(parseIcs(feedText).events.map((e) => e.uid)).toContain(`batch-${batch}@codesmart.academy`);
    const other = await login(server);
    expect((await fetch(server.baseUrl + mine.calendarPath!, { headers: { Cookie: other.cookie } })).status).toBe(404);
  });
});
