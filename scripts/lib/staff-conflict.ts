/**
 * Two staff on one course, up to the conflict panel (issue 36, decision 113): a course of its own made from a
 * seeded one (with key features), opened by both; the first saves a new title and duration, the second, on the
 * version they opened, a new title and overview. Shared by `npm run screenshots` and tests/e2e/conflict-merge.
 */
import type { Locator, Page } from 'playwright-core';

type Json = Record<string, unknown>;

/** The key features the course is made with (the database keeps their keys in another order). */
export const KEY_FEATURES = [{ title: 'Projects', description: 'Three real apps.', subPoints: ['A shop', 'A chat'] }];

/** A course copied from the first seeded one, with `title`; answers its id. */
export async function makeCourse(page: Page, baseUrl: string, title: string): Promise<string> {
  const list = (await (await page.request.get(`${baseUrl}/api/staff/content/courses`)).json()) as { data: Json[] };
  const seeded = (await (await page.request.get(`${baseUrl}/api/staff/content/courses/${String(list.data[0]!.id)}`)).json()) as {
    data: Json;
  };
  const { id: _id, version: _v, published: _p, createdAt: _c, updatedAt: _u, ...fields } = seeded.data;
  const made = await page.request.post(`${baseUrl}/api/staff/content/courses`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { ...fields, title, duration: '12 weeks', keyFeatures: KEY_FEATURES },
  });
  if (made.status() !== 201) throw new Error(`making the course: ${made.status()} ${await made.text()}`);
  return String(((await made.json()) as { data: Json }).data.id);
}

/** On the console's Content section: the course's edit form. */
export async function openCourse(page: Page, title: string): Promise<Locator> {
  await page.getByLabel('Kind of content').selectOption('courses');
  await page.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: `Edit “${title}”` });
  await form.getByLabel('Duration', { exact: true }).waitFor();
  return form;
}

/** Saves the form and waits for the list, showing the record as `title`. */
export async function saveAndReturn(page: Page, form: Locator, title: string) {
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('listitem').filter({ hasText: title }).waitFor();
}

export interface ConflictReached {
  id: string;
  title: string;
  /** On the second person's page. */
  panel: Locator;
}

/** Both on /staff; `second` ends with the conflict panel shown. */
export async function conflictOnOneCourse(first: Page, second: Page, baseUrl: string, title: string): Promise<ConflictReached> {
  const id = await makeCourse(first, baseUrl, title);
  const [mine, theirs] = [await openCourse(second, title), await openCourse(first, title)];
  await theirs.getByLabel('Title', { exact: true }).fill(`${title} (first)`);
  await theirs.getByLabel('Duration', { exact: true }).fill('14 weeks');
  await saveAndReturn(first, theirs, `${title} (first)`);
  await mine.getByLabel('Title', { exact: true }).fill(`${title} (second)`);
  await mine.getByLabel('Overview').fill('Ten weeks, two projects.');
  await mine.getByRole('button', { name: 'Save' }).click();
  const panel = second.getByRole('region', { name: 'Changed by someone else' });
  await panel.waitFor();
  return { id, title, panel };
}
