/**
 * The staff console (issue 20) against the seeded API server: a visitor is asked to log in, a student
 * is told the page is for staff, offline it says it needs a connection; an admin (made in
 * global-setup.ts as the admin command makes one) creates a workshop, publishes it, edits it, meets a
 * colleague's newer save as a conflict and saves both people's changes merged (decision 113), and deletes it. Every kind is
 * made with the same form (decision 81): a course with rows, a workshop with an uploaded banner.
 * jsdom keeps no HttpOnly cookie, so the session cookie of a real OTP login is added to the app's requests.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { useSession } from '../../src/session/session';
import { useDialogs } from '../../src/ui/dialogs-store';
import { freshMobile, logInByApi, type LoggedIn } from './api-login';
import { renderAt } from './render';

const origin = () => inject('apiOrigins').seeded;
const FIELD = { selector: 'input, textarea, select' };
const LONG = { timeout: 10_000 };

type Person = LoggedIn;

/** Not with the cookie of whoever is signed in: a login replaces the session it is sent with. */
const logIn = (mobileNo = freshMobile('7')) => logInByApi(origin(), mobileNo, appFetch ?? globalThis.fetch);

/** The admin logs in once: the login code of one number can be asked for only so often. */
let adminLogin: Promise<Person> | null = null;
const logInAdmin = () => (adminLogin ??= logIn(inject('staffAdminMobile')));

/** The app's requests carry the person's cookie, as a browser's would. */
let appFetch: typeof fetch | null = null;
function signIn(who: Person) {
  appFetch ??= globalThis.fetch;
  const base = appFetch;
  globalThis.fetch = (input, init) =>
    base(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: who.cookie } });
  useSession.setState({ student: { studentId: who.studentId, mobileNo: who.mobileNo } });
}

/**
 * jsdom's FormData and File mean nothing to Node's fetch (the request would never be sent): the app's
 * multipart body is written out here as a browser would, from the same fields.
 */
function sendJsdomFormData() {
  const base = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (!(init?.body instanceof FormData)) return base(input, init);
    const boundary = `----staff-test-${Date.now()}`;
    const parts: (string | Uint8Array)[] = [];
    for (const [name, value] of init.body.entries()) {
      if (typeof value === 'string') {
        parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
        continue;
      }
      const bytes = await new Promise<Uint8Array>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.readAsArrayBuffer(value);
      });
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        bytes,
        '\r\n',
      );
    }
    parts.push(`--${boundary}--\r\n`);
    const chunks = parts.map((p) => (typeof p === 'string' ? new TextEncoder().encode(p) : p));
    const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    chunks.reduce((at, c) => (body.set(c, at), at + c.length), 0);
    const headers = { ...(init.headers as Record<string, string>), 'Content-Type': `multipart/form-data; boundary=${boundary}` };
    return base(input, { ...init, headers, body, signal: undefined });
  };
}

let onLine = true;
beforeEach(() => {
  onLine = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => onLine });
  useSession.setState({ student: null });
  useDialogs.setState({ loginOpen: false, enrolTarget: null, enrolAfterLogin: null });
});
afterEach(() => {
  if (appFetch) globalThis.fetch = appFetch;
  appFetch = null;
  act(() => useSession.setState({ student: null }));
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, FIELD), { target: { value } });

function fillWorkshop(title: string) {
  type('Title', title);
  type('Description', 'Build a small app in an afternoon.');
  type('Starts', '2030-03-01T10:00');
  type('Ends', '2030-03-01T16:00');
  type('Duration', '6 hours');
  type('Location', 'Pune');
  type('Topics (optional)', 'Components\nState');
  type('Contact e-mail', 'workshops@example.com');
  type('Contact phone', '9876543210');
}

/** An input inside one group of the form (a row, a picture). */
const typeIn = (group: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(group).getByLabelText(label, FIELD), { target: { value } });

/** A course's required fields, and one lecture. */
function fillCourse(title: string) {
  type('Title', title);
  type('Description', 'From the first component to a deployed app.');
  type('Overview', 'Twelve weeks, three projects.');
  type('Duration', '12 weeks');
  fireEvent.click(screen.getByRole('button', { name: 'Add a lecture' }));
  const lecture = screen.getByRole('group', { name: 'Lecture 1' });
  typeIn(lecture, 'Lecture title', 'Components');
  typeIn(lecture, 'Lecture duration', '45 minutes');
  typeIn(lecture, 'Lecture video', 'https://videos.example.com/components');
}

/** The app's writes to the API from here on (method and address). */
function recordWrites(): string[] {
  const writes: string[] = [];
  const base = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (init?.method && init.method !== 'GET') writes.push(`${init.method} ${String(input)}`);
    return base(input, init);
  };
  return writes;
}

/** A real picture: one transparent pixel. */
function onePixelPng(): File {
  const base64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], 'banner.png', { type: 'image/png' });
}

/** The app's GET requests to the API from here on, once answered (address and status). */
function recordReads(reads: string[] = []): string[] {
  const base = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const answer = await base(input, init);
    if (!init?.method || init.method === 'GET') reads.push(`${new URL(String(input), origin()).pathname} ${answer.status}`);
    return answer;
  };
  return reads;
}

describe("the navbar's staff console link (issue 36)", () => {
  it('comes from the session answer: a student’s page never asks /api/staff/me, and an admin’s shows the link', async () => {
    signIn(await logIn());
    const reads = recordReads();
    const student = renderAt('/about');
    await waitFor(() => expect(reads).toContain('/api/auth/me 200'), LONG);
    // The student's part has loaded (Log out is its own; My learning is on the page from the start, decision 203).
    await screen.findAllByRole('button', { name: 'Log out' }, LONG);
    expect(screen.queryByRole('link', { name: 'Staff console' })).toBeNull();
    student.unmount();

    signIn(await logInAdmin());
    recordReads(reads);
    renderAt('/about');
    expect((await screen.findAllByRole('link', { name: 'Staff console' }, LONG))[0]!.getAttribute('href')).toBe('/staff');
    expect(reads.filter((r) => r.startsWith('/api/staff/'))).toEqual([]);
  });

  it('leads to a console without the floating chat and back-to-top buttons, which come back on the site’s pages', async () => {
    signIn(await logInAdmin());
    renderAt('/about');
    const chat = () => screen.queryByRole('link', { name: 'Contact us' });
    await waitFor(() => expect(chat()).not.toBeNull(), LONG);
    fireEvent.click((await screen.findAllByRole('link', { name: 'Staff console' }, LONG))[0]!);
    expect(await screen.findByRole('button', { name: 'New workshop' }, LONG)).toBeTruthy();
    expect(chat()).toBeNull();
    fireEvent.click(screen.getAllByRole('link', { name: 'My learning' })[0]!);
    await waitFor(() => expect(chat()).not.toBeNull(), LONG);
  });
});

const rowOf = async (title: string) => (await screen.findByText(title, {}, LONG)).closest('li')!;

describe('the staff console', () => {
  it('asks a visitor to log in; the button opens the login', async () => {
    renderAt('/staff');
    const region = await screen.findByRole('region', { name: 'Log in to use the staff console' }, LONG);
    fireEvent.click(within(region).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' }, LONG)).toBeTruthy();
  });

  it('tells a student without a role that the page is for staff', async () => {
    signIn(await logIn());
    renderAt('/staff');
    expect(await screen.findByText('This page is for the academy’s staff.', {}, LONG)).toBeTruthy();
    // The navbar links to the console only for someone with a role: once the student's part has loaded.
    await screen.findAllByRole('button', { name: 'Log out' }, LONG);
    expect(screen.queryByRole('link', { name: 'Staff console' })).toBeNull();
  });

  it('opens the console to someone invited by e-mail once they prove the address by its code', async () => {
    const email = inject('staffInvitedEmail');
    signIn(await logIn());
    renderAt('/staff');
    const region = await screen.findByRole('region', { name: 'This page is for the academy’s staff.' }, LONG);
    fireEvent.click(await within(region).findByRole('button', { name: 'Send code' }, LONG));
    expect(await within(region).findByText('Email is required')).toBeTruthy();
    fireEvent.change(within(region).getByLabelText('E-mail address you were invited with'), { target: { value: email } });
    fireEvent.click(within(region).getByRole('button', { name: 'Send code' }));
    const sent = await within(region).findByText(`We sent a 6-digit code to ${email}. It expires in 15 minutes.`, {}, LONG);
    expect(sent.getAttribute('role')).toBe('status');
    const mails = (await (await fetch(`${origin()}/api/dev/mail-inbox?to=${email}`)).json()) as { data: { text: string }[] };
    const code = /\b(\d{6})\b/.exec(mails.data[0]!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const codeField = await within(region).findByLabelText('Code from the e-mail');
    fireEvent.change(codeField, { target: { value: wrong } });
    fireEvent.click(within(region).getByRole('button', { name: 'Confirm' }));
    expect(await within(region).findByText('That code is not right. Check the latest e-mail and try again.', {}, LONG)).toBeTruthy();
    fireEvent.change(codeField, { target: { value: code } });
    fireEvent.click(within(region).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`Signed in as ${email} (staff)`, {}, LONG)).toBeTruthy();
  });

  it('says so, and moves focus to it, when a proven address has no staff role', async () => {
    const email = `not.invited.${Date.now()}@example.com`;
    signIn(await logIn());
    renderAt('/staff');
    const region = await screen.findByRole('region', { name: 'This page is for the academy’s staff.' }, LONG);
    fireEvent.change(await within(region).findByLabelText('E-mail address you were invited with', {}, LONG), { target: { value: email } });
    fireEvent.click(within(region).getByRole('button', { name: 'Send code' }));
    const codeField = await within(region).findByLabelText('Code from the e-mail', {}, LONG);
    const mails = (await (await fetch(`${origin()}/api/dev/mail-inbox?to=${email}`)).json()) as { data: { text: string }[] };
    fireEvent.change(codeField, { target: { value: /\b(\d{6})\b/.exec(mails.data[0]!.text)![1]! } });
    fireEvent.click(within(region).getByRole('button', { name: 'Confirm' }));
    const said = await within(region).findByText(
      `${email} is confirmed as your e-mail address, but it has no staff role. Ask an admin to invite this address, or use another one.`,
      {},
      LONG,
    );
    expect(said.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(said));
  });

  it('says it needs a connection when offline', async () => {
    onLine = false;
    signIn(await logInAdmin());
    renderAt('/staff');
    expect(await screen.findByRole('region', { name: 'The staff console needs a connection' }, LONG)).toBeTruthy();
  });

  it('lets an admin check fields, create a draft, publish it, and delete it after confirming', async () => {
    signIn(await logInAdmin());
    renderAt('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'New workshop' }, LONG));
    expect((await screen.findAllByRole('link', { name: 'Staff console' }, LONG))[0]!.getAttribute('href')).toBe('/staff');
    const form = await screen.findByRole('form', { name: 'New workshop' });
    // The keyboard starts at the form, and a refused save takes it to the first field with a message.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New workshop' })));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Title', FIELD).getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title', FIELD)));

    const title = `Screen test workshop ${freshMobile('7')}`;
    fillWorkshop(title);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const row = await rowOf(title);
    expect(within(row).getByText('Draft')).toBeTruthy();
    // Saved, the keyboard is back at the list.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Workshops' })));

    fireEvent.click(within(row).getByRole('button', { name: 'Publish' }));
    await waitFor(async () => expect(within(await rowOf(title)).getByText('Published')).toBeTruthy(), LONG);
    const listed = (await (await fetch(`${origin()}/api/workshops`)).text()).includes(title);
    expect(listed).toBe(true);

    // Asked to confirm, the keyboard is on Cancel; Escape cancels and goes back to Delete.
    fireEvent.click(within(await rowOf(title)).getByRole('button', { name: 'Delete' }));
    const cancel = within(await rowOf(title)).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.keyDown(cancel, { key: 'Escape' });
    const again = within(await rowOf(title)).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    fireEvent.click(again);
    fireEvent.click(within(await rowOf(title)).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText(title)).toBeNull(), LONG);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Workshops' })));
  });

  it('merges a colleague’s newer save with mine: their fields taken, mine kept, the field we both changed my choice', async () => {
    const admin = await logInAdmin();
    signIn(admin);
    renderAt('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'New workshop' }, LONG));
    const created = await screen.findByRole('form', { name: 'New workshop' }, LONG);
    const title = `Conflict workshop ${freshMobile('7')}`;
    fillWorkshop(title);
    fireEvent.click(within(created).getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await rowOf(title)).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: `Edit “${title}”` });

    // A colleague saves first, on the same version: a new title, location and topics.
    const list = (await (await fetch('/api/staff/content/workshops')).json()) as { data: { id: string; title: string }[] };
    const record = list.data.find((w) => w.title === title)!;
    const opened = await fetch(`/api/staff/content/workshops/${record.id}`);
    const current = ((await opened.json()) as { data: Record<string, unknown> }).data;
    const { id: _id, version: _v, published: _p, createdAt: _c, updatedAt: _u, ...fields } = current;
    const theirs = await fetch(`/api/staff/content/workshops/${record.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': opened.headers.get('ETag')! },
      body: JSON.stringify({
        ...fields,
        title: `${title} (theirs)`,
        location: 'Mumbai',
        topics: ['Components', 'State', 'Routing'],
        instructors: [{ name: 'Asha Rao' }],
      }),
    });
    expect(theirs.status).toBe(200);

    // Meanwhile I change the title, the duration and the topics.
    type('Title', `${title} (mine)`);
    type('Duration', '5 hours');
    type('Topics (optional)', 'Components\nState\nHooks');
    fireEvent.click(within(form).getByRole('button', { name: 'Add an instructor' }));
    typeIn(within(form).getByRole('group', { name: 'Instructor 1' }), 'Instructor name', 'Ravi Iyer');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const panel = await screen.findByRole('region', { name: 'Changed by someone else' }, LONG);
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(panel.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(panel.getAttribute('aria-describedby')!)!.textContent).toMatch(/Nothing is lost/);

    // What one of us changed is merged and listed as such; nothing else is reported (no false change).
    const merged = within(panel).getByRole('heading', { name: 'Merged automatically' }).parentElement!;
    expect(
      within(merged)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Duration: your change, kept', 'Location: their change, taken']);
    // Each field we both changed: a labelled radio group, my value beside theirs, lists as lists, never JSON.
    const groups = within(panel).getAllByRole('radiogroup');
    expect(groups.map((g) => g.querySelector('legend')!.textContent)).toEqual([
      'Title: changed by both of you',
      'Topics: changed by both of you',
      'Instructors: changed by both of you',
    ]);
    // Rows as rows of labelled values.
    const instructors = within(panel).getByRole('radiogroup', { name: 'Instructors: changed by both of you' });
    expect(within(instructors).getByRole('radio', { name: 'Keep mine', description: /Instructor name\W*Ravi Iyer/ })).toBeTruthy();
    expect(within(instructors).getByRole('radio', { name: 'Take theirs', description: /Instructor name\W*Asha Rao/ })).toBeTruthy();
    const topics = within(panel).getByRole('radiogroup', { name: 'Topics: changed by both of you' });
    expect(within(topics).getByRole('radio', { name: 'Keep mine' })).toHaveProperty('checked', true);
    expect(within(topics).getByRole('radio', { name: 'Keep mine', description: /Components\W*State\W*Hooks/ })).toBeTruthy();
    expect(within(topics).getByRole('radio', { name: 'Take theirs', description: /Components\W*State\W*Routing/ })).toBeTruthy();
    expect(
      within(topics)
        .getAllByRole('list')
        .map((l) => within(l).getAllByRole('listitem').length),
    ).toEqual([3, 3]);
    expect(panel.textContent).not.toMatch(/[[{]"/);

    // Their title, my topics: saved on their version with nothing retyped.
    const titleGroup = within(panel).getByRole('radiogroup', { name: 'Title: changed by both of you' });
    fireEvent.click(within(titleGroup).getByRole('radio', { name: 'Take theirs' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save the merged record' }));
    expect(await rowOf(`${title} (theirs)`)).toBeTruthy();
    const saved = ((await (await fetch(`/api/staff/content/workshops/${record.id}`)).json()) as { data: Record<string, unknown> }).data;
    expect(saved).toMatchObject({
      title: `${title} (theirs)`,
      location: 'Mumbai',
      duration: '5 hours',
      topics: ['Components', 'State', 'Hooks'],
      instructors: [{ name: 'Ravi Iyer' }],
      version: 3,
    });
  });

  it('lists new contact messages, finds one by its words, marks it handled, and links the CSV of what is shown', async () => {
    const name = `Inbox Parent ${freshMobile('7')}`;
    const sent = await fetch(`${origin()}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ name, email: 'parent@example.com', phone: '9876543210', message: 'Weekend batches, please?' }),
    });
    expect(sent.status).toBe(201);
    signIn(await logInAdmin());
    renderAt('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Inbox' }, LONG));
    await screen.findByLabelText('Search', FIELD, LONG);
    type('Search', name);
    // The words are sent once typing settles; the CSV link follows the same filters.
    const csvLink = () => screen.getByRole('link', { name: 'Export these as CSV' }).getAttribute('href') ?? '';
    await waitFor(() => expect(csvLink()).toContain('/api/staff/inbox/contacts?status=new&q='), LONG);
    expect(csvLink()).toContain('format=csv');
    await waitFor(() => expect(screen.getAllByRole('listitem').filter((li) => li.closest('#staff')).length).toBe(1), LONG);
    const row = (await screen.findByText(name, {}, LONG)).closest('li')!;
    expect(within(row).getByText('New')).toBeTruthy();
    // Each value under words a person uses, the time in India time, as the academy reads every time.
    const terms = [...row.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Sent', 'Name', 'Email', 'Phone', 'Message']);
    const sentAt = row.querySelector('dd time')!;
    expect(sentAt.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(sentAt.textContent).toMatch(/\d{4}, \d{1,2}:\d{2}\s?(am|pm)\sIST$/i);
    fireEvent.click(within(row).getByRole('button', { name: 'Mark handled' }));
    // Handled, it leaves the "new" list; it is in "handled".
    await waitFor(() => expect(screen.queryByText(name)).toBeNull(), LONG);
    type('Status', 'handled');
    const handled = (await screen.findByText(name, {}, LONG)).closest('li')!;
    expect(within(handled).getByText('Handled')).toBeTruthy();
  });

  it('lets an admin add a member of staff, who sees no admin sections, and remove them; the audit log shows both', async () => {
    signIn(await logInAdmin());
    const { unmount } = renderAt('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Staff members' }, LONG));
    const mobile = freshMobile('7');
    await screen.findByLabelText('Mobile number or e-mail', FIELD, LONG);
    type('Mobile number or e-mail', mobile);
    fireEvent.click(screen.getByRole('button', { name: 'Add to staff' }));
    const row = await rowOf(mobile);
    expect(within(row).getByText('Staff')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Audit log' }));
    // The line "add staff" keeps the member as they were added, in its "after".
    const after = (_: string, el: Element | null) => el?.tagName === 'PRE' && (el.textContent ?? '').includes(mobile);
    expect((await screen.findAllByText(after, {}, LONG)).length).toBe(1);
    expect(screen.getAllByText('add staff').length).toBeGreaterThan(0);
    unmount();
    signIn(await logIn(mobile));
    const colleague = renderAt('/staff');
    expect(await screen.findByRole('button', { name: 'Inbox' }, LONG)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Staff members' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Audit log' })).toBeNull();
    colleague.unmount();

    signIn(await logInAdmin());
    renderAt('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Staff members' }, LONG));
    fireEvent.click(within(await rowOf(mobile)).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(await rowOf(mobile)).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText(mobile)).toBeNull(), LONG);
  });

  it("lets an admin unlock a mobile number's login: the number checked before sending, the outcome announced", async () => {
    // Five wrong codes for a number, as a guesser would send them.
    const locked = freshMobile('7');
    const base = appFetch ?? globalThis.fetch;
    const post = (path: string, body: unknown) =>
      base(origin() + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const sent = (await (await post('/api/otp/send', { mobileNo: locked })).json()) as { data: { reference_id: string } };
    for (let i = 0; i < 5; i++) await post('/api/otp/verify', { reference_id: sent.data.reference_id, otp: '000000' });

    signIn(await logInAdmin());
    renderAt('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Staff members' }, LONG));
    const region = await screen.findByRole('region', { name: "Unlock a mobile number's login" }, LONG);
    const writes = recordWrites();
    fireEvent.change(within(region).getByLabelText('Mobile number', FIELD), { target: { value: '12345' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Unlock login' }));
    expect(await within(region).findByText('Mobile number must be 10 digits')).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.change(within(region).getByLabelText('Mobile number', FIELD), { target: { value: locked } });
    fireEvent.click(within(region).getByRole('button', { name: 'Unlock login' }));
    const status = within(region).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(`${locked} can log in again: 5 wrong codes cleared.`), LONG);
    expect(writes).toEqual([`DELETE /api/staff/otp-locks/${locked}`]);
    expect((within(region).getByLabelText('Mobile number', FIELD) as HTMLInputElement).value).toBe('');
  });

  it('makes a session category with the same form, its slug checked by the API’s own rule before sending', async () => {
    signIn(await logInAdmin());
    renderAt('/staff');
    await screen.findByRole('button', { name: 'New workshop' }, LONG);
    type('Kind of content', 'session-categories');
    fireEvent.click(await screen.findByRole('button', { name: 'New session category' }, LONG));
    const form = await screen.findByRole('form', { name: 'New session category' }, LONG);
    const slug = `hack-nights-${freshMobile('7')}`;
    type('Name', `Hack nights ${slug}`);
    type('Slug', 'Not A Slug');
    type('Description', 'Evenings of building');
    type('Type', 'event');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Slug must be lower-case words joined by hyphens')).toBeTruthy();
    type('Slug', slug);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(await rowOf(`Hack nights ${slug}`)).getByText('Draft')).toBeTruthy();
  });

  it('makes a course with a lecture and a key feature in rows of their own, and opens it again with them', async () => {
    signIn(await logInAdmin());
    renderAt('/staff');
    await screen.findByRole('button', { name: 'New workshop' }, LONG);
    type('Kind of content', 'courses');
    fireEvent.click(await screen.findByRole('button', { name: 'New course' }, LONG));
    const form = await screen.findByRole('form', { name: 'New course' }, LONG);
    const title = `Screen test course ${freshMobile('7')}`;
    fillCourse(title);
    fireEvent.click(within(form).getByRole('button', { name: 'Add a key feature' }));
    const feature = screen.getByRole('group', { name: 'Key feature 1' });
    typeIn(feature, 'Key feature title', 'Projects');
    typeIn(feature, 'Key feature description', 'Three apps you build yourself.');
    typeIn(feature, 'Sub-points (optional)', 'A to-do list\nA shop');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(await rowOf(title)).getByText('Draft')).toBeTruthy();

    fireEvent.click(within(await rowOf(title)).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: `Edit “${title}”` }, LONG);
    const lecture = screen.getByRole('group', { name: 'Lecture 1' });
    expect((within(lecture).getByLabelText('Lecture title', FIELD) as HTMLInputElement).value).toBe('Components');
    const saved = screen.getByRole('group', { name: 'Key feature 1' });
    expect((within(saved).getByLabelText('Sub-points (optional)', FIELD) as HTMLTextAreaElement).value).toBe('A to-do list\nA shop');
    // A row goes with its own button, named after it.
    fireEvent.click(within(lecture).getByRole('button', { name: 'Remove lecture 1' }));
    expect(screen.queryByRole('group', { name: 'Lecture 1' })).toBeNull();
  });

  it('shows a row’s refused value at that row’s input, and sends nothing', async () => {
    signIn(await logInAdmin());
    const writes = recordWrites();
    renderAt('/staff');
    await screen.findByRole('button', { name: 'New workshop' }, LONG);
    type('Kind of content', 'courses');
    fireEvent.click(await screen.findByRole('button', { name: 'New course' }, LONG));
    const form = await screen.findByRole('form', { name: 'New course' }, LONG);
    fillCourse(`Refused course ${freshMobile('7')}`);
    fireEvent.click(within(form).getByRole('button', { name: 'Add a lecture' }));
    const second = screen.getByRole('group', { name: 'Lecture 2' });
    typeIn(second, 'Lecture title', 'Hooks');
    typeIn(second, 'Lecture duration', '40 minutes');
    typeIn(second, 'Lecture video', 'javascript:alert(1)');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const video = within(second).getByLabelText('Lecture video', FIELD);
    await waitFor(() => expect(video.getAttribute('aria-invalid')).toBe('true'));
    const message = 'Lecture video must be a web address (https://…) or a path of this site';
    expect(within(second).getByText(message)).toBeTruthy();
    expect(video.getAttribute('aria-describedby')).toContain(within(second).getByText(message).id);
    // The first lecture's video is fine: no message there.
    expect(within(screen.getByRole('group', { name: 'Lecture 1' })).queryByText(message)).toBeNull();
    expect(writes).toEqual([]);
  });

  it('says a session ending before it starts is refused, at its end, before sending', async () => {
    signIn(await logInAdmin());
    const writes = recordWrites();
    renderAt('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'New workshop' }, LONG));
    const form = await screen.findByRole('form', { name: 'New workshop' }, LONG);
    fillWorkshop(`Backwards workshop ${freshMobile('7')}`);
    type('Ends', '2030-03-01T09:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const ends = screen.getByLabelText('Ends', FIELD);
    await waitFor(() => expect(ends.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('End must not be before the start')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('uploads a lesson video into a lecture (issue 40): its link fills in; a PDF offered as a video is refused', async () => {
    signIn(await logInAdmin());
    sendJsdomFormData();
    renderAt('/staff');
    await screen.findByRole('button', { name: 'New workshop' }, LONG);
    type('Kind of content', 'courses');
    fireEvent.click(await screen.findByRole('button', { name: 'New course' }, LONG));
    await screen.findByRole('form', { name: 'New course' }, LONG);
    fillCourse(`Video course ${freshMobile('7')}`);
    const lecture = screen.getByRole('group', { name: 'Lecture 1' });
    expect(within(lecture).getByText('An MP4 or WebM video, up to 25 MB: keep lessons short.')).toBeTruthy();
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'lesson.mp4', { type: 'video/mp4' });
    fireEvent.change(within(lecture).getByLabelText('File', FIELD), { target: { files: [pdf] } });
    fireEvent.click(within(lecture).getByRole('button', { name: 'Upload' }));
    expect((await within(lecture).findByRole('alert', {}, LONG)).textContent).toMatch(/not an MP4 or WebM video/);

    const mp4 = new File([new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), ...new Uint8Array(64)])], 'lesson.mp4', {
      type: 'video/mp4',
    });
    fireEvent.change(within(lecture).getByLabelText('File', FIELD), { target: { files: [mp4] } });
    fireEvent.click(within(lecture).getByRole('button', { name: 'Upload' }));
    await within(lecture).findByText(/^Uploaded: [0-9a-f]{32}\.mp4\./, {}, LONG);
    const link = within(lecture).getByLabelText('Lecture video', FIELD) as HTMLInputElement;
    expect(link.value).toMatch(/^\/uploads\/courses\/lectures\/[0-9a-f]{32}\.mp4$/);
  });

  it('uploads a banner into a workshop with the picture picker, and refuses a PDF offered as a picture', async () => {
    signIn(await logInAdmin());
    sendJsdomFormData();
    renderAt('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'New workshop' }, LONG));
    const form = await screen.findByRole('form', { name: 'New workshop' }, LONG);
    const title = `Banner workshop ${freshMobile('7')}`;
    fillWorkshop(title);
    const banner = within(form).getByRole('group', { name: /^Banner/ });
    expect(within(banner).getByText('No picture')).toBeTruthy();

    const pdf = new File(['%PDF-1.4\n%âãÏÓ\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'], 'banner.pdf', { type: 'application/pdf' });
    fireEvent.change(within(banner).getByLabelText('File', FIELD), { target: { files: [pdf] } });
    fireEvent.click(within(banner).getByRole('button', { name: 'Upload' }));
    expect(await within(banner).findByText('Describe the picture (alt text is required).')).toBeTruthy();
    fireEvent.change(within(banner).getByLabelText('Alt text', FIELD), { target: { value: 'Students at a workshop' } });
    fireEvent.click(within(banner).getByRole('button', { name: 'Upload' }));
    const refusal = await within(banner).findByRole('alert', {}, LONG);
    expect(refusal.textContent).toMatch(/not a PNG, JPEG or WebP/);
    expect(within(banner).getByText('No picture')).toBeTruthy();

    fireEvent.change(within(banner).getByLabelText('File', FIELD), { target: { files: [onePixelPng()] } });
    fireEvent.change(within(banner).getByLabelText('Alt text', FIELD), { target: { value: 'Students at a workshop' } });
    fireEvent.click(within(banner).getByRole('button', { name: 'Upload' }));
    const shown = (await within(banner).findByRole('img', { name: 'Current banner' }, LONG)) as HTMLImageElement;
    const name = decodeURIComponent(shown.getAttribute('src')!.replace('/uploads/workshops/banners/', ''));
    expect(name).toMatch(/\.webp$/);
    expect(within(banner).getByRole('status').textContent).toContain(name);

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await rowOf(title);
    const list = (await (await fetch('/api/staff/content/workshops')).json()) as { data: { title: string; bannerImage?: string }[] };
    expect(list.data.find((w) => w.title === title)?.bannerImage).toBe(name);
    // Opened again, the banner is there, and can be removed.
    fireEvent.click(within(await rowOf(title)).getByRole('button', { name: 'Edit' }));
    const again = within(await screen.findByRole('form', { name: `Edit “${title}”` }, LONG)).getByRole('group', {
      name: /^Banner/,
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove picture' }));
    expect(within(again).getByText('No picture')).toBeTruthy();
  });
});
