/**
 * Pages rendered by the server for a first visit: the built site's renderer against a real database.
 * What a visitor (or a search engine) gets before any script runs.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get as httpGet } from 'node:http';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/contract/date-format';
import type { PageRendererModule } from '../../src/contract/page-render';
import { courses, workshops } from '../../server/db/schema';
import { bumpContentVersion, contentVersionOf } from '../../server/reads/content-version';
import { addStaffMember } from '../../server/staff/members';
import { ReadCache } from '../../server/reads/read-cache';
import { catalogueReads } from '../../server/routes/catalogue';
import { sessionReads } from '../../server/routes/sessions';
import { key, login } from '../support/api-helpers';
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
    dates?: Record<string, string>;
    queries: { queries: { queryKey: unknown[]; state: { status: string; data?: unknown } }[] };
  } | null;
}

async function page(path: string, headers: Record<string, string> = {}, from: TestServer = server): Promise<Page> {
  const res = await from.get(path, { headers: { Accept: 'text/html', ...headers } });
  const html = await res.clone().text();
  const doc = parseHtml(html);
  const stateText = doc.getElementById('page-state')?.textContent;
  return { status: res.status, res, doc, state: stateText ? JSON.parse(stateText) : null };
}

/** The bytes as they travel (fetch would decompress them), and how they are encoded. */
function rawGet(path: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(server.baseUrl + path, { headers: { 'Accept-Encoding': acceptEncoding, Accept: 'text/html' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const api = async <T>(path: string) => ((await (await server.get('/api' + path)).json()) as { data: T }).data;
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const description = (doc: Document) => doc.querySelector('meta[name="description"]')?.getAttribute('content');

describe('server-rendered pages', () => {
  it('/ carries the whole home page, its lists, and the data to hydrate them, with two inline scripts the CSP allows by their hashes', async () => {
    const { status, res, doc, state } = await page('/');
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(text(doc.querySelector('#root h1'))).toBe('Code Smart. Build Bold.');
    const courses = await api<{ title: string }[]>('/courses/all');
    const teaser = text(doc.getElementById('root'));
    for (const c of courses.slice(0, 3)) expect(teaser).toContain(c.title);
    expect(teaser).not.toContain('Loading courses...');
    // Only what the page shows: the home page's own slices of the lists, not the whole lists (decision 74).
    const carried = Object.fromEntries(state?.queries.queries.map((q) => [q.queryKey.join('/'), (q.state.data as unknown[]).length]) ?? []);
    expect(carried).toEqual({ 'home/courses': 3, 'home/mentors': 3, 'home/testimonials': 6 });
    // Two inline scripts, the student mark (decision 203) and the start script: the CSP allows our origin's files and
    // those scripts' texts by their hashes, nothing else inline (decision 185). Data blocks (the page state, JSON-LD)
    // are never run.
    const scripts = doc.querySelectorAll('script:not([type="application/json"]):not([type="application/ld+json"])');
    expect(scripts).toHaveLength(2);
    const [mark, start] = [scripts[0]!, scripts[1]!];
    expect(mark.textContent).toContain('data-student');
    expect([mark.getAttribute('src'), start.getAttribute('src')]).toEqual([null, null]);
    const hash = (script: Element) => `'sha256-${createHash('sha256').update(script.textContent!).digest('base64')}'`;
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(/script-src ([^;]*)/.exec(csp)?.[1]?.trim()).toBe(`'self' ${hash(start)} ${hash(mark)}`);
    // The manifest is linked by the start script once the app runs (decision 186), not by the page.
    expect(doc.querySelector('link[rel="manifest"]')).toBeNull();
    expect(start.textContent).toContain('/manifest.webmanifest');
    // Styled before any script: the page's own rules are in the page, and no stylesheet is linked.
    expect(doc.querySelector('head style')?.textContent?.length).toBeGreaterThan(5_000);
    expect(doc.querySelector('link[rel="stylesheet"]')).toBeNull();
    // The start script, in <head>, told the entry and the whole stylesheet: both are served; Home is in the entry.
    expect(start.parentElement?.tagName).toBe('HEAD');
    expect(start.getAttribute('type')).toBe('module');
    const entry = start.getAttribute('data-app-entry') ?? '';
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect((await server.get(entry)).headers.get('content-type')).toMatch(/javascript/);
    expect((await server.get(start.getAttribute('data-app-stylesheet')!)).headers.get('content-type')).toMatch(/css/);
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
      ['/staff', 'Staff console'],
    ];
    for (const [path, heading] of cases) {
      const { status, doc } = await page(path);
      expect(status, path).toBe(200);
      expect(text(doc.querySelector('#root h1')), path).toBe(heading);
    }
  });

  it('writes dates in the one style, in India time, whatever language the browser asks for', async () => {
    const [event] = await api<{ _id: string; startDate: string }[]>('/event');
    const british = await page(`/book/event/${event!._id}`, { 'Accept-Language': 'en-GB,en;q=0.8' });
    const american = await page(`/book/event/${event!._id}`, { 'Accept-Language': 'en-US,en;q=0.8' });
    // The site's words are English and its times India's: a date reads the same for everyone (decision 117).
    const shown = formatDateTime(event!.startDate).replace(/\u00a0/g, ' ');
    expect(text(british.doc.getElementById('root'))).toContain(shown);
    expect(text(american.doc.getElementById('root'))).toContain(shown);
    expect(shown).toMatch(/^\w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST$/);
  });

  it('asks for each image a page shows at once from <head>, once, before the stylesheet; #root holds the app alone', async () => {
    const [course] = await api<{ _id: string }[]>('/courses/all');
    const [mentor] = await api<{ _id: string }[]>('/trainer/all-profile');
    const [event] = await api<{ _id: string }[]>('/event');
    const [webinar] = await api<{ id: string }[]>('/webinars');
    const paths = ['/', '/courses', `/courses/c/${course!._id}`, `/mentors/m/${mentor!._id}`, `/book/event/${event!._id}`];
    paths.push(`/webinar/${webinar!.id}`, '/auth/forgot-password', '/no/such/page');
    const shown: Record<string, string[]> = {};
    for (const path of paths) {
      const { doc } = await page(path);
      const eager = [...doc.querySelectorAll('#root img:not([loading="lazy"])')];
      const preloads = [...doc.querySelectorAll('head link[rel="preload"][as="image"]')];
      expect(
        preloads.map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')]),
        path,
      ).toEqual(eager.map((img) => [img.getAttribute('src'), img.getAttribute('fetchpriority')]));
      // Before the stylesheet, so that the browser asks for them before it has read the styles.
      const head = [...doc.head.children];
      for (const link of preloads) expect(head.indexOf(link)).toBeLessThan(head.indexOf(doc.head.querySelector('style')!));
      expect(doc.querySelector('#root > link'), path).toBeNull();
      shown[path] = preloads.map((l) => l.getAttribute('href')!);
    }
    expect(shown['/courses']).toEqual(['/images/technologies.svg']);
    expect(shown['/auth/forgot-password']).toEqual(['/images/forgot-password.svg']);
    expect(shown[`/courses/c/${course!._id}`]).toHaveLength(1);
    expect(shown['/']).toEqual([]);
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

  it('a course titled with $ patterns, a closing script tag and U+2028 is one page, with the title as written', async () => {
    const [course] = await api<{ _id: string; title: string }[]>('/courses/all');
    const odd = "Price $` and $' and $& and $1 </script><script>alert(1)</script> \u2028 end";
    const rename = (title: string) =>
      server.database.db.transaction(async (tx) => {
        await tx.update(courses).set({ title }).where(eq(courses.id, course!._id));
        await bumpContentVersion(tx);
      });
    await rename(odd);
    try {
      for (const path of [`/courses/c/${course!._id}`, '/courses']) {
        const res = await server.get(path);
        const html = await res.text();
        expect(html.match(/<html/g), path).toHaveLength(1);
        expect(html.match(/id="root"/g), path).toHaveLength(1);
        const doc = parseHtml(html);
        expect(text(doc.getElementById('root')), path).toContain(odd.replace(/\s+/g, ' ').trim());
        const saved = JSON.stringify(JSON.parse(doc.getElementById('page-state')?.textContent ?? 'null'));
        expect(saved, path).toContain(JSON.stringify(odd).slice(1, -1));
      }
      const detail = parseHtml(await (await server.get(`/courses/c/${course!._id}`)).text());
      expect(detail.querySelector('title')?.textContent).toBe(`${odd} | CodeSmart Academy`);
    } finally {
      await rename(course!.title);
    }
  });

  it('honours If-None-Match with 304, and compresses for browsers that accept gzip', async () => {
    const first = await page('/about');
    const etag = first.res.headers.get('etag');
    // Strong: the page is kept as bytes, and the tag names those bytes.
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await server.get('/about', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    // No screen reads the query string: a campaign tag does not make another page (or another render).
    expect((await page('/about?utm_source=newsletter')).res.headers.get('etag')).toBe(etag);
    const raw = await fetch(server.baseUrl + '/about', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(raw.headers.get('content-encoding')).toBe('gzip');
  });

  it("sends the build's own compressed copies, and compresses anew a file changed since (decision 210)", async () => {
    const built = readdirSync(join(site.distDir, 'assets'), { recursive: true, encoding: 'utf8' });
    // The reader's worker, the largest file: the build compressed it, so no first reader waits for that.
    const worker = built.find((f) => /pdf\.worker\.min-[\w-]+\.mjs$/.test(f)) ?? expect.fail('no PDF worker in the build');
    for (const suffix of ['.br', '.gz']) expect(existsSync(join(site.distDir, 'assets', worker + suffix)), suffix).toBe(true);
    // A copy the server could not have made itself (Brotli's quality 1), to see which one is sent.
    const compressed = (f: string) => /^[A-Z]\w*-[\w-]+\.js$/.test(f) && existsSync(join(site.distDir, 'assets', f + '.br'));
    const [one, other] = built.filter(compressed);
    const file = join(site.distDir, 'assets', one!);
    const bytes = readFileSync(file);
    const fastCopy = brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } });
    writeFileSync(file + '.br', fastCopy);
    expect((await rawGet(`/assets/${one}`, 'br')).body.equals(fastCopy)).toBe(true);
    // Changed after its copies were made: the copies are not the file's any more.
    const changedFile = join(site.distDir, 'assets', other!);
    const changed = `${readFileSync(changedFile, 'utf8')}\n// changed after the build`;
    writeFileSync(changedFile, changed);
    const sent = await rawGet(`/assets/${other}`, 'br');
    expect(sent.encoding).toBe('br');
    expect(brotliDecompressSync(sent.body).toString()).toBe(changed);
  });

  it("sends Brotli to a browser's Accept-Encoding, gzip to a client that takes only that: the same bytes, fewer of them (decision 184)", async () => {
    const shell = parseHtml(await (await server.get('/index.html')).text());
    const script = shell.querySelector('script[data-app-entry]')?.getAttribute('data-app-entry');
    for (const path of ['/about', script!, '/api/courses/all']) {
      const plain = await rawGet(path, 'identity');
      expect(plain.encoding, path).toBeUndefined();
      const br = await rawGet(path, 'gzip, deflate, br, zstd');
      expect(br.encoding, path).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
      const gzip = await rawGet(path, 'gzip, deflate');
      expect(gzip.encoding, path).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true);
      expect(br.body.length, path).toBeLessThan(gzip.body.length);
      // Refused by q=0, an encoding is not sent.
      expect((await rawGet(path, 'br;q=0, gzip')).encoding, path).toBe('gzip');
    }
  });

  it('keeps /index.html the plain shell the service worker saves, and never serves the renderer itself', async () => {
    const shell = await server.get('/index.html');
    const doc = parseHtml(await shell.text());
    expect(doc.getElementById('root')?.childElementCount).toBe(0);
    expect(doc.getElementById('page-state')).toBeNull();
    // The shell's start script asks for the entry's code (one file since decision 191: no chunks of its own);
    // a rendered page's for the same entry and its own screen's chunks too.
    const start = (d: Document) => d.querySelector('script[data-app-entry]');
    const links = (d: Document) => start(d)?.getAttribute('data-app-modules')?.split(' ').filter(Boolean) ?? [];
    const course = (await page('/courses')).doc;
    expect(start(doc)?.getAttribute('data-app-entry')).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(start(course)?.getAttribute('data-app-entry')).toBe(start(doc)?.getAttribute('data-app-entry'));
    expect(links(course)).toEqual(expect.arrayContaining(links(doc)));
    expect(links(course).some((href) => /\/CoursesPage-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    expect((await server.get('/ssr/server-render.mjs')).status).toBe(404);
  });

  it("serves only the site's own built files: internal build files are 404 though they exist", async () => {
    writeFileSync(join(site.distDir, '.build-hash'), 'abc'); // npm start writes it beside the build
    // Left by an old build (vite-plugin-pwa's registration script): this build registers its worker itself.
    writeFileSync(join(site.distDir, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js")');
    const entry = readdirSync(join(site.distDir, 'assets')).find((f) => /^index-[\w-]+\.js$/.test(f));
    const copies = [`/assets/${entry}.br`, `/assets/${entry}.gz`];
    for (const internal of ['/.vite/manifest.json', '/.build-hash', '/ssr/server-render.mjs', '/registerSW.js', ...copies]) {
      expect(existsSync(join(site.distDir, internal)), internal).toBe(true);
      expect((await server.get(internal)).status, internal).toBe(404);
    }
    for (const site of ['/sw.js', '/manifest.webmanifest', '/icons/icon-192.png']) expect((await server.get(site)).status, site).toBe(200);
  });

  it("sends the build's scripts, styles and font without a document's headers; pages, workers and uploads keep them (decision 194)", async () => {
    const built = readdirSync(join(site.distDir, 'assets'), { recursive: true, encoding: 'utf8' }).map((f) => `/assets/${f}`);
    const one = (pattern: RegExp) => built.find((f) => pattern.test(f)) ?? expect.fail(`no ${pattern} in the build`);
    const documentHeaders = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    for (const file of [one(/\/index-[\w-]+\.js$/), one(/\.css$/), one(/\.woff2$/)]) {
      const res = await server.get(file);
      expect(res.status, file).toBe(200);
      for (const name of documentHeaders) expect(res.headers.get(name), `${file} ${name}`).toBeNull();
      // What guards the file itself stays.
      expect(res.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), file).toBe('same-origin');
    }
    // A page, the service worker's script and pdf.js's worker (a worker's policy is its own response's), an upload
    // (an SVG opened alone is a document) and an API answer.
    for (const path of [
      '/courses',
      '/sw.js',
      one(/pdf\.worker[\w.-]*\.mjs$/),
      '/uploads/trainers/default-avatar.svg',
      '/api/courses/all',
    ]) {
      const res = await server.get(path);
      expect(res.status, path).toBe(200);
      for (const name of documentHeaders) expect(res.headers.get(name), `${path} ${name}`).not.toBeNull();
    }
  });
});

describe('rendering a page takes one pass', () => {
  /** Renders `path` with the built renderer straight from a read cache, counting what it reads. */
  async function render(path: string) {
    const renderer = (await import(pathToFileURL(join(site.distDir, 'ssr', 'server-render.mjs')).href)) as PageRendererModule;
    const db = server.database.db;
    const version = await contentVersionOf(server.database);
    const cache = new ReadCache({ ...catalogueReads(db), ...sessionReads(db) }, version);
    const asked: string[] = [];
    const now = server.clock.now();
    const page = await renderer.renderPage({ url: path, locale: 'en-IN', now: now.getTime(), origin: server.baseUrl }, async (apiPath) => {
      asked.push(apiPath);
      const answer = await cache.answerPath(apiPath, await version.current(), now);
      return answer && { status: answer.status, body: answer.body };
    });
    return { page, asked };
  }

  it('for every route of the app: its data is read once beforehand, and it is rendered once', async () => {
    const [course] = await api<{ _id: string }[]>('/courses/all');
    const { notes, videolectures } = await api<{ notes: { _id: string }[]; videolectures: { _id: string }[] }>(`/courses/${course!._id}`);
    const [mentor] = await api<{ _id: string }[]>('/trainer/all-profile');
    const [event] = await api<{ _id: string }[]>('/event');
    const [webinar] = await api<{ id: string }[]>('/webinars');
    const [workshop] = await api<{ _id: string }[]>('/workshops');
    const [internship] = await api<{ _id: string }[]>('/internship-sessions');
    const paths = [
      ...['/', '/login', '/courses', `/courses/c/${course!._id}`, `/courses/${course!._id}`, '/enroll', '/mentors'],
      ...[`/mentors/m/${mentor!._id}`, '/testimonials', '/about', '/contact', '/book', `/book/workshop/${workshop!._id}`],
      ...[`/book/event/${event!._id}`, '/book/event', '/book/webinar', '/book/workshop', '/book/internship-session', '/events'],
      ...[`/webinar/${webinar!.id}`, `/internship-session/${internship!._id}`, '/auth/register', '/auth/forgot-password'],
      ...['/feedback', '/pending', '/my-learning', '/policies/terms-conditions', '/policies/refund', '/policies/privacy'],
      ...['/staff', '/no/such/page'],
      ...[`/courses/c/${course!._id}/notes/${notes[0]!._id}`, `/courses/c/${course!._id}/lessons/${videolectures[0]!._id}`],
      ...['/courses/c/00000000-0000-4000-8000-000000000000', '/mentors/m/not-an-id', '/book/no-such-category'],
    ];
    for (const path of paths) {
      const { page, asked } = await render(path);
      expect(page.passes, path).toBe(1);
      expect(new Set(asked).size, `${path} read ${asked.join(', ')}`).toBe(asked.length);
    }
    const home = await render('/');
    expect(home.asked.sort()).toEqual(['/courses/all', '/feedback', '/trainer/all-profile']);
    expect((await render(`/mentors/m/${mentor!._id}`)).asked).toEqual([`/trainer/${mentor!._id}`, '/feedback']);
    expect((await render('/book/webinar')).asked).toEqual(['/session-category', '/webinars']);
  });
});

describe('pages are kept until their content or their time changes', () => {
  let timed: TestServer;
  const NOW = new Date();
  beforeAll(async () => {
    timed = await startTestServer({ distDir: site.distDir, now: NOW });
  }, 60_000);
  afterAll(() => timed?.close());

  const courseTitle = async (path: string) => text((await page(path, {}, timed)).doc.querySelector('#root h1'));

  it('a content write shows on the next request; a write that does not bump the version is not seen', async () => {
    const [course] = (await (await timed.get('/api/courses/all')).json()).data as { _id: string; title: string }[];
    const path = `/courses/c/${course!._id}`;
    const first = await page(path, {}, timed);
    expect(text(first.doc.querySelector('#root h1'))).toBe(course!.title);
    await timed.database.db.update(courses).set({ title: 'Quietly renamed' }).where(eq(courses.id, course!._id));
    expect(await courseTitle(path)).toBe(course!.title);

    const me = await login(timed);
    const enrolment = {
      studentId: me.studentId,
      fullName: 'Neha Joshi',
      mobileNo: me.mobileNo,
      email: 'neha@example.com',
      collegeName: 'Fergusson College',
      selectedProgram: 'MERN Stack JavaScript Development',
      course: course!._id,
    };
    expect((await timed.post('/api/enrollments/enroll', enrolment, { Cookie: me.cookie, ...key() })).status).toBe(201);
    const after = await page(path, { 'If-None-Match': first.res.headers.get('etag')! }, timed);
    expect(after.status).toBe(200);
    expect(text(after.doc.querySelector('#root h1'))).toBe('Quietly renamed');
  });

  it('a course unpublished in the staff console is a 404 page on the next request, and back once published', async () => {
    const staffMobile = '9876512345';
    await addStaffMember(timed.database.db, { identifier: staffMobile, role: 'staff' }, 'test', new Date());
    const { cookie } = await login(timed, staffMobile);
    const [course] = (await (await timed.get('/api/courses/all')).json()).data as { _id: string; title: string }[];
    const path = `/courses/c/${course!._id}`;
    expect((await page(path, {}, timed)).status).toBe(200);
    const setPublished = async (published: boolean, version: string) => {
      const res = await fetch(`${timed.baseUrl}/api/staff/content/courses/${course!._id}`, {
        method: 'PATCH',
        headers: { Cookie: cookie, 'Content-Type': 'application/json', 'If-Match': version },
        body: JSON.stringify({ published }),
      });
      expect(res.status).toBe(200);
      return res.headers.get('ETag')!;
    };
    const opened = await fetch(`${timed.baseUrl}/api/staff/content/courses/${course!._id}`, { headers: { Cookie: cookie } });
    const hidden = await setPublished(false, opened.headers.get('ETag')!);
    expect((await page(path, {}, timed)).status).toBe(404);
    expect((await page('/courses', {}, timed)).doc.body.textContent).not.toContain(course!.title);
    await setPublished(true, hidden);
    const back = await page(path, {}, timed);
    expect(back.status).toBe(200);
    expect(text(back.doc.querySelector('#root h1'))).toBe(course!.title);
  });

  it('a page of statuses is rebuilt at the next start or end of a session in it', async () => {
    interface Item {
      _id: string;
      title: string;
      startDate: string;
      endDate: string;
      status: string;
    }
    const list = (await (await timed.get('/api/workshops')).json()).data as Item[];
    const now = timed.clock.now().getTime();
    const next = Math.min(...list.flatMap((w) => [Date.parse(w.startDate), Date.parse(w.endDate) + 1]).filter((at) => at > now));
    const changing = list.find((w) => Date.parse(w.startDate) === next || Date.parse(w.endDate) + 1 === next)!;
    const sectionOf = (doc: Document, title: string) =>
      [...doc.querySelectorAll('section[aria-labelledby^="phase-"]')].find((s) => text(s).includes(title))?.getAttribute('aria-labelledby');

    // The footer's year keeps any page to its quarter of an hour: start in the quarter the change ends.
    const QUARTER_HOUR = 15 * 60_000;
    timed.clock.advance(Math.max(now, next - 1 - ((next - 1) % QUARTER_HOUR)) - now);
    const before = await page('/book/workshop', {}, timed);
    const phaseBefore = sectionOf(before.doc, changing.title);
    expect(phaseBefore).toBeTruthy();
    await timed.database.db.update(workshops).set({ title: 'Renamed meanwhile' }).where(eq(workshops.id, changing._id));
    timed.clock.advance(next - 1 - timed.clock.now().getTime());
    const justBefore = await page('/book/workshop', {}, timed);
    expect(justBefore.res.headers.get('etag')).toBe(before.res.headers.get('etag'));

    timed.clock.advance(1);
    const at = await page('/book/workshop', {}, timed);
    expect(sectionOf(at.doc, 'Renamed meanwhile')).toBeTruthy();
    expect(sectionOf(at.doc, 'Renamed meanwhile')).not.toBe(phaseBefore);
  });

  it('a countdown is rendered afresh each second, and its page is the same within one', async () => {
    const webinars = (await (await timed.get('/api/webinars')).json()).data as { id: string; status: string }[];
    const upcoming = webinars.find((w) => w.status === 'upcoming')!;
    const path = `/webinar/${upcoming.id}`;
    const at = timed.clock.now().getTime();
    timed.clock.advance(1_000 - (at % 1_000) + 100); // 100 ms into a second
    const countdown = async () => {
      const p = await page(path, {}, timed);
      return { tag: p.res.headers.get('etag'), shows: text(p.doc.querySelector('[data-testid="countdown"] time')) };
    };
    const first = await countdown();
    expect(first.shows).toMatch(/\d\d:\d\d:\d\d/);
    timed.clock.advance(800);
    expect(await countdown()).toEqual(first);
    timed.clock.advance(200);
    const next = await countdown();
    expect(next.shows).not.toBe(first.shows);
    expect(next.tag).not.toBe(first.tag);
  });
});

describe('unknown paths do not push real pages out of the kept pages', () => {
  let frozen: TestServer;
  // A frozen clock at the start of a quarter hour: every page below holds for the whole test.
  const QUARTER_HOUR = 15 * 60_000;
  const NOW = new Date(Math.floor(Date.now() / QUARTER_HOUR) * QUARTER_HOUR + 1_000);
  beforeAll(async () => {
    frozen = await startTestServer({ distDir: site.distDir, now: NOW });
  }, 60_000);
  afterAll(() => frozen?.close());

  it('after 2,000 unknown paths the pages of real routes are still the kept ones, and a 404 is never kept', async () => {
    const real = ['/', '/about', '/courses', '/mentors'];
    const kept = [];
    for (const path of real) kept.push(await page(path, {}, frozen));
    frozen.clock.advance(1_000);
    const unknown = Array.from({ length: 2_000 }, (_, i) => `/no-such-page-${i}`);
    for (let i = 0; i < unknown.length; i += 10) {
      const statuses = await Promise.all(unknown.slice(i, i + 10).map(async (path) => (await frozen.get(path)).status));
      expect(new Set(statuses)).toEqual(new Set([404]));
    }
    for (const [i, path] of real.entries()) {
      const again = await page(path, {}, frozen);
      // Kept: the same bytes, rendered at the first visit; a fresh render would carry the later instant.
      expect(again.res.headers.get('etag'), path).toBe(kept[i]!.res.headers.get('etag'));
      expect(again.state?.renderedAt, path).toBe(NOW.getTime());
    }
    const missing = await page(unknown[0]!, {}, frozen);
    expect(missing.status).toBe(404);
    expect(missing.state?.renderedAt).toBe(frozen.clock.now().getTime());
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
