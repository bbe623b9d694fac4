/**
 * Issue 40 on the server: the course pack. Who gets what (decision 160): an enrolled student every note,
 * PDF and lesson video of the course; a visitor or a student not enrolled the syllabus and the sample note,
 * and none of the other files, by the pack's paths or by /uploads. Files answer ranges (a video seeks, a
 * download resumes); a note staff edit keeps its id and changes its version (decision 161); lesson videos
 * are uploaded like the other files. One server for the file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember } from '../../server/staff/members';
import type { CoursePack, PackNote } from '../../src/contract/course-pack';
import { key, login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
type Person = Awaited<ReturnType<typeof login>>;
let enrolled: Person;
let other: Person;
let staffCookie: string;
let courseId: string;
let otherCourseId: string;

const UPLOADS = join(import.meta.dirname, '../../server/uploads');

async function enrol(who: Person, course: string) {
  const body = {
    studentId: who.studentId,
    fullName: 'Neha Joshi',
    mobileNo: who.mobileNo,
    email: 'neha@example.com',
    collegeName: 'Fergusson College',
    course,
  };
  expect((await server.post('/api/enrollments/enroll', body, { Cookie: who.cookie, ...key() })).status).toBe(201);
}

beforeAll(async () => {
  server = await startTestServer();
  const courses = ((await (await server.get('/api/courses/all')).json()) as { data: { _id: string }[] }).data;
  courseId = courses[0]!._id;
  otherCourseId = courses[1]!._id;
  [enrolled, other] = await Promise.all([login(server), login(server)]);
  await enrol(enrolled, courseId);
  await enrol(other, otherCourseId);
  const staff = await login(server);
  await addStaffMember(server.database.db, { identifier: staff.mobileNo, role: 'staff' }, 'test', new Date());
  staffCookie = staff.cookie;
});
afterAll(() => server?.close());

const get = (path: string, who?: { cookie: string } | null, headers: Record<string, string> = {}) =>
  server.get(path, { headers: { ...(who ? { Cookie: who.cookie } : {}), ...headers } });

async function packOf(course: string, who?: Person | null): Promise<CoursePack> {
  const res = await get(`/api/courses/${course}/pack`, who);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-cache');
  expect(res.headers.get('vary')).toMatch(/Cookie/);
  return ((await res.json()) as { data: CoursePack }).data;
}

const files = (pack: CoursePack) => pack.items.flatMap((item) => item.files);

describe('who gets what', () => {
  it('an enrolled student gets every note, its PDF and every uploaded lesson; lessons hosted elsewhere need a connection', async () => {
    const pack = await packOf(courseId, enrolled);
    expect(pack.access).toBe('full');
    const notes = pack.items.filter((i) => i.kind === 'note');
    const lessons = pack.items.filter((i) => i.kind === 'lesson');
    expect(notes.length).toBeGreaterThan(1);
    expect(pack.items.every((i) => !i.locked)).toBe(true);
    expect(notes.every((n) => n.files[0]?.kind === 'text')).toBe(true);
    expect(notes.flatMap((n) => n.files).filter((f) => f.kind === 'pdf').length).toBeGreaterThan(0);
    expect(lessons.filter((l) => l.files[0]?.kind === 'video').length).toBeGreaterThan(0);
    const elsewhere = lessons.filter((l) => l.externalUrl);
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.every((l) => l.files.length === 0 && /^https:\/\//.test(l.externalUrl!))).toBe(true);
    for (const file of files(pack)) {
      const res = await get(file.url, enrolled);
      expect(res.status, file.url).toBe(200);
      // (a note's JSON is compressed on the way, which makes its tag weak)
      expect(res.headers.get('etag')?.replace(/^W\//, '')).toBe(`"${file.version}"`);
      expect(res.headers.get('content-type')).toContain(file.contentType);
      expect((await res.arrayBuffer()).byteLength).toBe(file.bytes);
    }
  });

  it('a visitor gets the syllabus and the sample note (the first), text and PDF, and nothing else', async () => {
    const full = await packOf(courseId, enrolled);
    const pack = await packOf(courseId, null);
    expect(pack.access).toBe('sample');
    expect(pack.signedIn).toBe(false);
    expect(pack.items.map((i) => i.title)).toEqual(full.items.map((i) => i.title));
    const [sample, ...rest] = pack.items;
    expect(sample!.locked).toBe(false);
    expect(sample!.files.map((f) => f.kind)).toEqual(['text', 'pdf']);
    expect(rest.every((i) => i.locked && i.files.length === 0)).toBe(true);
    for (const file of sample!.files) expect((await get(file.url, null)).status).toBe(200);
    const note = ((await (await get(sample!.files[0]!.url, null)).json()) as { data: PackNote }).data;
    expect(note.content.length).toBeGreaterThan(300);
    // Every other file of the pack, by the paths the enrolled student was given: 401 and nothing of it.
    for (const file of full.items.slice(1).flatMap((i) => i.files)) {
      const res = await get(file.url, null);
      expect(res.status, file.url).toBe(401);
      expect(((await res.json()) as { success: boolean }).success).toBe(false);
    }
  });

  it('a student enrolled in another course gets what a visitor gets, and 403 for the rest', async () => {
    const full = await packOf(courseId, enrolled);
    const pack = await packOf(courseId, other);
    expect(pack.access).toBe('sample');
    expect(pack.signedIn).toBe(true);
    for (const file of full.items.slice(1).flatMap((i) => i.files)) expect((await get(file.url, other)).status, file.url).toBe(403);
    // …even asking for their own course's file through this course's path.
    const theirs = files(await packOf(otherCourseId, other)).find((f) => f.kind === 'pdf')!;
    const name = theirs.url.slice(theirs.url.lastIndexOf('/') + 1);
    expect((await get(`/api/courses/${courseId}/pack/files/notes/${name}`, enrolled)).status).toBe(404);
  });

  it('staff read every course pack, as they publish it', async () => {
    expect((await packOf(otherCourseId, { cookie: staffCookie } as Person)).access).toBe('full');
  });

  it('the public course read carries a preview of each note, not its whole text', async () => {
    const course = ((await (await get(`/api/courses/${courseId}`)).json()) as { data: { notes: { content: string }[] } }).data;
    expect(course.notes.length).toBeGreaterThan(0);
    for (const note of course.notes) expect(note.content.length).toBeLessThanOrEqual(300);
    expect(course.notes.some((n) => n.content.endsWith('…'))).toBe(true);
  });

  it('/uploads serves the pack folders to staff only, however the path is spelt', async () => {
    const pdf = files(await packOf(courseId, enrolled)).find((f) => f.kind === 'pdf')!;
    const name = pdf.url.slice(pdf.url.lastIndexOf('/') + 1);
    const spellings = [
      `/uploads/courses/notes/${name}`,
      `/uploads/courses/lectures/sample-lecture.webm`,
      `/uploads/courses/x%2F..%2Fnotes/${name}`,
      `/uploads/courses/lectures/%2E%2E/notes/${name}`,
      `/uploads/trainers/..%2Fcourses%2Fnotes%2F${name}`,
    ];
    for (const path of spellings) {
      expect((await get(path, null)).status, path).toBe(401);
      expect((await get(path, enrolled)).status, path).toBe(403);
    }
    const staff = await get(`/uploads/courses/notes/${name}`, { cookie: staffCookie });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    // The academy's other pictures stay public.
    expect((await get('/uploads/trainers/default-avatar.svg', null)).status).toBe(200);
  });
});

describe('files answer ranges', () => {
  let video: { url: string; bytes: number; version: string };
  let whole: Buffer;
  beforeAll(async () => {
    video = files(await packOf(courseId, enrolled)).find((f) => f.kind === 'video')!;
    whole = readFileSync(join(UPLOADS, 'courses/lectures/sample-lecture.webm'));
  });

  it('a range, an open range and a suffix give those bytes (206, Content-Range)', async () => {
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, whole.length - 1],
      ['bytes=-500', whole.length - 500, whole.length - 1],
    ] as const) {
      const res = await get(video.url, enrolled, { Range: range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${whole.length}`);
      expect(Buffer.from(await res.arrayBuffer()).equals(whole.subarray(start, end + 1))).toBe(true);
    }
  });

  it('a range past the end is a 416; another version in If-Range gets the whole file; a known version a 304', async () => {
    const past = await get(video.url, enrolled, { Range: `bytes=${whole.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    const changed = await get(video.url, enrolled, { Range: 'bytes=10-', 'If-Range': '"old"' });
    expect(changed.status).toBe(200);
    expect((await changed.arrayBuffer()).byteLength).toBe(whole.length);
    expect((await get(video.url, enrolled, { 'If-None-Match': `"${video.version}"` })).status).toBe(304);
    const head = await server.get(video.url, { method: 'HEAD', headers: { Cookie: enrolled.cookie } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(whole.length));
    expect(head.headers.get('accept-ranges')).toBe('bytes');
  });

  it('malformed ids, names and ranges get a 4xx, never a 500', async () => {
    const base = `/api/courses/${courseId}/pack`;
    const cases: [string, Record<string, string>][] = [
      ['/api/courses/not-an-id/pack', {}],
      [`/api/courses/00000000-0000-4000-8000-000000000000/pack`, {}],
      [`${base}/notes/not-an-id`, {}],
      [`${base}/files/secrets/x.pdf`, {}],
      [`${base}/files/notes/.hidden.pdf`, {}],
      [`${base}/files/notes/%2E%2E%2Fsecret`, {}],
      [`${base}/files/notes/${'a'.repeat(300)}`, {}],
      [video.url, { Range: 'bytes=99999999999999999999-' }],
      [video.url, { Range: 'bytes=5-1' }],
      [video.url, { Range: 'bytes=0-1,5-9' }],
      [video.url, { Range: 'pages=1-2' }],
    ];
    for (const [path, headers] of cases) {
      const res = await get(path, enrolled, headers);
      expect(res.status, `${path} ${JSON.stringify(headers)}`).toBeLessThan(500);
      expect(res.status === 200 || res.status === 206 || (res.status >= 400 && res.status < 500), path).toBe(true);
    }
  });
});

describe('staff edits and lesson uploads', () => {
  const staffCall = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/staff${path}`, {
      method,
      headers: { Cookie: staffCookie, ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });

  async function saveCourse(change: (record: Record<string, unknown>) => void) {
    const read = await staffCall('GET', `/content/courses/${courseId}`);
    const record = ((await read.json()) as { data: Record<string, unknown> }).data;
    change(record);
    const saved = await staffCall('PUT', `/content/courses/${courseId}`, record, { 'If-Match': read.headers.get('etag')! });
    expect(saved.status).toBe(200);
  }

  it('a note staff change keeps its id with a new version; a note removed leaves the pack', async () => {
    const before = await packOf(courseId, enrolled);
    const firstNote = before.items.find((i) => i.kind === 'note')!;
    const lastNote = before.items.filter((i) => i.kind === 'note').at(-1)!;
    await saveCourse((record) => {
      const notes = record.notes as { title: string; content: string }[];
      notes[0]!.content += ' Updated by the academy.';
      notes.pop();
    });
    const after = await packOf(courseId, enrolled);
    const changed = after.items.find((i) => i.id === firstNote.id)!;
    expect(changed.files[0]!.version).not.toBe(firstNote.files[0]!.version);
    expect(changed.files[1]?.version).toBe(firstNote.files[1]?.version);
    expect(after.items.some((i) => i.id === lastNote.id)).toBe(false);
    // Lessons untouched keep their ids.
    expect(after.items.filter((i) => i.kind === 'lesson').map((i) => i.id)).toEqual(
      before.items.filter((i) => i.kind === 'lesson').map((i) => i.id),
    );
  });

  it('an MP4 or WebM lesson video is stored by its bytes and reaches enrolled students; anything else is refused', async () => {
    const upload = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData();
      form.set('file', new Blob([bytes]), name);
      return staffCall('POST', '/uploads/courseLectures', form);
    };
    const mp4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), ...new Uint8Array(2000).fill(1)]);
    const stored = await upload(mp4, 'lesson.mp4');
    expect(stored.status).toBe(201);
    const file = ((await stored.json()) as { data: { name: string; url: string; contentType: string } }).data;
    expect(file.name).toMatch(/^[0-9a-f]{32}\.mp4$/);
    expect(file.contentType).toBe('video/mp4');
    const webm = readFileSync(join(UPLOADS, 'courses/lectures/sample-lecture.webm'));
    expect((await upload(webm, 'lesson.mov')).status).toBe(201);
    expect((await upload(new TextEncoder().encode('%PDF-1.4 not a video'), 'lesson.mp4')).status).toBe(415);
    const tooLarge = await upload(new Uint8Array(25 * 1024 * 1024 + 1), 'big.mp4');
    expect(tooLarge.status).toBe(413);
    // A PDF is still held to its own, smaller limit.
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(11 * 1024 * 1024)]), 'big.pdf');
    expect((await staffCall('POST', '/uploads/courseNotes', form)).status).toBe(413);

    await saveCourse((record) => {
      (record.videolectures as { contentUrl: string }[])[0]!.contentUrl = file.url;
    });
    const lesson = (await packOf(courseId, enrolled)).items.find((i) => i.kind === 'lesson')!;
    expect(lesson.files[0]).toMatchObject({ kind: 'video', contentType: 'video/mp4', bytes: mp4.length });
    const res = await get(lesson.files[0]!.url, enrolled, { Range: 'bytes=4-11' });
    expect(res.status).toBe(206);
    expect(new TextDecoder().decode(await res.arrayBuffer())).toBe('ftypisom');
    expect((await get(lesson.files[0]!.url, null)).status).toBe(401);
  });
});
