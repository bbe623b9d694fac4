/**
 * SPEC §7–§8 through the outbox (issue 16, points 3 and 4): a refusal without a message of the server's
 * own shows the form's fallback toast, never "Request failed with status code 400"; a 2xx answer whose
 * body says `success: false` is a failure with the server's message, and nothing is kept as sent.
 */
import 'fake-indexeddb/auto';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMISSION_KINDS, WRITES, type SubmissionKind } from '../../src/contract';
import { toasterListening } from '../../src/lib/toast';
import { outbox } from '../../src/offline/app-outbox';
import { refusalText, sendForm } from '../../src/offline/send-form';
import { FORMS } from '../../src/content/form-words';

// As the app's toaster does once mounted: toasts wait for it (src/lib/toast.ts).
toasterListening();

const realFetch = globalThis.fetch;
let answer: { status: number; body: unknown };
const errors: string[] = [];
const successes: string[] = [];
const infos: string[] = [];

beforeEach(async () => {
  errors.length = 0;
  successes.length = 0;
  infos.length = 0;
  globalThis.fetch = vi.fn(async () => Response.json(answer.body, { status: answer.status }));
  vi.spyOn(toast, 'error').mockImplementation((m) => (errors.push(String(m)), 1));
  vi.spyOn(toast, 'success').mockImplementation((m) => (successes.push(String(m)), 1));
  vi.spyOn(toast, 'info').mockImplementation((m) => (infos.push(String(m)), 1));
  for (const item of await outbox.list()) await outbox.remove(item.id);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const send = (kind: SubmissionKind) => sendForm(kind, { any: 'thing' }, 3_000);

describe.each(SUBMISSION_KINDS)('%s', (kind) => {
  it('a 400 without a message shows SPEC §8’s fallback for the form, never the status line', async () => {
    answer = { status: 400, body: { success: false } };
    expect((await send(kind)).result).toBe('needs-attention');
    await vi.waitFor(() => expect(errors).toEqual([WRITES[kind].failure])); // toasts load sonner on first use
    expect(errors.join()).not.toMatch(/status code/);
  });

  it('a 400 with the server’s message shows that message', async () => {
    answer = { status: 400, body: { success: false, message: 'Please correct the highlighted fields.' } };
    await send(kind);
    await vi.waitFor(() => expect(errors).toEqual(['Please correct the highlighted fields.'])); // toasts load sonner on first use
  });

  it('a 200 that says success: false is a failure with the server’s message, and is not kept as sent', async () => {
    answer = { status: 200, body: { success: false, message: 'This batch is full.' } };
    expect((await send(kind)).result).not.toBe('sent');
    await vi.waitFor(() => expect(errors).toEqual(['This batch is full.'])); // toasts load sonner on first use
    expect(successes).toEqual([]);
    expect((await outbox.list()).filter((i) => i.status === 'sent')).toEqual([]);
  });

  it('a 200 that says success: false without a message shows the fallback', async () => {
    answer = { status: 200, body: { success: false } };
    await send(kind);
    await vi.waitFor(() => expect(errors).toEqual([WRITES[kind].failure])); // toasts load sonner on first use
  });
});

describe('a form kept to send later says why, truthfully (issue 36)', () => {
  it('a 5xx while online: the academy’s server had a problem, and it will be sent automatically', async () => {
    answer = { status: 503, body: { success: false, message: 'The database is not reachable' } };
    expect(await send('contact')).toEqual({ result: 'queued', itemId: expect.any(String) });
    await vi.waitFor(() =>
      expect(infos).toEqual(["Contact message saved — the academy's server had a problem; it will be sent automatically"]),
    );
  });

  it('no answer while online (lie-fi): the academy cannot be reached right now', async () => {
    globalThis.fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await send('contact')).toEqual({ result: 'queued', itemId: expect.any(String) });
    await vi.waitFor(() => expect(infos).toEqual(['Contact message saved — it will be sent as soon as the academy answers']));
  });

  it('an enrollment (or any form that is not a message) kept under lie-fi or a 5xx is named for what it is', async () => {
    globalThis.fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await send('enrolment');
    answer = { status: 500, body: { success: false } };
    globalThis.fetch = vi.fn(async () => Response.json(answer.body, { status: answer.status }));
    await send('callback');
    await vi.waitFor(() =>
      expect(infos).toEqual([
        'Enrollment saved — it will be sent as soon as the academy answers',
        "Call back request saved — the academy's server had a problem; it will be sent automatically",
      ]),
    );
    expect(infos.join()).not.toMatch(/message/);
  });

  it('no answer while the device is offline: it will be sent when back online', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    globalThis.fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await send('contact')).toEqual({ result: 'queued', itemId: expect.any(String) });
    await vi.waitFor(() => expect(infos).toEqual([FORMS.queued]));
  });
});

describe('a refusal (4xx) says what the server said, in the fields and the toast (issue 36)', () => {
  it('field messages go beside their fields; those the form has no input for are said in the toast', async () => {
    answer = {
      status: 400,
      body: {
        success: false,
        message: 'Please correct the highlighted fields.',
        errors: { email: 'Invalid email', course: 'Invalid course id' },
      },
    };
    const shows = (field: string) => ['firstName', 'email'].includes(field);
    expect(await sendForm('enrolment', { any: 'thing' }, 3_000, shows)).toEqual({
      result: 'needs-attention',
      fieldErrors: { email: 'Invalid email', course: 'Invalid course id' },
    });
    await vi.waitFor(() => expect(errors).toEqual(['Please correct the highlighted fields. Invalid course id.']));
    expect(infos).toEqual([]);
    expect(await outbox.list()).toEqual([]);
  });

  it('with no field of its own on the form, the toast names what is wrong instead of pointing at highlighted fields', () => {
    expect(refusalText('Please correct the highlighted fields.', { studentId: 'Student id is required' }, () => false)).toBe(
      'Student id is required.',
    );
    expect(refusalText('You can only enroll yourself. Please log in again.', {}, () => false)).toBe(
      'You can only enroll yourself. Please log in again.',
    );
    expect(refusalText('Please correct the highlighted fields.', { email: 'Invalid email' }, (f) => f === 'email')).toBe(
      'Please correct the highlighted fields.',
    );
  });
});
