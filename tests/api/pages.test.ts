/**
 * Pages rendered by the server for a first visit: the built site's renderer against a real database.
 * What a visitor (or a search engine) gets before any script runs.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

interface Page {
  status: number;
  res: Response;
  doc: Document;
  /** The page's data for hydration, parsed. */
  state: {
    renderedAt: number;
    locale?: string;
    queries: { queries: { queryKey: unknown[]; state: { status: string; data?: unknown } }[] };
  } | null;
}

async function page(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await server.get(path, { headers: { Accept: 'text/html', ...headers } });
  const html = await res.clone().text();
  const doc = parseHtml(html);
  const stateText = doc.getElementById('page-state')?.textContent;
  return { status: res.status, res, doc, state: stateText ? JSON.parse(stateText) : null };
}

const api = async <T>(path: string) => ((await (await server.get('/api' + path)).json()) as { data: T }).data;
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const description = (doc: Document) => doc.querySelector('meta[name="description"]')?.getAttribute('content');

describe('server-rendered pages', () => {
  it('/ carries the whole home page, its lists, and the data to hydrate them, with no inline script', async () => {
    const { status, res, doc, state } = await page('/');
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(text(doc.querySelector('#root h1'))).toBe('Code Smart. Build Bold.');
    const courses = await api<{ title: string }[]>('/courses/all');
    const teaser = text(doc.getElementById('root'));
    for (const c of courses.slice(0, 3)) expect(teaser).toContain(c.title);
    expect(teaser).not.toContain('Loading courses...');
    expect(state?.queries.queries.map((q) => q.queryKey[0]).sort()).toEqual(['courses', 'mentors', 'testimonials']);
    // The CSP allows scripts only from our origin: every script has a src, or is data that never runs.
    for (const script of doc.querySelectorAll('script')) {
      expect(script.getAttribute('src') ?? script.getAttribute('type')).toMatch(/^\/assets\/|^application\/json$/);
    }
  });

  it('a course detail is the course, with its own title and description', async () => {
    const [summary] = await api<{ _id: string }[]>('/courses/all');
    const course = await api<{ _id: string; title: string; description: string; trainer: { fullName: string } }>(
      `/courses/${summary!._id}`,
    );
    const { status, doc, state } = await page(`/courses/c/${course._id}`);
    expect(status).toBe(200);
    expect(text(doc.querySelector('#root h1'))).toBe(course.title);
    expect(text(doc.getElementById('root'))).toContain(course.trainer.fullName);
    expect(doc.title).toBe(`${course.title} | CodeSmart Academy`);
    expect(description(doc)).toBeTruthy();
    const saved = state?.queries.queries.find((q) => q.queryKey[0] === 'courses' && q.queryKey[1] === course._id);
    expect(saved?.state.status).toBe('success');
    expect((saved?.state.data as { title: string }).title).toBe(course.title);
  });

  it('mentors, sessions and static pages are rendered too', async () => {
    const [mentor] = await api<{ _id: string; fullName: string }[]>('/trainer/all-profile');
    const [event] = await api<{ _id: string; title: string }[]>('/event');
    const [webinar] = await api<{ id: string; title: string }[]>('/webinars');
    const cases: [string, string][] = [
      [`/mentors/m/${mentor!._id}`, mentor!.fullName],
      [`/book/event/${event!._id}`, event!.title],
      [`/webinar/${webinar!.id}`, webinar!.title],
      ['/book', 'Book A Session'],
      ['/about', 'About CodeSmart Academy'],
      ['/policies/terms-conditions', 'Terms & Conditions'],
    ];
    for (const [path, heading] of cases) {
      const { status, doc } = await page(path);
      expect(status, path).toBe(200);
      expect(text(doc.querySelector('#root h1')), path).toBe(heading);
    }
  });

  it('writes dates in the locale the browser asks for, in India time', async () => {
    const [event] = await api<{ _id: string; startDate: string }[]>('/event');
    const british = await page(`/book/event/${event!._id}`, { 'Accept-Language': 'en-GB,en;q=0.8' });
    const american = await page(`/book/event/${event!._id}`, { 'Accept-Language': 'en-US,en;q=0.8' });
    const inIndia = (locale: string) =>
      new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
        new Date(event!.startDate),
      );
    expect(text(british.doc.getElementById('root'))).toContain(inIndia('en-GB'));
    expect(text(american.doc.getElementById('root'))).toContain(inIndia('en-US'));
    expect(inIndia('en-GB')).not.toBe(inIndia('en-US'));
    expect(british.state?.locale).toBe('en-GB');
    expect(british.res.headers.get('vary')).toContain('Accept-Language');
  });

  it('answers 404 for an unknown route, and for a course or mentor that does not exist', async () => {
    const unknown = await page('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(text(unknown.doc.querySelector('#root h1'))).toBe('Page not found');
    expect(unknown.doc.title).toBe('Page not found | CodeSmart Academy');
    // The screen itself says so once the browser has asked again (React Query retries a failed read on mount).
    for (const path of [
      '/courses/c/00000000-0000-4000-8000-000000000000',
      '/courses/c/not-an-id',
      '/mentors/m/00000000-0000-4000-8000-000000000000',
    ]) {
      expect((await page(path)).status, path).toBe(404);
    }
  });

  it('honours If-None-Match with 304, and compresses for browsers that accept gzip', async () => {
    const first = await page('/about');
    const etag = first.res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await server.get('/about', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    // No screen reads the query string: a campaign tag does not make another page (or another render).
    expect((await page('/about?utm_source=newsletter')).res.headers.get('etag')).toBe(etag);
    const raw = await fetch(server.baseUrl + '/about', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(raw.headers.get('content-encoding')).toBe('gzip');
  });

  it('keeps /index.html the plain shell the service worker saves, and never serves the renderer itself', async () => {
    const shell = await server.get('/index.html');
    const doc = parseHtml(await shell.text());
    expect(doc.getElementById('root')?.childElementCount).toBe(0);
    expect(doc.getElementById('page-state')).toBeNull();
    expect((await server.get('/ssr/server-render.mjs')).status).toBe(404);
  });

  it("serves only the site's own built files: internal build files are 404 though they exist", async () => {
    writeFileSync(join(site.distDir, '.build-hash'), 'abc'); // npm start writes it beside the build
    for (const internal of ['/.vite/manifest.json', '/.build-hash', '/ssr/server-render.mjs']) {
      expect(existsSync(join(site.distDir, internal)), internal).toBe(true);
      expect((await server.get(internal)).status, internal).toBe(404);
    }
    for (const site of ['/sw.js', '/manifest.webmanifest', '/icons/icon-192.png']) expect((await server.get(site)).status, site).toBe(200);
  });
});

describe('when the renderer is missing or fails', () => {
  let other: TestServer;
  let folder: string;
  afterAll(async () => {
    await other?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  async function serve(prepare: (distDir: string) => void) {
    await other?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = mkdtempSync(join(tmpdir(), 'academy-ssr-'));
    cpSync(site.distDir, folder, { recursive: true });
    prepare(folder);
    other = await startTestServer({ distDir: folder });
    return other;
  }

  it('sends the app shell, which renders in the browser, when the build has no renderer', async () => {
    const s = await serve((dir) => rmSync(join(dir, 'ssr'), { recursive: true, force: true }));
    const res = await s.get('/courses');
    expect(res.status).toBe(200);
    const doc = parseHtml(await res.text());
    expect(doc.getElementById('root')?.childElementCount).toBe(0);
  });

  it('sends the app shell when rendering throws, and keeps answering', async () => {
    const s = await serve((dir) => {
      writeFileSync(
        join(dir, 'ssr', 'server-render.mjs'),
        'export function setTransport() {}\nexport async function renderPage() { throw new Error("renderer broke"); }\n',
      );
    });
    for (const path of ['/', '/courses']) {
      const res = await s.get(path);
      expect(res.status, path).toBe(200);
      const doc = parseHtml(await res.text());
      expect(doc.getElementById('root')?.childElementCount, path).toBe(0);
    }
    expect((await s.get('/api/courses/all')).status).toBe(200);
  });

  it('sends the app shell when the renderer file is something else', async () => {
    const s = await serve((dir) => writeFileSync(join(dir, 'ssr', 'server-render.mjs'), 'export const somethingElse = 1;\n'));
    const res = await s.get('/about');
    expect(res.status).toBe(200);
    expect(parseHtml(await res.text()).getElementById('root')?.childElementCount).toBe(0);
  });
});
