/**
 * Two defences of the signed-in API, checked on every route the app mounts (docs/SECURITY.md):
 * an answer that may depend on the session is never kept by a shared cache, and a write a session
 * cookie authenticates is refused unless the browser says it comes from the academy's own pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READS, patternToRegExp } from '../../src/contract';
import { addStaffMember } from '../../server/staff/members';
import { CROSS_SITE_WRITE } from '../../server/http/same-origin-writes';
import { countAll, key, login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: { cookie: string; studentId: string; mobileNo: string };
beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server);
  await addStaffMember(server.database.db, { identifier: admin.mobileNo, role: 'admin' }, 'test', new Date());
});
afterAll(() => server?.close());

const PUBLIC_READS = Object.values(READS).map((r) => patternToRegExp(`/api${r.pattern}`));
/**
 * Answers that never look at the cookie: the public catalogue, health, readiness, the VAPID key every browser may
 * fetch, and what search engines and link previews fetch (robots.txt, the sitemap, the preview pictures: issue 38).
 */
const isPublic = (method: string, path: string) =>
  (method === 'GET' && PUBLIC_READS.some((re) => re.test(path))) ||
  ['/healthz', '/readyz', '/api/push/public-key', '/robots.txt', '/sitemap.xml'].includes(path) ||
  path.startsWith('/previews/');

const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** A concrete path for a pattern: ids that find nothing are enough, every route still reads the session first. */
const concrete = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'kind' ? 'courses' : name === 'file' ? 'x.ics' : SOME_ID));

function apiRoutes() {
  const seen = new Set<string>();
  return server.routes.filter((r) => {
    if (r.method === 'ALL' || r.path.includes('*') || r.path.startsWith('/api/dev/')) return false;
    const id = `${r.method} ${r.path}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

describe('answers that depend on the session', () => {
  it('are private and never stored, on every route but the public reads', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(30);
    // An admin of its own: the sweep's POST /api/auth/logout ends the session.
    const { cookie, mobileNo } = await login(server);
    await addStaffMember(server.database.db, { identifier: mobileNo, role: 'admin' }, 'test', new Date());
    for (const { method, path } of routes) {
      const url = concrete(path);
      const res = await server.get(url, {
        method,
        headers: { cookie, origin: server.baseUrl, 'content-type': 'application/json', ...key() },
        body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
      });
      await res.arrayBuffer();
      const cache = res.headers.get('cache-control') ?? '';
      if (isPublic(method, url)) {
        expect(cache, `${method} ${path}`).not.toContain('private');
        continue;
      }
      expect(cache, `${method} ${path} (${res.status})`).toContain('private');
      const noStore = cache.includes('no-store');
      const revalidatedPerCookie = cache.includes('no-cache') && /cookie/i.test(res.headers.get('vary') ?? '');
      expect(noStore || revalidatedPerCookie, `${method} ${path}: ${cache}`).toBe(true);
    }
  });

  it('says who is signed in privately: GET /api/auth/me', async () => {
    const res = await server.get('/api/auth/me', { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('cookie-authenticated writes from another site', () => {
  const evil = 'https://evil.example';
  const attempts: { what: string; method: string; path: string; type?: string; body?: string }[] = [
    {
      what: 'a form-encoded profile change',
      method: 'PATCH',
      path: '/api/me/profile',
      type: 'application/x-www-form-urlencoded',
      body: 'fullName=Mallory',
    },
    {
      what: 'a text/plain session registration',
      method: 'POST',
      path: `/api/me/sessions/webinar/${SOME_ID}/registration`,
      type: 'text/plain',
      body: '',
    },
    { what: 'an empty calendar-feed rotation', method: 'POST', path: '/api/me/calendar-feed' },
    { what: "a bodiless 'keep my profile'", method: 'DELETE', path: '/api/me/profile-offer' },
    { what: 'an empty logout', method: 'POST', path: '/api/auth/logout' },
    {
      what: 'a multipart staff upload',
      method: 'POST',
      path: '/api/staff/uploads/courses',
      type: 'multipart/form-data; boundary=x',
      body: '--x--',
    },
    {
      what: 'a JSON staff member added',
      method: 'POST',
      path: '/api/staff/members',
      type: 'application/json',
      body: '{"identifier":"9000000001","role":"admin"}',
    },
  ];

  it.each(attempts)('refuses $what (403) and changes nothing', async ({ method, path, type, body }) => {
    const before = await countAll(server);
    const forged: Record<string, string>[] = [
      { origin: evil },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site', origin: evil },
      { 'sec-fetch-site': 'same-origin', origin: evil },
    ];
    for (const headers of forged) {
      const res = await server.get(path, {
        method,
        headers: { cookie: admin.cookie, ...(type ? { 'content-type': type } : {}), ...headers },
        body,
      });
      expect(res.status, `${method} ${path} with ${JSON.stringify(headers)}`).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(CROSS_SITE_WRITE);
    }
    expect(await countAll(server)).toEqual(before);
    // The session survived the forged logout.
    expect((await server.get('/api/auth/me', { headers: { cookie: admin.cookie } })).status).toBe(200);
  });

  it('lets the same writes through from the academy’s own pages', async () => {
    const fromHere: Record<string, string>[] = [{ origin: server.baseUrl }, { 'sec-fetch-site': 'same-origin', origin: server.baseUrl }];
    for (const headers of fromHere) {
      const res = await server.get('/api/me/calendar-feed', { method: 'POST', headers: { cookie: admin.cookie, ...headers } });
      expect(res.status, JSON.stringify(headers)).toBe(201);
    }
  });

  it('leaves anonymous forms alone (no cookie, nothing to forge)', async () => {
    const res = await server.post(
      '/api/contact',
      { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Hello there' },
      {
        origin: evil,
        ...key(),
      },
    );
    expect(res.status).toBe(201);
  });
});
