import { sql } from 'drizzle-orm';
import type { Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseSummary, DEFAULT_REGISTRATION_PROGRAM, listBody, SUBMISSION_KINDS, WRITES, type SubmissionKind } from '../../src/contract';
import { rowsOf } from '../../server/db/migrate';
import { cookiesOf, countRows, freshMobile, key, login } from '../support/api-helpers';
import { expectShape } from '../support/expect-shape';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let courseIds: string[];
beforeAll(async () => {
  server = await startTestServer();
  courseIds = expectShape(await (await server.get('/api/courses/all')).json(), listBody(CourseSummary)).data.map((c) => c._id);
});
afterAll(() => server?.close());

type Answer = { success: boolean; message: string; errors?: Record<string, string>; data?: Record<string, unknown> };
async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await server.post(path, body, headers);
  return { status: res.status, body: (await res.json()) as Answer };
}

const contact = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '9876543210',
  message: 'I would like to know about weekend batches.',
};

describe('POST /api/contact', () => {
  it('stores a valid message, trimmed, ignoring unknown fields', async () => {
    const before = await countRows(server, 'contact_messages');
    const { status, body } = await post('/api/contact', { ...contact, name: '  Asha Patil  ', isAdmin: true });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Message sent successfully!' });
    expect(await countRows(server, 'contact_messages')).toBe(before + 1);
    const [row] = rowsOf<{ name: string }>(
      await server.database.db.execute(sql`select name from contact_messages order by created_at desc limit 1`),
    );
    expect(row!.name).toBe('Asha Patil');
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'Al', 'Name must be at least 3 characters'],
    ['email', '', 'Email is required'],
    ['email', 'asha@', 'Invalid email'],
    ['phone', '', 'Phone is required'],
    ['phone', '98765', 'Phone must be 10 digits'],
    ['message', '', 'Message is required'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
  ])('refuses %s=%j with "%s" as a field error, writing nothing', async (field, value, message) => {
    const before = await countRows(server, 'contact_messages');
    const { status, body } = await post('/api/contact', { ...contact, [field]: value }, key());
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({ [field]: message });
    expect(await countRows(server, 'contact_messages')).toBe(before);
    expect(await countRows(server, 'idempotency_keys')).toBe(0);
  });
});

const registration = () => ({
  fullName: 'Rohan Vijay Patil',
  email: `rohan.${Math.random().toString(36).slice(2)}@example.com`,
  mobileNo: freshMobile(),
  dob: '2003-05-14',
  collegeName: 'COEP Technological University',
});

describe('POST /api/student/register', () => {
  /** A registration sent from a browser: the answer, and the claim cookie that browser now holds. */
  async function register(body: unknown, cookie?: string) {
    const res = await server.post('/api/student/register', body, cookie ? { cookie } : {});
    return { status: res.status, body: (await res.json()) as Answer, claim: cookiesOf(res) };
  }
  const studentRow = async (mobileNo: string) =>
    rowsOf<{ full_name: string | null; email: string | null; selected_program: string | null; registered_at: string | null }>(
      await server.database.db.execute(
        sql`select full_name, email, selected_program, registered_at from students where mobile_no = ${mobileNo}`,
      ),
    )[0];
  const outcomesOf = async (mobileNo: string) =>
    rowsOf<{ outcome: string }>(
      await server.database.db.execute(sql`select outcome from registrations where mobile_no = ${mobileNo} order by created_at`),
    ).map((r) => r.outcome);

  it('fills in an account only when the browser that sent it logs in with that number; strangers get the same answer', async () => {
    const first = registration();
    const sent = await register(first);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ success: true, message: 'Registration successful!' });
    expect(sent.claim).toMatch(/^academy_registration=/);
    // Nothing proven yet: no account made or changed.
    expect(await studentRow(first.mobileNo)).toBeUndefined();
    await login(server, first.mobileNo, sent.claim);
    expect(await studentRow(first.mobileNo)).toMatchObject({
      full_name: first.fullName,
      email: first.email,
      selected_program: DEFAULT_REGISTRATION_PROGRAM,
    });

    // Someone else's number or e-mail: the answer must not tell a stranger that this person studies here.
    const sameMobile = await register({ ...registration(), fullName: 'Impostor Name', mobileNo: first.mobileNo });
    const sameEmail = await register({ ...registration(), email: first.email.toUpperCase() });
    const fresh = await register(registration());
    const shape = (r: typeof sent) => ({
      status: r.status,
      keys: Object.keys(r.body).sort(),
      dataKeys: Object.keys(r.body.data ?? {}).sort(),
      message: r.body.message,
    });
    expect(shape(sameMobile)).toEqual(shape(fresh));
    expect(shape(sameEmail)).toEqual(shape(fresh));
    expect(shape(fresh)).toEqual(shape(sent));

    // The owner logs in again from their own browser: the impostor's form stays a request, the account untouched.
    server.clock.advance(31_000); // past the gap between two codes to one number
    await login(server, first.mobileNo);
    expect(await studentRow(first.mobileNo)).toMatchObject({ full_name: first.fullName, email: first.email });
    expect(await outcomesOf(first.mobileNo)).toEqual(['new', 'pending']);
  });

  it('never rewrites an account that only ever logged in, nor pre-claims a number its owner has not used', async () => {
    const { mobileNo } = await login(server);
    const before = await studentRow(mobileNo);
    expect(before).toMatchObject({ full_name: null, registered_at: null });
    const stranger = await register({ ...registration(), fullName: 'Stranger Danger', mobileNo });
    expect(stranger.status).toBe(201);
    expect(await studentRow(mobileNo)).toEqual(before);

    const unused = freshMobile();
    expect((await register({ ...registration(), fullName: 'Squatter Name', mobileNo: unused })).status).toBe(201);
    expect(await studentRow(unused)).toBeUndefined();
    // Its owner logs in on their own phone: an account with nothing of the squatter's in it.
    await login(server, unused);
    expect(await studentRow(unused)).toMatchObject({ full_name: null, email: null, registered_at: null });
    expect(await outcomesOf(unused)).toEqual(['pending']);
  });

  it('does not attach a claim to another number the same browser proves', async () => {
    const sent = await register(registration());
    const other = freshMobile();
    await login(server, other, sent.claim);
    expect(await studentRow(other)).toMatchObject({ full_name: null, registered_at: null });
  });

  it.each([
    ['mobileNo', '5876543210', 'Enter a valid 10-digit mobile number'],
    ['mobileNo', '', 'Mobile number is required'],
    ['email', 'rohan@example', 'Invalid email address'],
    ['dob', '2999-01-01', 'Date of birth cannot be in the future'],
    ['dob', '2003-02-30', 'Enter a valid date of birth'],
    ['dob', '', 'Date of birth is required'],
    ['collegeName', '   ', 'College name is required'],
  ])('refuses %s=%j with "%s"', async (field, value, message) => {
    const before = await countRows(server, 'students');
    const { status, body } = await post('/api/student/register', { ...registration(), [field]: value });
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
    expect(await countRows(server, 'students')).toBe(before);
  });

  it('completes at once the record of a student signed in with the same number', async () => {
    const { mobileNo, studentId, cookie } = await login(server);
    const res = await register({ ...registration(), fullName: 'Signed In Student', mobileNo }, cookie);
    expect(res.status).toBe(201);
    const [linked] = rowsOf<{ student_id: string; outcome: string }>(
      await server.database.db.execute(
        sql`select student_id, outcome from registrations where id = ${res.body.data?.registrationId as string}`,
      ),
    );
    expect(linked).toEqual({ student_id: studentId, outcome: 'new' });
    expect(await studentRow(mobileNo)).toMatchObject({ full_name: 'Signed In Student' });
    const again = await register({ ...registration(), fullName: 'Second Try', mobileNo }, cookie);
    expect(again.status).toBe(201);
    expect(await studentRow(mobileNo)).toMatchObject({ full_name: 'Signed In Student' });
    expect(await outcomesOf(mobileNo)).toEqual(['new', 'known-mobile']);
  });
});

describe('POST /api/enrollments/enroll', () => {
  const enrolment = (studentId: string, mobileNo: string, course: string) => ({
    studentId,
    fullName: 'Neha Joshi',
    mobileNo,
    email: 'neha@example.com',
    collegeName: 'Fergusson College',
    selectedProgram: 'MERN Stack JavaScript Development',
    course,
  });
  const enrolledCount = async (id: string) =>
    ((await (await server.get(`/api/courses/${id}`)).json()) as { data: { enrolledCount: number } }).data.enrolledCount;

  it('needs a session: without one it is 401 and nothing is written', async () => {
    const before = await countRows(server, 'enrollments');
    const res = await post(
      '/api/enrollments/enroll',
      enrolment('00000000-0000-4000-8000-000000000000', '9876543210', courseIds[0]!),
      key(),
    );
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please log in to enroll.');
    expect(await countRows(server, 'enrollments')).toBe(before);
  });

  it("refuses another student's id (403)", async () => {
    const me = await login(server);
    const other = await login(server);
    const res = await post('/api/enrollments/enroll', enrolment(other.studentId, me.mobileNo, courseIds[0]!), { Cookie: me.cookie });
    expect(res.status).toBe(403);
  });

  it('refuses a course that does not exist (404)', async () => {
    const me = await login(server);
    const res = await post('/api/enrollments/enroll', enrolment(me.studentId, me.mobileNo, '00000000-0000-4000-8000-000000000000'), {
      Cookie: me.cookie,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Course not found');
  });

  it('enrols once, raises the enrolled count once, and answers success with a note the second time', async () => {
    const me = await login(server);
    const course = courseIds[2]!;
    const countBefore = await enrolledCount(course);
    const first = await post('/api/enrollments/enroll', enrolment(me.studentId, me.mobileNo, course), { Cookie: me.cookie, ...key() });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, message: 'Enrolled successfully!' });
    expect(await enrolledCount(course)).toBe(countBefore + 1);

    const second = await post('/api/enrollments/enroll', enrolment(me.studentId, me.mobileNo, course), { Cookie: me.cookie, ...key() });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ success: true, message: 'You are already enrolled in this course.' });
    expect(await enrolledCount(course)).toBe(countBefore + 1);
    const rows = rowsOf<{ n: number }>(
      await server.database.db.execute(
        sql`select count(*)::int as n from enrollments where student_id = ${me.studentId} and course_id = ${course}`,
      ),
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('shows SPEC messages for bad enrolment fields', async () => {
    const me = await login(server);
    const res = await post(
      '/api/enrollments/enroll',
      { ...enrolment(me.studentId, '', courseIds[0]!), email: 'x', collegeName: '' },
      { Cookie: me.cookie },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      mobileNo: 'Mobile Number is required',
      email: 'Invalid email',
      collegeName: 'College Name is required',
    });
  });
});

describe('POST /api/feedback', () => {
  const feedback = {
    firstName: 'Tanvi',
    middleName: '',
    lastName: 'Deshpande',
    phone: '9876501234',
    email: 'tanvi@example.com',
    collegeName: 'Cummins College of Engineering',
    ratings: { teachingQuality: 9, presentations: 8, engagement: 10, pacing: 7, organization: 9 },
  };

  it('stores the five ratings', async () => {
    const before = await countRows(server, 'feedback_submissions');
    const { status, body } = await post('/api/feedback', feedback, key());
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Thank you for your feedback!' });
    expect(await countRows(server, 'feedback_submissions')).toBe(before + 1);
  });

  it('refuses ratings outside 1–10 or not whole, naming each criterion', async () => {
    const { status, body } = await post('/api/feedback', {
      ...feedback,
      ratings: { ...feedback.ratings, pacing: 0, engagement: 11, organization: 7.5 },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'ratings.pacing': 'Choose a rating from 1 to 10',
      'ratings.engagement': 'Choose a rating from 1 to 10',
      'ratings.organization': 'Choose a rating from 1 to 10',
    });
  });

  it('keeps the testimonials GET on the same path working', async () => {
    expect((await server.get('/api/feedback')).status).toBe(200);
  });
});

describe('the write registry (src/contract/writes.ts) is what the server mounts', () => {
  it('answers a valid request of every kind with the registry’s response shape, and only POST on its path', async () => {
    const me = await login(server);
    const samples: Record<SubmissionKind, unknown> = {
      contact,
      registration: registration(),
      enrolment: {
        studentId: me.studentId,
        fullName: 'Neha Joshi',
        mobileNo: me.mobileNo,
        email: 'neha@example.com',
        collegeName: 'Fergusson College',
        course: courseIds[1],
      },
      feedback: {
        firstName: 'Tanvi',
        lastName: 'Deshpande',
        phone: '9876501234',
        email: 'tanvi@example.com',
        collegeName: 'Cummins College of Engineering',
        ratings: { teachingQuality: 9, presentations: 8, engagement: 10, pacing: 7, organization: 9 },
      },
      callback: { name: 'Irfan Sheikh', mobileNo: '9876501299', course: courseIds[1], preferredTime: 'morning' },
    };
    for (const kind of SUBMISSION_KINDS) {
      const write = WRITES[kind];
      const res = await server.post(`/api${write.path}`, samples[kind], { ...key(), cookie: me.cookie });
      expect(res.status, kind).toBe(201);
      const answer = expectShape(await res.json(), write.response as Struct<unknown, unknown>) as { message: string };
      expect(answer.message, kind).toBe(write.success);
      const put = await server.get(`/api${write.path}`, { method: 'PUT' });
      expect(put.status, kind).toBe(405);
      expect(put.headers.get('Allow'), kind).toBe('POST');
    }
  });
});
