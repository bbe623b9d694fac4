/**
 * What search engines and link-preview bots fetch besides pages (issue 38, decisions 145 and 146):
 * `/robots.txt`, `/sitemap.xml` (every published page, `lastmod` from the content version) and the
 * 1200×630 preview pictures under `/previews/`. Absolute URLs name SITE_URL, or the origin asked.
 */
import { asc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { PREVIEW_KINDS, PREVIEWS_ROOT, SITE_PREVIEW_PATH, type PreviewKind } from '../../src/contract/page-render';
import type { Db } from '../db/client';
import { contentVersion, courses, events, internshipSessions, sessionCategories, trainers, webinars, workshops } from '../db/schema';
import type { LogEnv } from '../http/request-log';
import { isId } from '../http/respond';
import { siteOrigin } from '../me/site-origin';
import { previewOf, sitePreview, type StoredPreview } from '../previews/preview-store';

export interface SeoDeps {
  db: Db;
  siteUrl: string | undefined;
  trustProxy: number;
}

/** Pages with no record behind them that a visitor may land on from a search. */
const STATIC_PAGES = [
  '/',
  '/courses',
  '/mentors',
  '/testimonials',
  '/about',
  '/contact',
  '/book',
  '/enroll',
  '/auth/register',
  '/feedback',
  '/policies/terms-conditions',
  '/policies/refund',
  '/policies/privacy',
];
/** A student's own pages and the console: nothing for a search engine. */
const PRIVATE_PAGES = ['/my-learning', '/pending', '/staff', '/login'];

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function seoRoutes(app: Hono<LogEnv>, deps: SeoDeps) {
  const origin = (c: Context) => deps.siteUrl ?? siteOrigin(c, deps.trustProxy);

  app.on(['GET', 'HEAD'], '/robots.txt', (c) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PAGES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin(c)}/sitemap.xml`, ''];
    return c.text(lines.join('\n'), 200, { 'Cache-Control': 'public, max-age=3600' });
  });

  app.on(['GET', 'HEAD'], '/sitemap.xml', async (c) => {
    const [version] = await deps.db.select({ changedAt: contentVersion.changedAt }).from(contentVersion);
    const lastmod = (version?.changedAt ?? new Date()).toISOString();
    const urls = (await publishedPaths(deps.db)).map(
      (path) => `<url><loc>${xml(origin(c) + path)}</loc><lastmod>${lastmod}</lastmod></url>`,
    );
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });

  app.on(['GET', 'HEAD'], SITE_PREVIEW_PATH, async (c) => sendPreview(c, await sitePreview(deps.db)));
  app.on(['GET', 'HEAD'], `${PREVIEWS_ROOT}/:kind/:file`, async (c) => {
    const kind = c.req.param('kind') as PreviewKind;
    const id = /^(.+)\.png$/.exec(c.req.param('file'))?.[1] ?? '';
    if (!PREVIEW_KINDS.includes(kind) || !isId(id)) return c.text('Not found', 404);
    const preview = await previewOf(deps.db, kind, id);
    return preview ? sendPreview(c, preview) : c.text('Not found', 404);
  });
}

function sendPreview(c: Context, preview: StoredPreview): Response {
  const etag = `"${preview.hash}"`;
  const headers = { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600', ETag: etag };
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  return c.body(preview.png as Uint8Array<ArrayBuffer>, 200, headers);
}

/** Every published page: the static ones, then each course, mentor, category and session. */
async function publishedPaths(db: Db): Promise<string[]> {
  const ids = async (
    table: typeof courses | typeof trainers | typeof events | typeof webinars | typeof workshops | typeof internshipSessions,
  ) => (await db.select({ id: table.id }).from(table).where(eq(table.published, true))).map((r) => encodeURIComponent(r.id));
  const categories = await db
    .select({ slug: sessionCategories.slug })
    .from(sessionCategories)
    .where(eq(sessionCategories.published, true))
    .orderBy(asc(sessionCategories.position));
  return [
    ...STATIC_PAGES,
    ...(await ids(courses)).map((id) => `/courses/c/${id}`),
    ...(await ids(trainers)).map((id) => `/mentors/m/${id}`),
    ...categories.map((c) => `/book/${encodeURIComponent(c.slug)}`),
    ...(await ids(events)).map((id) => `/book/event/${id}`),
    ...(await ids(workshops)).map((id) => `/book/workshop/${id}`),
    ...(await ids(webinars)).map((id) => `/webinar/${id}`),
    ...(await ids(internshipSessions)).map((id) => `/internship-session/${id}`),
  ];
}
