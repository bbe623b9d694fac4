import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course, CourseSummary, dataBody, ErrorBody, listBody, Mentor, MentorSummary, Testimonial, uploadUrl } from '../../src/contract';
import { expectShape } from '../support/expect-shape';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function json(path: string) {
  const res = await server.get(path);
  return { status: res.status, body: (await res.json()) as unknown, res };
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MALFORMED_IDS = [
  'nope',
  '123',
  "1' OR '1'='1",
  'x'.repeat(5000),
  '%00',
  '..%2F..%2Fpackage.json',
  '00000000-0000-4000-8000-00000000000g',
];

describe('GET /api/courses/all', () => {
  it('lists at least 8 courses with SPEC’s _id, title, duration and features, the card’s price and cover, and its next two batches (decision 140)', async () => {
    const { status, body } = await json('/api/courses/all');
    expect(status).toBe(200);
    const { data } = expectShape(body, listBody(CourseSummary));
    expect(data.length).toBeGreaterThanOrEqual(8);
    for (const course of data)
      expect(Object.keys(course).sort()).toEqual(['_id', 'coverImage', 'duration', 'features', 'nextBatches', 'price', 'title']);
    for (const course of data) expect(course.nextBatches?.length).toBe(2);
    const titles = data.map((c) => c.title).join(' | ');
    for (const track of ['MERN', 'Java Full Stack', 'Python Full Stack', 'UI/UX', 'Front-End', 'Back-End']) {
      expect(titles).toContain(track);
    }
  });
});

describe('GET /api/courses/{id}', () => {
  it('answers every listed course with the full detail, its trainer, lectures and notes', async () => {
    const { body } = await json('/api/courses/all');
    const list = expectShape(body, listBody(CourseSummary)).data;
    for (const summary of list) {
      const { status, body: detailBody } = await json(`/api/courses/${summary._id}`);
      expect(status).toBe(200);
      const course = expectShape(detailBody, dataBody(Course)).data;
      expect(course.title).toBe(summary.title);
      expect(course.trainer).not.toBeNull();
      expect(course.learningOutcomes.length).toBeGreaterThan(0);
      expect(course.keyFeatures.length).toBeGreaterThan(0);
      expect(course.benefits.length).toBeGreaterThan(0);
      expect(course.videolectures.length).toBeGreaterThan(0);
      expect(course.notes.length).toBeGreaterThan(0);
    }
  });

  it("keeps notes' files and lecture clips out of /uploads: the course pack serves them to its students (decision 160)", async () => {
    const { body } = await json('/api/courses/all');
    const first = expectShape(body, listBody(CourseSummary)).data[0]!;
    const course = expectShape((await json(`/api/courses/${first._id}`)).body, dataBody(Course)).data;
    const note = course.notes.find((n) => n.file);
    expect(note).toBeDefined();
    expect((await server.get(uploadUrl('courseNotes', note!.file!))).status).toBe(401);
    expect((await server.get(course.videolectures[0]!.contentUrl)).status).toBe(401);
    const pack = (await (await server.get(`/api/courses/${first._id}/pack`)).json()) as { data: { items: { files: { url: string }[] }[] } };
    const sample = await server.get(pack.data.items[0]!.files[1]!.url);
    expect(sample.status).toBe(200);
    expect(
      Buffer.from(await sample.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('serves every course’s cover, named alike in the list and the detail (issue 37)', async () => {
    const { data } = expectShape((await json('/api/courses/all')).body, listBody(CourseSummary));
    for (const summary of data) {
      const course = expectShape((await json(`/api/courses/${summary._id}`)).body, dataBody(Course)).data;
      expect(course.coverImage).toBe(summary.coverImage);
      const cover = await server.get(uploadUrl('courseCover', summary.coverImage!));
      expect(cover.status).toBe(200);
      expect(cover.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('answers 404 with a message for an unknown id', async () => {
    const { status, body } = await json(`/api/courses/${UNKNOWN_ID}`);
    expect(status).toBe(404);
    expect(expectShape(body, ErrorBody).message).toBe('Course not found');
  });

  it.each(MALFORMED_IDS)('answers 400, never 500, for the malformed id %#', async (id) => {
    const { status, body } = await json(`/api/courses/${encodeURIComponent(id)}`);
    expect(status).toBe(400);
    expectShape(body, ErrorBody);
  });
});

describe('GET /api/trainer/all-profile and /api/trainer/{id}', () => {
  it('lists at least 6 mentors, one of them without a photo', async () => {
    const { status, body } = await json('/api/trainer/all-profile');
    expect(status).toBe(200);
    const { data } = expectShape(body, listBody(MentorSummary));
    expect(data.length).toBeGreaterThanOrEqual(6);
    expect(data.some((m) => m.profilePhotoTrainer === null)).toBe(true);
  });

  it('answers each mentor as data.data with the courses they teach, and serves their photo', async () => {
    const mentors = expectShape((await json('/api/trainer/all-profile')).body, listBody(MentorSummary)).data;
    const courses = expectShape((await json('/api/courses/all')).body, listBody(CourseSummary)).data;
    const trainerOf = new Map<string, string>();
    for (const c of courses) {
      const detail = expectShape((await json(`/api/courses/${c._id}`)).body, dataBody(Course)).data;
      trainerOf.set(c._id, detail.trainer!._id);
    }
    for (const summary of mentors) {
      const { status, body } = await json(`/api/trainer/${summary._id}`);
      expect(status).toBe(200);
      const mentor = expectShape(body, dataBody(Mentor)).data;
      expect(mentor.fullName).toBe(summary.fullName);
      expect(mentor.certifications.length).toBeGreaterThan(0);
      expect(mentor.achievements.length).toBeGreaterThan(0);
      const expected = courses.filter((c) => trainerOf.get(c._id) === mentor._id).map((c) => c.title);
      expect(mentor.courses.map((c) => c.title)).toEqual(expected);
      if (mentor.profilePhotoTrainer) {
        const photo = await server.get(uploadUrl('trainerPhoto', mentor.profilePhotoTrainer));
        expect(photo.status).toBe(200);
        expect(photo.headers.get('content-type')).toBe('image/svg+xml');
      }
    }
  });

  it('answers 404 for an unknown mentor and 400 for a malformed id', async () => {
    const unknown = await json(`/api/trainer/${UNKNOWN_ID}`);
    expect(unknown.status).toBe(404);
    expect(expectShape(unknown.body, ErrorBody).message).toBe('Mentor not found');
    expect((await json('/api/trainer/abc')).status).toBe(400);
  });

  it('serves the default avatar for mentors without a photo', async () => {
    const res = await server.get(uploadUrl('trainerPhoto', 'default-avatar.svg'));
    expect(res.status).toBe(200);
  });
});

describe('GET /api/feedback', () => {
  it('lists at least 18 testimonials, some without a photo, linked to existing courses', async () => {
    const { status, body } = await json('/api/feedback');
    expect(status).toBe(200);
    const { data } = expectShape(body, listBody(Testimonial));
    expect(data.length).toBeGreaterThanOrEqual(18);
    expect(data.filter((t) => t.profile === null).length).toBeGreaterThanOrEqual(2);
    const courseIds = new Set(expectShape((await json('/api/courses/all')).body, listBody(CourseSummary)).data.map((c) => c._id));
    for (const t of data) {
      if (t.courseId) expect(courseIds.has(t.courseId)).toBe(true);
      expect(t.course === null).toBe(t.courseId === null);
      if (t.profile) expect((await server.get(uploadUrl('feedbackProfile', t.profile))).status).toBe(200);
    }
  });
});

describe('HTTP behaviour shared by every GET', () => {
  it('sends an ETag and answers 304 to If-None-Match', async () => {
    const first = await server.get('/api/courses/all');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    await first.arrayBuffer();
    const again = await server.get('/api/courses/all', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await server.get('/api/feedback');
    expect(other.headers.get('etag')).not.toBe(tag);
  });

  it('compresses JSON for clients that accept gzip', async () => {
    const res = await server.get('/api/feedback', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expectShape(await res.json(), listBody(Testimonial));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body } = await json('/api/no-such-thing');
    expect(status).toBe(404);
    expectShape(body, ErrorBody);
  });

  it('never serves files outside the uploads folder', async () => {
    for (const path of ['/uploads/..%2F..%2Fpackage.json', '/uploads/%2e%2e/%2e%2e/package.json', '/uploads/trainers/%00.svg']) {
      const res = await server.get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('"dependencies"');
    }
  });
});
