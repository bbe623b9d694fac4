/**
 * Issue 19: every outbox form stays usable where IndexedDB is not (some private modes, blocked storage).
 * The submission then goes straight to the server, once, with an Idempotency-Key and the same toasts;
 * when the server cannot be reached either, SPEC §8's failure toast shows, the button is usable again
 * and what was typed is still there.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast as sonner } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseSummary } from '../../src/contract';
import { outbox } from '../../src/offline/app-outbox';
import { useSession } from '../../src/session/session';
import { useDialogs } from '../../src/ui/dialogs-store';
import { renderAt } from './render';
import { seeded } from './seeded';
import { useApi } from './setup';

/** How the browser lacks IndexedDB: not there at all, or there but refusing to open (Firefox private mode). */
type NoStorage = 'missing' | 'refusing';

const realIndexedDB = Object.getOwnPropertyDescriptor(globalThis, 'indexedDB')!;

function takeIndexedDBAway(how: NoStorage) {
  if (how === 'missing') {
    delete (globalThis as { indexedDB?: IDBFactory }).indexedDB;
    return;
  }
  const refusing = {
    open() {
      const request = {
        error: new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError'),
        result: undefined,
        onsuccess: null as (() => void) | null,
        onerror: null as (() => void) | null,
        onupgradeneeded: null as (() => void) | null,
      };
      setTimeout(() => request.onerror?.(), 0);
      return request;
    },
  };
  Object.defineProperty(globalThis, 'indexedDB', { ...realIndexedDB, value: refusing });
}

/** The POSTs the forms made, with their key and the server's answer (0: no answer). */
const posts: { path: string; key: string | null; status: number; body: unknown }[] = [];
/** Sent with every request once a test has logged in over the API (Node's fetch keeps no cookies). */
let sessionCookie = '';

const raised: { type: string; text: string }[] = [];
/** The first screen of a file waits for its lazy route to load. */
const LOADED = { timeout: 10_000 };

beforeEach(() => {
  posts.length = 0;
  raised.length = 0;
  sessionCookie = '';
  useSession.setState({ student: null });
  useDialogs.setState({ loginOpen: false, enrolTarget: null, enrolAfterLogin: null });
  for (const type of ['success', 'error', 'info'] as const) {
    const original = sonner[type];
    vi.spyOn(sonner, type).mockImplementation((message, data) => {
      raised.push({ type, text: String(message) });
      return original(message, data);
    });
  }
  const routed = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    const headers = new Headers(init?.headers);
    if (sessionCookie) headers.set('Cookie', sessionCookie);
    const record = init?.method === 'POST' ? { path: new URL(url, 'http://x').pathname, key: headers.get('Idempotency-Key') } : null;
    try {
      const response = await routed(input, { ...init, headers });
      if (record)
        posts.push({
          ...record,
          status: response.status,
          body: await response
            .clone()
            .json()
            .catch(() => undefined),
        });
      return response;
    } catch (err) {
      if (record) posts.push({ ...record, status: 0, body: undefined });
      throw err;
    }
  });
  // The app says it is sending without the outbox; that is the point here, not noise worth reading.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(globalThis, 'indexedDB', realIndexedDB);
});

async function toastSaying(text: string) {
  await waitFor(
    () =>
      expect(
        raised.map((r) => r.text),
        `toast "${text}"`,
      ).toContain(text),
    { timeout: 12_000 },
  );
  return raised.find((r) => r.text === text)!;
}

const FIELD = { selector: 'input, textarea, select' };
const field = (label: string, within_: HTMLElement = document.body) => within(within_).getByLabelText(label, FIELD) as HTMLInputElement;
const fill = (values: Record<string, string>, container?: HTMLElement) => {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label, container), { target: { value } });
};
const valuesOf = (labels: string[], container?: HTMLElement) => Object.fromEntries(labels.map((l) => [l, field(l, container).value]));
const usable = (name: string, container: HTMLElement = document.body) => {
  const button = within(container).getByRole('button', { name });
  return !button.hasAttribute('disabled') && button.getAttribute('aria-busy') !== 'true';
};

/** One POST to `path`, with a UUID Idempotency-Key, answered `status` by the server (0: no answer). */
function expectOnePost(path: string, status: number) {
  expect(posts.map((p) => p.path)).toEqual([path]);
  expect(posts[0]!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(posts[0]!.status).toBe(status);
  return posts[0]!;
}

/** Nothing was queued, and nothing could have been: the outbox has no storage in these tests. */
async function expectNothingQueued() {
  expect(raised.map((r) => r.text)).not.toContain("Saved — it will be sent when you're back online");
  await expect(outbox.list()).rejects.toBeDefined();
}

let seq = 0;
/** A fresh valid mobile number (starting with 8, so never one of forms.test.tsx's). */
const freshMobile = () => `8${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100_000).padStart(5, '0')}${++seq % 10}`;

describe('contact form without IndexedDB', () => {
  const CONTACT = { Name: 'Asha Rao', Email: 'asha@example.com', Phone: '9876543210', Message: 'Please tell me about the MERN batch.' };

  it('sends straight to the server, toasts its answer, resets and is usable again', async () => {
    takeIndexedDBAway('missing');
    renderAt('/contact');
    await screen.findByRole('heading', { name: 'Send us a message' }, LOADED);
    fill(CONTACT);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await toastSaying('Message sent successfully!')).toMatchObject({ type: 'success' });
    await waitFor(() => expect(usable('Send Message')).toBe(true));
    const post = expectOnePost('/api/contact', 201);
    expect(post.body).toMatchObject({ success: true, data: { id: expect.any(String) } });
    expect(field('Name').value).toBe('');
    await expectNothingQueued();
  });

  it("when the server can't be reached either: SPEC's failure toast, values kept, usable again", async () => {
    takeIndexedDBAway('refusing');
    useApi('unreachable');
    renderAt('/contact');
    await screen.findByRole('heading', { name: 'Send us a message' }, LOADED);
    fill(CONTACT);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await toastSaying('Failed to send message')).toMatchObject({ type: 'error' });
    await waitFor(() => expect(usable('Send Message')).toBe(true));
    expect(valuesOf(Object.keys(CONTACT))).toEqual(CONTACT);
    expectOnePost('/api/contact', 0);
    await expectNothingQueued();
  });
});

describe('registration without IndexedDB', () => {
  const person = (mobileNo: string) => ({
    'First Name': 'Riya',
    'Last Name': 'Kulkarni',
    'Mobile Number': mobileNo,
    Email: `riya.${mobileNo}@example.com`,
    'Date of Birth': '2003-05-17',
    'College Name': 'COEP Technological University',
  });

  it('sends straight to the server, toasts its answer, resets and is usable again', async () => {
    takeIndexedDBAway('refusing');
    renderAt('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Candidate Registration' }, LOADED);
    fill(person(freshMobile()));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await toastSaying('Registration successful!')).toMatchObject({ type: 'success' });
    await waitFor(() => expect(usable('Register')).toBe(true));
    const post = expectOnePost('/api/student/register', 201);
    expect(post.body).toMatchObject({ success: true });
    expect(field('First Name').value).toBe('');
    await expectNothingQueued();
  });

  it("when the server can't be reached either: SPEC's failure toast, values kept, usable again", async () => {
    takeIndexedDBAway('missing');
    useApi('unreachable');
    renderAt('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Candidate Registration' }, LOADED);
    const typed = person(freshMobile());
    fill(typed);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await toastSaying('Registration failed.')).toMatchObject({ type: 'error' });
    await waitFor(() => expect(usable('Register')).toBe(true));
    expect(valuesOf(Object.keys(typed))).toEqual(typed);
    expectOnePost('/api/student/register', 0);
    await expectNothingQueued();
  });
});

describe('enrol dialog without IndexedDB', () => {
  const STUDENT = { 'First Name': 'Riya', 'Last Name': 'Kulkarni', Email: 'riya@example.com', 'College Name': 'COEP' };

  /** Logs in through the real OTP flow, over the API: the session cookie goes with the app's requests. */
  async function logIn(origin: string) {
    const mobileNo = freshMobile();
    const post = (path: string, body: unknown) =>
      fetch(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const sent = (await (await post('/api/otp/send', { mobileNo })).json()) as { data: { reference_id: string } };
    const inbox = (await (await fetch(`${origin}/api/dev/otp-inbox?mobileNo=${mobileNo}`)).json()) as { data: { code: string }[] };
    const verified = await post('/api/otp/verify', { reference_id: sent.data.reference_id, otp: inbox.data.at(-1)!.code });
    const body = (await verified.json()) as { data: { studentId: string } };
    sessionCookie = verified.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    posts.length = 0;
    return { studentId: body.data.studentId, mobileNo };
  }

  async function openDialog(student: { studentId: string; mobileNo: string }, course: CourseSummary) {
    useSession.setState({ student });
    renderAt('/about');
    act(() => useDialogs.getState().openEnrol({ id: course._id, title: course.title }, true));
    return screen.findByRole('dialog', { name: `Enroll for ${course.title}` }, LOADED);
  }

  it('sends straight to the server, toasts its answer and closes', async () => {
    takeIndexedDBAway('missing');
    const student = await logIn(useApi('seeded'));
    const dialog = await openDialog(student, (await seeded.courses())[0]!);
    fill(STUDENT, dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enroll' }));
    expect(await toastSaying('Enrolled successfully!')).toMatchObject({ type: 'success' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = expectOnePost('/api/enrollments/enroll', 201);
    expect(post.body).toMatchObject({ success: true, data: { alreadyEnrolled: false } });
    await expectNothingQueued();
  });

  it("when the server can't be reached either: SPEC's failure toast, values kept, usable again", async () => {
    takeIndexedDBAway('refusing');
    const student = { studentId: '11111111-1111-4111-8111-111111111111', mobileNo: '9876543210' };
    const course = (await seeded.courses())[0]!;
    useApi('unreachable');
    const dialog = await openDialog(student, course);
    fill(STUDENT, dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enroll' }));
    expect(await toastSaying('Something went wrong')).toMatchObject({ type: 'error' });
    await waitFor(() => expect(usable('Enroll', dialog)).toBe(true));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(valuesOf([...Object.keys(STUDENT), 'Mobile'], dialog)).toEqual({ ...STUDENT, Mobile: '9876543210' });
    expectOnePost('/api/enrollments/enroll', 0);
    await expectNothingQueued();
  });
});

describe('feedback form without IndexedDB', () => {
  const PERSON = { 'First Name': 'Riya', 'Last Name': 'Kulkarni', Phone: '9876543210', Email: 'riya@example.com', 'College Name': 'COEP' };
  const CRITERIA = ['Teaching quality', 'Presentations', 'Engagement', 'Pacing', 'Organization'];
  const rateAll = () => {
    for (const criterion of CRITERIA) {
      const group = screen.getByRole('group', { name: new RegExp(criterion) });
      fireEvent.click(within(group).getByRole('radio', { name: '8 of 10' }));
    }
  };
  const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'Submit Feedback' }).closest('form')!);

  it('sends straight to the server, thanks the person, resets and is usable again', async () => {
    takeIndexedDBAway('refusing');
    renderAt('/feedback');
    await screen.findByRole('heading', { level: 1, name: 'Session Feedback' }, LOADED);
    fill(PERSON);
    rateAll();
    submit();
    expect(await toastSaying('Thank you for your feedback!')).toMatchObject({ type: 'success' });
    await waitFor(() => expect(usable('Submit Feedback')).toBe(true));
    const post = expectOnePost('/api/feedback', 201);
    expect(post.body).toMatchObject({ success: true });
    await waitFor(() => expect(screen.getAllByText('not rated')).toHaveLength(5));
    expect(field('First Name').value).toBe('');
    await expectNothingQueued();
  });

  it("when the server can't be reached either: SPEC's failure toast, values and ratings kept, usable again", async () => {
    takeIndexedDBAway('missing');
    useApi('unreachable');
    renderAt('/feedback');
    await screen.findByRole('heading', { level: 1, name: 'Session Feedback' }, LOADED);
    fill(PERSON);
    rateAll();
    submit();
    expect(await toastSaying('Something went wrong')).toMatchObject({ type: 'error' });
    await waitFor(() => expect(usable('Submit Feedback')).toBe(true));
    expect(valuesOf(Object.keys(PERSON))).toEqual(PERSON);
    expect(screen.getAllByText('8/10')).toHaveLength(5);
    expectOnePost('/api/feedback', 0);
    await expectNothingQueued();
  });
});
