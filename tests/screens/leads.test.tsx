/**
 * Leads (issue 39) on screen, against the seeded API server: the "Request a call back" form checks its
 * fields and sends through the outbox with its source; in the staff console the board has a column per
 * status with its count, a lead opens from its card, moves along, shows its source and timeline, and "Back"
 * returns the keyboard to the card; the list is a table filtered like the board; an overdue lead stands out.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { outbox } from '../../src/offline/app-outbox';
import { useSession } from '../../src/session/session';
import { logInByApi, type LoggedIn } from './api-login';
import { renderAt } from './render';

const origin = () => inject('apiOrigins').seeded;
const FIELD = { selector: 'input, textarea, select' };
const LONG = { timeout: 10_000 };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, FIELD), { target: { value } });
const leave = (label: string) => fireEvent.blur(screen.getByLabelText(label, FIELD));
const errorOf = (label: string) => {
  const ids = screen.getByLabelText(label, FIELD).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find((t) => t) ?? null;
};

let admin: LoggedIn;
let appFetch: typeof fetch | null = null;
function signIn(who: LoggedIn) {
  appFetch ??= globalThis.fetch;
  const base = appFetch;
  globalThis.fetch = (input, init) =>
    base(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Cookie: who.cookie } });
  useSession.setState({ student: { studentId: who.studentId, mobileNo: who.mobileNo } });
}
beforeAll(async () => {
  admin = await logInByApi(origin(), inject('leadsAdminMobile'));
});
afterEach(() => {
  if (appFetch) globalThis.fetch = appFetch;
  appFetch = null;
  act(() => useSession.setState({ student: null }));
});

let seq = 0;
const freshNumber = () => `6${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100_000).padStart(5, '0')}${++seq}`;

async function staffApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${origin()}/api/staff${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Cookie: admin.cookie, ...init.headers },
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

describe('Request a call back', () => {
  it('says what is wrong once a field is left, then sends through the outbox with where it came from', async () => {
    renderAt('/contact');
    await screen.findByRole('heading', { name: 'Request a call back' });
    const form = screen.getByRole('form', { name: 'Request a call back' });
    for (const label of ['Mobile Number', 'Preferred time']) leave(label);
    expect([errorOf('Mobile Number'), errorOf('Preferred time')]).toEqual(['Mobile number is required', 'Choose when we should call you']);
    const mobileNo = freshNumber();
    type('Who should we ask for?', 'Nisha Patil');
    type('Mobile Number', mobileNo);
    type('Preferred time', 'evening');
    expect(errorOf('Mobile Number')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Request a call back' }));
    await waitFor(async () => expect((await outbox.list()).find((i) => i.kind === 'callback')?.status).toBe('sent'), LONG);
    const item = (await outbox.list()).find((i) => i.kind === 'callback')!;
    expect(item.source).toEqual({ page: '/contact' });
    const page = await staffApi<{ items: { id: string; sourceLabel: string }[] }>(`/leads?q=${mobileNo}`);
    expect(page.items).toHaveLength(1);
    await outbox.remove(item.id);
  });
});

describe('the leads of the staff console', () => {
  it('shows a column per status; a lead opens from its card, moves along, and Back returns to its card', async () => {
    const name = `Board Lead ${freshNumber()}`;
    const mobileNo = freshNumber();
    await fetch(`${origin()}/api/callback-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ name, mobileNo, preferredTime: 'morning', source: { page: '/courses', utm: { source: 'newsletter' } } }),
    });
    signIn(admin);
    renderAt('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Leads' }, LONG));
    const board = await screen.findByRole('region', { name: 'Board' }, LONG);
    const columns = await within(board).findAllByRole('heading', { level: 3 }, LONG);
    expect(columns.map((h) => h.textContent?.replace(/[\d,]+ leads?$/, ''))).toEqual([
      'New',
      'Contacted',
      'Counselling',
      'Demo booked',
      'Enrolled',
      'Lost',
    ]);
    type('Search names, numbers, e-mails', mobileNo);
    const card = await within(board).findByRole('button', { name: new RegExp(name) }, LONG);
    expect(card.textContent).toContain('From newsletter');
    fireEvent.click(card);
    const heading = await screen.findByRole('heading', { name }, LONG);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const facts = screen.getByText('Page').closest('div')!;
    expect(facts.textContent).toContain('/courses');
    const pipeline = screen.getByRole('form', { name: 'Move it along' });
    fireEvent.change(within(pipeline).getByLabelText('Status', FIELD), { target: { value: 'contacted' } });
    fireEvent.click(within(pipeline).getByRole('button', { name: 'Save' }));
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    await within(timeline).findByText('Status: New → Contacted', {}, LONG);
    expect(within(timeline).getByText('Sent a call back request')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the leads' }));
    // On its card, in the column it moved to.
    await waitFor(() => expect(document.activeElement?.id).toMatch(/^lead-card-/), LONG);
    expect(document.activeElement!.textContent).toContain(name);
    expect(document.activeElement!.closest('section')!.querySelector('h3')!.textContent).toMatch(/^Contacted/);
  });

  it('lists leads as a table, marks an overdue one, and filters to the overdue', async () => {
    const name = `Late Lead ${freshNumber()}`;
    const mobileNo = freshNumber();
    await fetch(`${origin()}/api/callback-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ name, mobileNo, preferredTime: 'any' }),
    });
    const [lead] = (await staffApi<{ items: { id: string; version: number }[] }>(`/leads?q=${mobileNo}`)).items;
    // A follow-up that has passed makes it overdue.
    await staffApi(`/leads/${lead!.id}`, {
      method: 'PATCH',
      headers: { 'If-Match': `"${lead!.version}"` },
      body: JSON.stringify({ nextFollowUpAt: '2026-01-05T04:30:00.000Z' }),
    });
    signIn(admin);
    renderAt('/staff');
    fireEvent.click(await screen.findByRole('button', { name: 'Leads' }, LONG));
    fireEvent.click(await screen.findByRole('button', { name: 'List' }, LONG));
    fireEvent.click(await screen.findByLabelText('Only overdue', {}, LONG));
    type('Search names, numbers, e-mails', mobileNo);
    const table = await screen.findByRole('table', {}, LONG);
    const row = (await within(table).findByRole('button', { name }, LONG)).closest('tr')!;
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export these as CSV' }).getAttribute('href')).toContain('overdue=1');
  });
});
