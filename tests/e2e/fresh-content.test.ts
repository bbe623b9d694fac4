/**
 * Issue 20's "what visitors see": a change the academy publishes reaches an installed app on its next
 * online start. The visitor's app is served by its service worker and starts from its saved answers,
 * which are seconds old when the academy renames a workshop; a reload online must show the new title.
 * When the academy then unpublishes it, the next online start drops the device's copies of its page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchProfileContext, whenReady } from '../../scripts/lib/browser';
import { freshMobile, logIn, makeAdmin } from '../support/e2e-login';

const baseUrl = inject('baseUrl');
const profiles: string[] = [];
let admin: BrowserContext;
let visitor: BrowserContext;

beforeAll(async () => {
  for (const name of ['admin', 'visitor']) profiles.push(mkdtempSync(join(tmpdir(), `academy-fresh-${name}-`)));
  admin = await launchProfileContext(profiles[0]!);
  visitor = await launchProfileContext(profiles[1]!);
});
afterAll(async () => {
  await Promise.all([admin?.close(), visitor?.close()]);
  for (const p of profiles) rmSync(p, { recursive: true, force: true });
});

/** A staff API call from the signed-in admin's page (its session cookie goes along). */
function staffCall(page: Page, method: string, path: string, body?: unknown, ifMatch?: string) {
  return page.evaluate(
    async ({ method, path, body, ifMatch }) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (ifMatch) headers['If-Match'] = ifMatch;
      const res = await fetch(`/api/staff${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as { data?: { id: string } } };
    },
    { method, path, body, ifMatch },
  );
}

const inAMonth = (hour: number) => new Date(Date.now() + 30 * 86_400_000 + hour * 3_600_000).toISOString();
const workshop = (title: string) => ({
  title,
  description: 'A day of building and shipping a small PWA.',
  startsAt: inAMonth(0),
  endsAt: inAMonth(7),
  duration: '1 day',
  location: 'Pune campus',
  certification: true,
  prerequisites: ['Some JavaScript'],
  topics: ['Service workers'],
  instructors: [{ name: 'Meera Iyer' }],
  contactEmail: 'workshops@example.com',
  contactPhone: '9876543210',
});

describe('a published change and an installed app', () => {
  it('a renamed workshop shows its new title on the visitor’s next online start, though the saved copy is seconds old; unpublished, its copies leave the device', async () => {
    const mobile = freshMobile('8');
    const added = await makeAdmin(mobile, inject('dataDir'));
    expect(added.code, added.stderr).toBe(0);
    const desk = await admin.newPage();
    await desk.goto(baseUrl + '/');
    await whenReady(desk);
    await logIn(desk, baseUrl, mobile);
    const title = `Fresh workshop ${mobile}`;
    const created = await staffCall(desk, 'POST', '/content/workshops', workshop(title));
    expect(created.status).toBe(201);
    const id = created.body.data!.id;
    const published = await staffCall(desk, 'PATCH', `/content/workshops/${id}`, { published: true }, created.etag!);
    expect(published.status).toBe(200);

    // The visitor's first visit installs the service worker; the second start is its app shell.
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/book/workshop/${id}`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // After the warm-up (which refreshes every saved answer once), nothing else asks the server again.
    await page.waitForFunction(() => localStorage.getItem('codesmart-warm-up') !== null, undefined, { timeout: 60_000 });
    await page.reload();
    await whenReady(page);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The saved copy of the workshop is seconds old: fresh by the cache's own rule (a minute).
    await page.waitForFunction((workshopId) => {
      const saved = JSON.parse(localStorage.getItem('codesmart-queries') ?? 'null') as {
        clientState: { queries: { queryKey: unknown[]; state: { dataUpdatedAt: number } }[] };
      } | null;
      const query = saved?.clientState.queries.find((q) => q.queryKey[0] === 'workshops' && q.queryKey[1] === workshopId);
      return query !== undefined && Date.now() - query.state.dataUpdatedAt < 15_000;
    }, id);

    const renamed = `${title} (renamed)`;
    const saved = await staffCall(desk, 'PUT', `/content/workshops/${id}`, workshop(renamed), published.etag!);
    expect(saved.status).toBe(200);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor({ timeout: 10_000 });

    // Unpublished: on the visitor's next online start its saved copies leave the device, so offline
    // the page says it is not saved instead of showing what the academy withdrew.
    const current = await staffCall(desk, 'GET', `/content/workshops/${id}`);
    const hidden = await staffCall(desk, 'PATCH', `/content/workshops/${id}`, { published: false }, current.etag!);
    expect(hidden.status).toBe(200);
    const savedCopies = () =>
      page.evaluate(async (workshopId) => {
        const queries = localStorage.getItem('codesmart-queries') ?? '';
        const cache = await caches.open('api-sessions');
        const answers = (await cache.keys()).map((r) => new URL(r.url).pathname);
        return { query: queries.includes(`"${workshopId}"`), answer: answers.includes(`/api/workshops/${workshopId}`) };
      }, id);
    expect(await savedCopies()).toEqual({ query: true, answer: true });
    await page.goto(baseUrl + '/');
    await whenReady(page);
    await expect.poll(savedCopies, { timeout: 10_000 }).toEqual({ query: false, answer: false });
    await visitor.setOffline(true);
    await page.goto(`${baseUrl}/book/workshop/${id}`);
    await page.getByRole('heading', { name: "This page hasn't been saved for offline use yet" }).waitFor();
    expect(await page.getByText(renamed).count()).toBe(0);
    await visitor.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Workshop not found' }).waitFor();
  });
});
