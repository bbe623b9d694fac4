/**
 * What a search engine and a link preview (WhatsApp, Telegram, Slack: no JavaScript) get from the built
 * site (issue 38): on every public page a canonical URL, Open Graph and Twitter card tags with a 1200×630
 * picture that loads, and schema.org JSON-LD that carries the properties Google's course and event rich
 * results require; robots.txt and a sitemap of the published pages. One built site and one server.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuiltSite } from '../support/built-site';
import { parseHtml } from '../support/parse-html';
import { key, freshMobile, login } from '../support/api-helpers';
import { rowsOf } from '../../server/db/migrate';
import { bumpContentVersion } from '../../server/reads/content-version';
import { addStaffMember } from '../../server/staff/members';
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

/** WhatsApp's link-preview fetcher: a plain GET, no script run, no cookie. */
const BOT = { 'User-Agent': 'WhatsApp/2.24.6.77 A', Accept: 'text/html' };

type Ld = Record<string, unknown> & { '@type': string };

async function fetchAsBot(path: string) {
  const res = await server.get(path, { headers: BOT });
  const doc = parseHtml(await res.text());
  const meta = (attr: 'property' | 'name', key: string) => doc.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content') ?? null;
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Ld);
  return { res, doc, og: (k: string) => meta('property', `og:${k}`), twitter: (k: string) => meta('name', `twitter:${k}`), jsonLd };
}

const api = async <T>(path: string) => ((await (await server.get('/api' + path)).json()) as { data: T }).data;
const ofType = (list: Ld[], type: string) => list.filter((d) => d['@type'] === type);
const has = (value: unknown, ...keys: string[]) => keys.every((k) => (value as Record<string, unknown>)?.[k] !== undefined);

/** Google's course info: the course, its provider and offer, and each instance's mode and schedule (or workload). */
function expectCourseRichResult(course: Ld) {
  expect(has(course, 'name', 'description', 'provider', 'offers', 'hasCourseInstance'), JSON.stringify(course)).toBe(true);
  expect(course.provider).toMatchObject({ name: 'CodeSmart Academy' });
  expect(course.offers).toMatchObject({ category: 'Paid', priceCurrency: 'INR', price: expect.any(Number) });
  for (const instance of course.hasCourseInstance as Ld[]) {
    expect(instance.courseMode).toMatch(/^(Online|Onsite|Blended)$/);
    if (instance.courseWorkload) continue;
    expect(instance.courseSchedule).toMatchObject({
      repeatFrequency: 'Weekly',
      repeatCount: expect.any(Number),
      duration: expect.stringMatching(/^PT\d+H(\d+M)?$/),
    });
    expect(instance.offers).toMatchObject({
      priceCurrency: 'INR',
      price: expect.any(Number),
      availability: expect.stringMatching(/^https:\/\/schema\.org\//),
    });
    expect(instance.instructor).toMatchObject({ '@type': 'Person', name: expect.any(String) });
  }
}

/** Google's event: name, a start with its offset, and a place with an address or an online location with a URL. */
function expectEventRichResult(event: Ld) {
  expect(has(event, 'name', 'startDate', 'location', 'eventAttendanceMode', 'offers'), JSON.stringify(event)).toBe(true);
  expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
  for (const place of [event.location].flat() as Ld[]) {
    if (place['@type'] === 'Place') expect(place.address).toBeTruthy();
    else expect(place).toMatchObject({ '@type': 'VirtualLocation', url: expect.stringMatching(/^http/) });
  }
  expect(event.offers).toMatchObject({ priceCurrency: 'INR', price: expect.any(Number) });
}

function expectBreadcrumbs(list: Ld[], origin: string) {
  const [trail] = ofType(list, 'BreadcrumbList');
  const items = (trail?.itemListElement ?? []) as Ld[];
  expect(items.length).toBeGreaterThanOrEqual(2);
  items.forEach((item, i) =>
    expect(item).toMatchObject({ '@type': 'ListItem', position: i + 1, name: expect.any(String), item: expect.stringContaining(origin) }),
  );
}

describe('a course shared in a chat', () => {
  it('as a link-preview bot sees it: title, description, canonical URL and a 1200×630 picture that loads', async () => {
    const [course] = await api<{ _id: string; title: string }[]>('/courses/all');
    const page = await fetchAsBot(`/courses/${course!._id}`);
    expect(page.res.status).toBe(200);
    const url = `${server.baseUrl}/courses/c/${course!._id}`;
    expect(page.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(page.og('url')).toBe(url);
    expect(page.og('title')).toBe(`${course!.title} | CodeSmart Academy`);
    expect(page.og('description')).toBe(page.doc.querySelector('meta[name="description"]')?.getAttribute('content'));
    expect(page.og('description')!.length).toBeGreaterThan(20);
    expect(page.twitter('card')).toBe('summary_large_image');
    expect(page.twitter('image')).toBe(page.og('image'));
    expect(page.og('image')).toBe(`${server.baseUrl}/previews/course/${course!._id}.png`);

    const picture = await fetch(page.og('image')!, { headers: BOT });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await picture.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(300 * 1024);
    const again = await fetch(page.og('image')!, { headers: { 'If-None-Match': picture.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('a course published from the console has its picture drawn at once, with its new title', async () => {
    const mobileNo = freshMobile();
    await addStaffMember(server.database.db, { identifier: mobileNo, role: 'staff' }, 'test', new Date());
    const { cookie } = await login(server, mobileNo);
    const [course] = await api<{ _id: string }[]>('/courses/all');
    const staff = (method: string, body: unknown, headers: Record<string, string>) =>
      fetch(`${server.baseUrl}/api/staff/content/courses/${course!._id}`, {
        method,
        headers: { Cookie: cookie, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const current = await fetch(`${server.baseUrl}/api/staff/content/courses/${course!._id}`, { headers: { Cookie: cookie } });
    const record = ((await current.json()) as { data: Record<string, unknown> }).data;
    const hashes = async () =>
      rowsOf<{ source_hash: string }>(
        await server.database.db.execute(sql`select source_hash from preview_images where record_id = ${course!._id}`),
      );
    const before = await hashes();
    const saved = await staff(
      'PUT',
      { ...record, title: 'Renamed for the preview test' },
      { 'If-Match': current.headers.get('ETag')!, ...key() },
    );
    expect(saved.status).toBe(200);
    const after = await hashes();
    expect(after).toHaveLength(1);
    expect(after[0]!.source_hash).not.toBe(before[0]?.source_hash);
  });
});

describe('every public page', () => {
  it('has a canonical URL, Open Graph and Twitter tags, breadcrumbs, and the JSON-LD of what it shows', async () => {
    const courses = await api<{ _id: string }[]>('/courses/all');
    const [event] = await api<{ _id: string }[]>('/event');
    const [webinar] = await api<{ id: string }[]>('/webinars');
    const [workshop] = await api<{ _id: string }[]>('/workshops');
    const [internship] = await api<{ _id: string }[]>('/internship-sessions');
    const [mentor] = await api<{ _id: string }[]>('/trainer/all-profile');
    const paths = [
      ...['/', '/courses', '/about', '/contact', '/book', '/book/event', '/mentors', `/mentors/m/${mentor!._id}`, '/testimonials'],
      ...courses.map((c) => `/courses/c/${c._id}`),
      ...[
        `/book/event/${event!._id}`,
        `/webinar/${webinar!.id}`,
        `/book/workshop/${workshop!._id}`,
        `/internship-session/${internship!._id}`,
      ],
      ...['/auth/register', '/feedback', '/policies/privacy', '/enroll'],
    ];
    for (const path of paths) {
      const page = await fetchAsBot(path);
      expect(page.res.status, path).toBe(200);
      for (const k of ['title', 'description', 'image', 'url']) expect(page.og(k), `${path} og:${k}`).toBeTruthy();
      expect(page.og('url')).toMatch(new RegExp(`^${server.baseUrl}/`));
      expect(page.twitter('card'), path).toBe('summary_large_image');
      if (path !== '/') expectBreadcrumbs(page.jsonLd, server.baseUrl);
      if (path.startsWith('/courses/c/')) ofType(page.jsonLd, 'Course').forEach(expectCourseRichResult);
      if (path.startsWith('/courses/c/')) expect(ofType(page.jsonLd, 'Course')).toHaveLength(1);
      if (/\/(book\/(event|workshop)|webinar|internship-session)\/[\w-]+$/.test(path)) {
        const events = [...ofType(page.jsonLd, 'Event'), ...ofType(page.jsonLd, 'EducationEvent')];
        expect(events, path).toHaveLength(1);
        expectEventRichResult(events[0]!);
      }
    }
  });

  it('the course list is an ItemList of every course; home is the academy with its address and phones; an event says its seats left', async () => {
    const courses = await api<{ _id: string }[]>('/courses/all');
    const list = ofType((await fetchAsBot('/courses')).jsonLd, 'ItemList')[0]!;
    expect((list.itemListElement as Ld[]).map((i) => i.url)).toEqual(courses.map((c) => `${server.baseUrl}/courses/c/${c._id}`));
    const [academy] = ofType((await fetchAsBot('/')).jsonLd, 'EducationalOrganization');
    expect(academy).toMatchObject({
      name: 'CodeSmart Academy',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Pune',
        addressRegion: 'Maharashtra',
        postalCode: '411045',
        addressCountry: 'IN',
      },
      telephone: '+91 98200 11000',
    });
    expect(academy!.contactPoint).toHaveLength(3);
    const [event] = await api<{ _id: string; maxParticipants: number; registeredCount: number }[]>('/event');
    const detail = await api<{ maxParticipants: number; registeredCount: number }>(`/event/${event!._id}`);
    const [ld] = ofType((await fetchAsBot(`/book/event/${event!._id}`)).jsonLd, 'Event');
    expect(ld!.remainingAttendeeCapacity).toBe(detail.maxParticipants - detail.registeredCount);
    // A batch's seats in the course's instances, as its page shows them.
    const withBatches = await api<{ batches: { seatsLeft: number; availability: string }[] }>(`/courses/${courses[0]!._id}`);
    const [course] = ofType((await fetchAsBot(`/courses/c/${courses[0]!._id}`)).jsonLd, 'Course');
    const instances = course!.hasCourseInstance as Ld[];
    expect(instances).toHaveLength(withBatches.batches.length);
    expect(instances.map((i) => (i.offers as Ld).availability)).toContain('https://schema.org/SoldOut');
  });

  it('a course titled with a closing script tag stays inside its JSON-LD block', async () => {
    // The tags are written from the same data as the page: what the page escapes, the head escapes too.
    const [course] = await api<{ _id: string }[]>('/courses/all');
    const db = server.database.db;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update courses set title = 'Tricky </script><script>alert(1)</script>' where id = ${course!._id}`);
      await bumpContentVersion(tx as unknown as typeof db);
    });
    const page = await fetchAsBot(`/courses/c/${course!._id}`);
    const carrying = [...page.doc.querySelectorAll('script')].filter((s) => s.textContent?.includes('alert(1)'));
    expect(carrying.length).toBeGreaterThan(0);
    for (const script of carrying) expect(script.getAttribute('type')).toMatch(/^application\/(ld\+)?json$/);
    expect(ofType(page.jsonLd, 'Course')[0]!.name).toBe('Tricky </script><script>alert(1)</script>');
    expect(page.og('title')).toBe('Tricky </script><script>alert(1)</script> | CodeSmart Academy');
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt lets crawlers in, keeps them out of private pages, and names the sitemap', async () => {
    const res = await server.get('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain('Disallow: /my-learning');
    expect(text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
  });

  it('the sitemap lists every published page with the content version as lastmod, and no draft', async () => {
    const res = await server.get('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const doc = parseHtml(await res.text());
    const locs = [...doc.querySelectorAll('loc')].map((l) => l.textContent);
    const courses = await api<{ _id: string }[]>('/courses/all');
    for (const c of courses) expect(locs).toContain(`${server.baseUrl}/courses/c/${c._id}`);
    expect(locs).toContain(`${server.baseUrl}/`);
    expect(locs).not.toContain(`${server.baseUrl}/my-learning`);
    const lastmods = new Set([...doc.querySelectorAll('lastmod')].map((l) => l.textContent));
    expect(lastmods.size).toBe(1);
    expect(Date.parse([...lastmods][0]!)).not.toBeNaN();
    await server.database.db.execute(sql`update courses set published = false where id = ${courses[1]!._id}`);
    const after = await (await server.get('/sitemap.xml')).text();
    expect(after).not.toContain(courses[1]!._id);
    await server.database.db.execute(sql`update courses set published = true where id = ${courses[1]!._id}`);
  });
});
