/**
 * The staff console for `npm run screenshots` (issue 36): each of its screens as an admin sees it, signed in as
 * the academy makes staff (scripts/lib/staff-member.ts), and the conflict panel of two staff on one course
 * (scripts/lib/staff-conflict.ts). The site gets two leads and a contact message first, so the board, the list
 * and the inbox have something to show.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { conflictOnOneCourse } from './staff-conflict';
import { openConsole, staffMember } from './staff-member';

export interface StaffScreen {
  name: string;
  /** From a fresh load of /staff to the screen; the picture is taken once nothing is loading. */
  reach: (page: Page) => Promise<void>;
}

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console sections' }).getByRole('button', { name, exact: true }).click();

async function courseList(page: Page) {
  await page.getByLabel('Kind of content').selectOption('courses');
  await page.getByRole('main').getByRole('listitem').first().getByRole('button', { name: 'Edit' }).waitFor();
}

async function leadsView(page: Page, view: 'Board' | 'List') {
  await section(page, 'Leads');
  await page.getByRole('navigation', { name: 'How to show the leads' }).getByRole('button', { name: view }).click();
  await page
    .getByRole('button', { name: /Kavya Menon/ })
    .first()
    .waitFor();
}

export const STAFF_SCREENS: readonly StaffScreen[] = [
  { name: 'staff-catalogue', reach: courseList },
  {
    name: 'staff-course-edit',
    async reach(page) {
      await courseList(page);
      await page.getByRole('main').getByRole('listitem').first().getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Duration', { exact: true }).waitFor();
    },
  },
  {
    name: 'staff-inbox',
    async reach(page) {
      await section(page, 'Inbox');
      await page.getByText('Meera Iyer').first().waitFor();
    },
  },
  { name: 'staff-leads-board', reach: (page) => leadsView(page, 'Board') },
  { name: 'staff-leads-list', reach: (page) => leadsView(page, 'List') },
  {
    name: 'staff-lead-detail',
    async reach(page) {
      await leadsView(page, 'Board');
      await page
        .getByRole('button', { name: /Kavya Menon/ })
        .first()
        .click();
      await page.getByRole('heading', { name: 'Kavya Menon' }).waitFor();
    },
  },
  {
    name: 'staff-members',
    async reach(page) {
      await section(page, 'Staff members');
      await page.getByRole('heading', { name: 'Staff members' }).waitFor();
    },
  },
  {
    name: 'staff-audit',
    async reach(page) {
      await section(page, 'Audit log');
      await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    },
  },
];

/** Nothing in the console still says it is loading, or is busy. */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('main [aria-busy="true"]') &&
      ![...document.querySelectorAll('main *')].some((el) => el.children.length === 0 && /^Loading/.test(el.textContent?.trim() ?? '')),
  );
}

/** Two leads and a contact message, sent as visitors send them. */
export async function staffWork(baseUrl: string) {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  };
  const number = (first: string) => `${first}${String(Date.now()).slice(-9)}`;
  await post('/callback-requests', { name: 'Kavya Menon', mobileNo: number('9'), preferredTime: 'evening' });
  await post('/callback-requests', { name: 'Arjun Rao', mobileNo: number('8'), preferredTime: 'any' });
  const message = 'I would like to know whether the MERN course has a weekend batch starting in January, and its fees.';
  await post('/contact', { name: 'Meera Iyer', email: 'meera.iyer@example.com', phone: number('7'), message });
}

export interface StaffPair {
  /** Pictured in the console's screens, and the first to save in the conflict. */
  first: Page;
  second: Page;
  close(): Promise<void>;
}

/** Two admins, each signed in in a context of their own. */
export async function twoStaff(browser: Browser, site: { baseUrl: string; dataDir: string }): Promise<StaffPair> {
  const stamp = String(Date.now()).slice(-8);
  const first = await staffMember(browser, site, `70${stamp}`, 1280);
  const second = await staffMember(browser, site, `71${stamp}`, 1280);
  return { first, second, close: () => Promise.all([first.context().close(), second.context().close()]).then(() => {}) };
}

/** The conflict panel on the second person's screen at their page's width: `second` is left with it shown. */
export async function reachConflict(pair: StaffPair, baseUrl: string) {
  await Promise.all([openConsole(pair.first, baseUrl), openConsole(pair.second, baseUrl)]);
  const { panel } = await conflictOnOneCourse(pair.first, pair.second, baseUrl, `Conflict course ${String(Date.now()).slice(-6)}`);
  await panel.scrollIntoViewIfNeeded();
  return panel;
}
