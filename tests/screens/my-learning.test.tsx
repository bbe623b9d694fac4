/**
 * "My learning" (issue 21) against the seeded API server: a visitor is asked to log in; a student sees
 * their courses and sessions; the profile form checks an e-mail before sending and saves a good edit.
 * jsdom keeps no HttpOnly cookie, so the student's session cookie (from the real OTP login) is added to
 * the app's requests here.
 */
import { formatDate } from '../../src/contract/date-format';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { toast as sonner } from 'sonner';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { MyProfile } from '../../src/contract/my-learning';
import { useSession } from '../../src/session/session';
import { useDialogs } from '../../src/ui/dialogs-store';
import { freshMobile, logInByApi, type LoggedIn } from './api-login';
import { renderAt } from './render';
import { seeded, seededSessions } from './seeded';

const origin = () => inject('apiOrigins').seeded;
const FIELD = { selector: 'input' };
const errorOf = (label: string) => {
  const ids = screen.getByLabelText(label, FIELD).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find((t) => t) ?? null;
};

type Student = LoggedIn;

const logIn = () => logInByApi(origin(), freshMobile('8'));

const asStudent = (who: Student, method: string, path: string, body?: unknown) =>
  fetch(origin() + path, {
    method,
    headers: { Cookie: who.cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const profileOf = async (who: Student) => ((await (await asStudent(who, 'GET', '/api/me/profile')).json()) as { data: MyProfile }).data;

/** The app's requests carry the student's cookie, as a browser's would. */
let appFetch: typeof fetch | null = null;
function signIn(who: Student) {
  appFetch ??= globalThis.fetch;
  const base = appFetch;
  globalThis.fetch = (input, init) =>
    base(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: who.cookie } });
  useSession.setState({ student: { studentId: who.studentId, mobileNo: who.mobileNo } });
}

const raised: string[] = [];
beforeEach(() => {
  raised.length = 0;
  useSession.setState({ student: null });
  useDialogs.setState({ loginOpen: false, enrolTarget: null, enrolAfterLogin: null });
  for (const type of ['success', 'error'] as const) {
    const original = sonner[type];
    vi.spyOn(sonner, type).mockImplementation((message, data) => {
      raised.push(String(message));
      return original(message, data);
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  if (appFetch) globalThis.fetch = appFetch;
  appFetch = null;
  act(() => useSession.setState({ student: null }));
});

describe('My learning', () => {
  it('asks a visitor to log in, and the button opens the login', async () => {
    renderAt('/my-learning');
    expect(await screen.findByRole('heading', { level: 1, name: 'My learning' }, { timeout: 10_000 })).toBeTruthy();
    const region = await screen.findByRole('region', { name: 'Log in to see your learning' });
    fireEvent.click(within(region).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 10_000 })).toBeTruthy();
  });

  it("asks again when the server's session has ended though the readable cookies remain", async () => {
    useSession.setState({ student: { studentId: '11111111-1111-4111-8111-111111111111', mobileNo: '9876543210' } });
    renderAt('/my-learning');
    expect(await screen.findByRole('region', { name: 'Log in to see your learning' }, { timeout: 10_000 })).toBeTruthy();
  });

  it("shows a student's courses and sessions, with the session's calendar link", async () => {
    const who = await logIn();
    const course = (await seeded.courses())[0]!;
    const workshop = (await seededSessions.workshops()).find((w) => w.status.toLowerCase() === 'upcoming')!;
    const enrol = { studentId: who.studentId, fullName: 'Meera Iyer', mobileNo: who.mobileNo, email: `meera.${who.mobileNo}@example.com` };
    expect((await asStudent(who, 'POST', '/api/enrollments/enroll', { ...enrol, collegeName: 'COEP', course: course._id })).status).toBe(
      201,
    );
    expect((await asStudent(who, 'POST', `/api/me/sessions/workshop/${workshop._id}/registration`, {})).status).toBe(201);
    signIn(who);
    renderAt('/my-learning');
    const courses = await screen.findByRole('region', { name: 'My courses' }, { timeout: 10_000 });
    expect(await within(courses).findByRole('heading', { name: course.title }, { timeout: 10_000 })).toBeTruthy();
    const sessions = screen.getByRole('region', { name: 'My sessions' });
    const link = within(sessions).getByRole('link', { name: workshop.title });
    expect(link.getAttribute('href')).toBe(`/book/workshop/${workshop._id}`);
    const ics = within(sessions).getByRole('link', { name: 'Add to calendar' });
    expect(ics.getAttribute('href')).toBe(`/api/me/sessions/workshop/${workshop._id}/calendar.ics`);
    expect(screen.getByTestId('my-learning-age').textContent).toMatch(/^Saved /);
    expect(within(screen.getByRole('region', { name: 'What you sent' })).getByText(new RegExp(`Enrollment: ${course.title}`))).toBeTruthy();
  });

  it('a bad e-mail shows its field message and changes nothing; a good edit saves', async () => {
    const who = await logIn();
    const before = await profileOf(who);
    signIn(who);
    renderAt('/my-learning');
    const form = await screen.findByRole('form', { name: 'My profile' }, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('Full name', FIELD), { target: { value: 'Kabir Shah' } });
    fireEvent.change(screen.getByLabelText('Email', FIELD), { target: { value: 'kabir@' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(errorOf('Email')).toBeTruthy());
    expect(screen.getByLabelText('Email', FIELD).getAttribute('aria-invalid')).toBe('true');
    expect(await profileOf(who)).toEqual(before);

    const email = `kabir.${who.mobileNo}@example.com`;
    fireEvent.change(screen.getByLabelText('Email', FIELD), { target: { value: email } });
    expect(errorOf('Email')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(raised).toContain('Your profile is saved.'), { timeout: 10_000 });
    expect(await profileOf(who)).toMatchObject({ fullName: 'Kabir Shah', email });
  });
});

describe('after the form (issue 36, decision 114)', () => {
  const enrolAs = async (who: Student, course: { _id: string; title: string }, fullName: string, email: string) =>
    asStudent(who, 'POST', '/api/enrollments/enroll', {
      studentId: who.studentId,
      fullName,
      mobileNo: who.mobileNo,
      email,
      collegeName: 'COEP Technological University',
      selectedProgram: course.title,
      course: course._id,
    });

  it('the course page of an enrolled student says so, with the next step, and offers no enroll form (hero nor sticky bar)', async () => {
    const who = await logIn();
    const [course, other] = await seeded.courses();
    expect((await enrolAs(who, course!, 'Meera Iyer', `meera.${who.mobileNo}@example.com`)).status).toBe(201);
    signIn(who);
    renderAt(`/courses/c/${course!._id}`);
    const mine = await screen.findByTestId('my-enrolment', undefined, { timeout: 10_000 });
    expect(within(mine).getByText('Enrolled')).toBeTruthy();
    // Enrolled into the course's next batch: the date is that batch's first day, ahead, not the day of the enrolment.
    expect(within(mine).getByText(/^Your batch starts on \w{3}, \d{1,2} \w{3} \d{4}\.$/)).toBeTruthy();
    const next = within(mine).getByRole('link', { name: /^Watch the first lecture: / });
    expect(next.getAttribute('target')).toBe('_blank');
    expect(within(mine).getByRole('link', { name: 'See all your courses in My learning' }).getAttribute('href')).toBe('/my-learning');
    expect(screen.queryByRole('link', { name: 'Enroll Now' })).toBeNull();
    expect(screen.queryByTestId('enrol-bar')).toBeNull();
    cleanup();
    // A course they have not enrolled in still offers the form.
    renderAt(`/courses/c/${other!._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: other!.title }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Enroll Now' }).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('my-enrolment')).toBeNull();
  });

  it('an empty profile takes the enrollment\'s name and e-mail; a filled one is kept, and My learning asks "Use the details from your enrollment?"', async () => {
    const who = await logIn();
    const [first, second] = await seeded.courses();
    expect((await enrolAs(who, first!, 'Kabir Shah', `kabir.${who.mobileNo}@example.com`)).status).toBe(201);
    expect(await profileOf(who)).toMatchObject({ fullName: 'Kabir Shah', email: `kabir.${who.mobileNo}@example.com` });
    expect((await enrolAs(who, second!, 'Kabir R. Shah', `kabir.${who.mobileNo}@example.com`)).status).toBe(201);
    expect((await profileOf(who)).fullName).toBe('Kabir Shah');

    signIn(who);
    renderAt('/my-learning');
    const offer = await screen.findByRole('region', { name: 'Use the details from your enrollment?' }, { timeout: 10_000 });
    expect(within(offer).getByText(new RegExp(`When you enrolled in ${second!.title} on`))).toBeTruthy();
    expect(within(offer).getByText('In your enrollment: Kabir R. Shah')).toBeTruthy();
    expect(within(offer).getByText('In your profile: Kabir Shah')).toBeTruthy();
    expect(within(offer).queryByText(/Email/)).toBeNull();
    fireEvent.click(within(offer).getByRole('button', { name: 'Use these details' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Use the details from your enrollment?' })).toBeNull(), {
      timeout: 10_000,
    });
    expect((screen.getByLabelText('Full name', FIELD) as HTMLInputElement).value).toBe('Kabir R. Shah');
    expect((await profileOf(who)).fullName).toBe('Kabir R. Shah');
  });

  it('"Keep my profile" keeps it and is not asked again', async () => {
    const who = await logIn();
    const [first] = await seeded.courses();
    expect(
      (await asStudent(who, 'PUT', '/api/me/profile', { fullName: 'Zoya Khan', email: `zoya.${who.mobileNo}@example.com` })).status,
    ).toBe(200);
    expect((await enrolAs(who, first!, 'Zoya A. Khan', `zoya.work.${who.mobileNo}@example.com`)).status).toBe(201);
    signIn(who);
    renderAt('/my-learning');
    const offer = await screen.findByRole('region', { name: 'Use the details from your enrollment?' }, { timeout: 10_000 });
    expect(within(offer).getByText(`In your enrollment: zoya.work.${who.mobileNo}@example.com`)).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: 'Keep my profile' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Use the details from your enrollment?' })).toBeNull(), {
      timeout: 10_000,
    });
    expect(await profileOf(who)).toMatchObject({ fullName: 'Zoya Khan', email: `zoya.${who.mobileNo}@example.com` });
    cleanup();
    renderAt('/my-learning');
    await screen.findByRole('form', { name: 'My profile' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Use the details from your enrollment?' })).toBeNull();
  });
});
describe('My learning: a batch seat', () => {
  it('a seat freed by staff is held for the first in line, who accepts it in My learning; the classes go to a calendar', async () => {
    const staff = await logInByApi(origin(), inject('staffSeatsMobile'));
    const course = (await seeded.courses())[2]!;
    const startsOn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const body = {
      courseId: course._id,
      startsOn,
      endsOn: null,
      durationWeeks: 8,
      mode: 'online',
      weekPart: 'weekday',
      classDays: ['TU', 'TH'],
    };
    const created = await asStudent(staff, 'POST', '/api/staff/content/batches', {
      ...body,
      ...{ startTime: '18:30', endTime: '20:30', language: 'English', location: null, seats: 1, fee: null, status: 'open' },
    });
    const batch = ((await created.json()) as { data: { id: string } }).data.id;
    const publish = await fetch(`${origin()}/api/staff/content/batches/${batch}`, {
      method: 'PATCH',
      headers: { Cookie: staff.cookie, 'Content-Type': 'application/json', 'If-Match': created.headers.get('ETag')! },
      body: JSON.stringify({ published: true }),
    });
    expect(publish.status).toBe(200);
    const [holder, waiting] = [await logIn(), await logIn()];
    for (const who of [holder, waiting]) {
      const enrol = {
        studentId: who.studentId,
        fullName: 'Kabir Shah',
        mobileNo: who.mobileNo,
        email: 'kabir@example.com',
        collegeName: 'COEP',
      };
      expect((await asStudent(who, 'POST', '/api/enrollments/enroll', { ...enrol, course: course._id, batch })).status).toBe(201);
    }
    const inbox = (await (await asStudent(staff, 'GET', `/api/staff/inbox/enrolments?q=${holder.mobileNo}`)).json()) as {
      data: { id: string; version: number }[];
    };
    const seat = inbox.data[0]!;
    const cancel = await fetch(`${origin()}/api/staff/enrolments/${seat.id}/seat`, {
      method: 'DELETE',
      headers: { Cookie: staff.cookie, 'If-Match': `"${seat.version}"` },
    });
    expect(cancel.status).toBe(200);

    signIn(waiting);
    renderAt('/my-learning');
    const courses = await screen.findByRole('region', { name: 'My courses' }, { timeout: 10_000 });
    expect(await within(courses).findByText('A seat is held for you', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(courses).getByText(/^Accept it by .+, or it goes to the next person waiting\.$/)).toBeTruthy();
    expect(within(courses).getByText(/^Tue, Thu, /)).toBeTruthy();
    fireEvent.click(within(courses).getByRole('button', { name: 'Accept the seat' }));
    expect(await within(courses).findByText('Seat confirmed', {}, { timeout: 10_000 })).toBeTruthy();
    expect(raised).toContain(`The seat is yours: you are enrolled in the weekday batch starting ${dayName(startsOn)}.`);
    const ics = within(courses).getByRole('link', { name: 'Add classes to calendar' });
    expect(ics.getAttribute('href')).toMatch(/^\/api\/me\/enrolments\/[\w-]+\/calendar\.ics$/);
  });
});

/** As the server names a day: "Sat, 9 Jan 2027" (the one formatter, decision 117). */
const dayName = (day: string) => formatDate(`${day}T12:00:00+05:30`);
