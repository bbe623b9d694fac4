/**
 * A page's form posted before its app runs (decision 126): the contact page's form, sent as a browser sends
 * a form without JavaScript, gets the page back with the server's messages, or stored once; a post from
 * another site, of another type or to a page without a form is refused and stores nothing.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, registrations } from '../../server/db/schema';
import { buildSite, type BuiltSite } from '../support/built-site';
import { parseHtml } from '../support/parse-html';
import { startTestServer, type TestServer } from '../support/test-server';

let site: BuiltSite;
let server: TestServer;
beforeAll(async () => {
  site = buildSite();
  server = await startTestServer({ distDir: site.distDir });
}, 180_000);
afterAll(async () => {
  await server?.close();
  site?.remove();
});

const FORM = 'application/x-www-form-urlencoded';
const VALID = { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', message: 'I would like to know about the batches.' };

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(server.baseUrl + path, {
    method: 'POST',
    headers: { 'Content-Type': FORM, 'Sec-Fetch-Site': 'same-origin', Accept: 'text/html', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const stored = async () => (await server.database.db.select({ n: count() }).from(contactMessages))[0]!.n;
const messageOf = (doc: Document, input: Element) => doc.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the contact form posted before the app runs', () => {
  it('empty: the page again, each field with its SPEC message, nothing stored', async () => {
    const before = await stored();
    const res = await postForm('/contact', { name: '', email: '', phone: '', message: '' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const doc = parseHtml(await res.text());
    const form = doc.querySelector('main form[method="post"]:not([action])')!;
    const invalid = [...form.querySelectorAll('[aria-invalid="true"]')];
    expect(invalid.map((input) => [input.getAttribute('name'), messageOf(doc, input)])).toEqual([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['phone', 'Phone is required'],
      ['message', 'Message is required'],
    ]);
    // Usable as it stands: the controls are not waiting for the app.
    expect(form.querySelector('fieldset')?.hasAttribute('disabled')).toBe(false);
    expect(await stored()).toBe(before);
  });

  it('half right: what was typed comes back, with the messages of the rest; the app hydrates from the same answer', async () => {
    const res = await postForm('/contact', { ...VALID, email: 'not-an-email', phone: '12' });
    expect(res.status).toBe(400);
    const doc = parseHtml(await res.text());
    const value = (name: string) => doc.querySelector(`[name="${name}"]`);
    expect(value('name')?.getAttribute('value')).toBe(VALID.name);
    expect(value('message')?.textContent).toBe(VALID.message);
    expect(messageOf(doc, value('email')!)).toBe('Invalid email');
    expect(messageOf(doc, value('phone')!)).toBe('Phone must be 10 digits');
    const state = JSON.parse(doc.getElementById('page-state')!.textContent!) as { form?: { values: Record<string, string> } };
    expect(state.form?.values.name).toBe(VALID.name);
  });

  it('valid: stored once, even when sent again, and the page says so', async () => {
    const before = await stored();
    for (let i = 0; i < 2; i++) {
      const res = await postForm('/contact', VALID);
      expect(res.status).toBe(200);
      const doc = parseHtml(await res.text());
      expect(doc.querySelector('main [role="status"]')?.textContent).toBe('Message sent successfully!');
      expect(doc.querySelector('[name="name"]')?.getAttribute('value') ?? '').toBe('');
    }
    expect(await stored()).toBe(before + 1);
  });

  it('from another site, of another type, to a page without a form, or malformed: refused, nothing stored', async () => {
    const before = await stored();
    expect((await postForm('/contact', VALID, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await postForm('/contact', VALID, { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' })).status).toBe(403);
    expect((await postForm('/contact', VALID, { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await postForm('/about', VALID)).status).toBe(405);
    const twice = await fetch(server.baseUrl + '/contact', {
      method: 'POST',
      headers: { 'Content-Type': FORM, 'Sec-Fetch-Site': 'same-origin' },
      body: 'name=a&name=b',
    });
    expect(twice.status).toBe(400);
    const huge = await postForm('/contact', { ...VALID, message: 'x'.repeat(40_000) });
    expect(huge.status).toBe(413);
    expect(await stored()).toBe(before);
  });
});

describe('the registration posted before the app runs (/auth/register)', () => {
  const FIELDS = {
    firstName: 'Ravi',
    middleName: '',
    lastName: 'Kumar',
    mobileNo: '9876512345',
    email: 'ravi@example.com',
    dob: '2001-04-05',
    collegeName: 'Fergusson College',
    selectedProgram: 'MERN Stack JavaScript Development',
  };
  const registered = async () => (await server.database.db.select({ n: count() }).from(registrations))[0]!.n;

  it("checks the form's own fields with SPEC's messages, keeps what was typed, stores nothing", async () => {
    const before = await registered();
    const res = await postForm('/auth/register', { ...FIELDS, firstName: 'R', dob: '2999-01-01' });
    expect(res.status).toBe(400);
    const doc = parseHtml(await res.text());
    const invalid = [...doc.querySelectorAll('main form [aria-invalid="true"]')];
    expect(invalid.map((input) => [input.getAttribute('name'), messageOf(doc, input)])).toEqual([
      ['firstName', 'First name must be at least 2 characters'],
      ['dob', 'Date of birth cannot be in the future'],
    ]);
    expect(doc.querySelector('[name="lastName"]')?.getAttribute('value')).toBe('Kumar');
    expect(await registered()).toBe(before);
  });

  it('stores the full name joined from its parts, once, and says so', async () => {
    const before = await registered();
    for (let i = 0; i < 2; i++) {
      const res = await postForm('/auth/register', FIELDS);
      expect(res.status).toBe(200);
      expect(parseHtml(await res.text()).querySelector('main [role="status"]')?.textContent).toBe('Registration successful!');
    }
    expect(await registered()).toBe(before + 1);
    const [row] = await server.database.db
      .select({ fullName: registrations.fullName })
      .from(registrations)
      .where(eq(registrations.mobileNo, '9876512345'));
    expect(row?.fullName).toBe('Ravi Kumar');
  });
});

describe('the login posted before the app runs (/login)', () => {
  const MOBILE = '9876512001';
  const post = (fields: Record<string, string>, next = '/courses', headers: Record<string, string> = {}) =>
    postForm(`/login?next=${encodeURIComponent(next)}`, fields, headers);

  it('sends a code and asks for it; a wrong code asks again; the right one logs in and goes on to `next`', async () => {
    const asked = await post({ mobileNo: MOBILE });
    expect(asked.status).toBe(200);
    const step2 = parseHtml(await asked.text());
    expect(step2.querySelector('dialog [role="status"]')?.textContent).toBe('OTP sent successfully');
    const reference = step2.querySelector('input[name="reference_id"]')?.getAttribute('value') ?? '';
    expect(reference).toBe(server.inbox.read(MOBILE)[0]!.referenceId);
    expect(step2.querySelector('input[name="otp"]')).not.toBeNull();

    const code = server.inbox.read(MOBILE)[0]!.code;
    const wrong = await post({ otp: code === '000000' ? '111111' : '000000', reference_id: reference, mobileNo: MOBILE });
    expect(wrong.status).toBe(400);
    const again = parseHtml(await wrong.text());
    expect(again.querySelector('dialog [role="alert"]')?.textContent).toMatch(/^Invalid OTP/);
    expect(again.querySelector('input[name="reference_id"]')?.getAttribute('value')).toBe(reference);

    const right = await post({ otp: code, reference_id: reference, mobileNo: MOBILE }, '/courses');
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/courses');
    const cookies = right.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(cookies).toEqual(expect.arrayContaining(['academy_session', 'studentId', 'mobileNo']));
    expect(right.headers.getSetCookie().find((c) => c.startsWith('mobileNo='))).toMatch(/^mobileNo=9876512001; Max-Age=604800; Path=\//);
  });

  it('never sends anyone to another site, and refuses a post from one', async () => {
    server.clock.advance(60_000);
    const sent = await post({ mobileNo: '9876512002' });
    const reference =
      parseHtml(await sent.text())
        .querySelector('input[name="reference_id"]')
        ?.getAttribute('value') ?? '';
    const code = server.inbox.read('9876512002')[0]!.code;
    const right = await post({ otp: code, reference_id: reference, mobileNo: '9876512002' }, '//evil.example/x');
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/');
    expect((await post({ mobileNo: '9876512003' }, '/', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect(server.inbox.read('9876512003')).toEqual([]);
  });
});
