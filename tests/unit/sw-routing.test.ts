// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cacheOfRead,
  codeUrls,
  fallbackPictureFor,
  isDetailRead,
  lightPrecache,
  precachedCodeRoutes,
  RUNTIME_CACHES,
  runtimeCacheFor,
  unlistedDetails,
} from '../../sw/routing';
import { withoutPackCode } from '../../src/contract/pack-code';
import { lightOnData } from '../../src/lib/data-saving';
import { API_BASE, pathTo, READS, WRITE_PATHS } from '../../src/contract/api-routes';

const ORIGIN = 'https://academy.example';
const at = (path: string, method = 'GET', origin = ORIGIN) => runtimeCacheFor(new URL(path, origin), method, ORIGIN);

describe('the service worker routing decisions', () => {
  it('caches each kind of API read in its own cache', () => {
    expect(at('/api/courses/all')).toBe('api-catalogue');
    expect(at('/api/courses/0f4c2b1e-0000-4000-8000-000000000000')).toBe('api-catalogue');
    expect(at('/api/trainer/all-profile')).toBe('api-mentors');
    expect(at('/api/trainer/abc')).toBe('api-mentors');
    expect(at('/api/feedback')).toBe('api-testimonials');
    for (const path of [
      '/api/session-category',
      '/api/event',
      '/api/event/1',
      '/api/webinars/2',
      '/api/workshops',
      '/api/internship-sessions/3',
    ])
      expect(at(path), path).toBe('api-sessions');
  });

  it('derives its rules from the contract: every read is cached, no write is, and nothing deeper matches', () => {
    for (const [name, read] of Object.entries(READS)) {
      const path = API_BASE + pathTo(read.pattern, { id: 'a b/c' });
      expect(at(path), name).toBe(`api-${read.cache}`);
      expect(at(`${path}/more/segments`), name).toBeNull();
    }
    for (const path of Object.values(WRITE_PATHS)) expect(at(API_BASE + path, 'POST')).toBeNull();
  });

  it('never caches writes, personal or secret endpoints, or other origins', () => {
    expect(at('/api/contact', 'POST')).toBeNull();
    expect(at('/api/feedback', 'POST')).toBeNull();
    expect(at('/api/auth/me')).toBeNull();
    expect(at('/api/dev/otp-inbox?mobileNo=9876543210')).toBeNull();
    expect(at('/api/staff/inbox/contacts')).toBeNull();
    expect(at('/api/staff/tokens')).toBeNull();
    expect(at('/api/courses-admin')).toBeNull();
    expect(at('/api/courses/all', 'GET', 'https://elsewhere.example')).toBeNull();
  });

  it('caches uploads and media pictures, but not the streamed video', () => {
    expect(at('/uploads/trainers/ananya-rao.svg')).toBe('uploads');
    expect(at('/media/a-still.jpg')).toBe('media');
    expect(at('/media/courses-hero.webm')).toBeNull();
    // Code the precache does not answer (a light install's, decision 125) is kept as it is used.
    expect(at('/assets/index-abc.js')).toBe('code');
  });

  it('stands in a face for people and "no image" for everything else', () => {
    expect(fallbackPictureFor(new URL('/uploads/trainers/x.svg', ORIGIN))).toBe('/images/default-avatar.svg');
    expect(fallbackPictureFor(new URL('/uploads/webinars/speakers/x.svg', ORIGIN))).toBe('/images/default-avatar.svg');
    expect(fallbackPictureFor(new URL('/uploads/feedback/x.svg', ORIGIN))).toBe('/images/default-avatar.svg');
    expect(fallbackPictureFor(new URL('/uploads/events/banners/x.svg', ORIGIN))).toBe('/images/no-image.svg');
  });
});

describe('dropping the saved pages a fresh list no longer names (issue 20)', () => {
  const saved = [
    `${ORIGIN}/api/workshops`,
    `${ORIGIN}/api/workshops/kept`,
    `${ORIGIN}/api/workshops/unpublished`,
    `${ORIGIN}/api/webinars/unpublished`,
    `${ORIGIN}/api/courses/all`,
    `${ORIGIN}/api/courses/gone`,
  ];

  it('picks the records of that read only, never a list, and keeps the ones still listed', () => {
    expect(unlistedDetails('workshop', ['kept'], saved)).toEqual([`${ORIGIN}/api/workshops/unpublished`]);
    // `/courses/all` has the shape of `/courses/:id`, but it is the list itself.
    expect(unlistedDetails('course', [], saved)).toEqual([`${ORIGIN}/api/courses/gone`]);
    expect(cacheOfRead('workshop')).toBe('api-sessions');
    expect(cacheOfRead('course')).toBe('api-catalogue');
  });

  it('reads ids as the page wrote them into the address', () => {
    expect(unlistedDetails('workshop', ['a b'], [`${ORIGIN}/api/workshops/a%20b`])).toEqual([]);
  });

  it('takes only the reads of one record as a kind to clean', () => {
    expect(isDetailRead('workshop')).toBe(true);
    expect(isDetailRead('workshops')).toBe(false);
    expect(isDetailRead('__proto__')).toBe(false);
    expect(isDetailRead(42)).toBe(false);
  });
});

describe('the staff console’s code (issue 20)', () => {
  it('is kept at runtime in a cache of its own, since the precache leaves it out', () => {
    expect(at('/assets/staff/StaffPage-abc123.js')).toBe('staff-console');
    expect(at('/assets/HomePage-abc123.js')).toBe('code');
  });
});

describe('a light install (Save-Data or a 2G line, decision 125)', () => {
  it('is chosen by Data Saver or a measured 2G line, in a page or the worker', () => {
    expect(lightOnData({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true);
    expect(lightOnData({ connection: { effectiveType: 'slow-2g' } })).toBe(true);
    expect(lightOnData({ connection: { effectiveType: '2g' } })).toBe(true);
    expect(lightOnData({ connection: { effectiveType: '3g' } })).toBe(false);
    expect(lightOnData({})).toBe(false);
    expect(lightOnData(undefined)).toBe(false);
  });

  it('precaches the shell and the pictures, not the code', () => {
    const manifest = [
      { url: 'index.html', revision: '1' },
      { url: 'assets/index-abc.js', revision: null },
      { url: '/assets/CoursesPage-def.js', revision: null },
      { url: 'images/no-image.svg', revision: '2' },
    ];
    expect(lightPrecache(manifest).map((e) => e.url)).toEqual(['index.html', 'images/no-image.svg']);
  });

  it("keeps only this site's code from what a page says it loaded, and keeps the code it is asked for later", () => {
    const origin = 'https://academy.test';
    expect(
      codeUrls(
        [
          `${origin}/assets/index-1.js`,
          '/assets/react-2.js',
          'https://evil.test/assets/x.js',
          `${origin}/api/courses/all`,
          `${origin}/assets/staff/x.js`,
          42,
        ],
        origin,
      ),
    ).toEqual([`${origin}/assets/index-1.js`, '/assets/react-2.js']);
    expect(codeUrls('not a list', origin)).toEqual([]);
    expect(runtimeCacheFor(new URL(`${origin}/assets/CoursesPage-def.js`), 'GET', origin)).toBe(RUNTIME_CACHES.code);
  });
});

describe('the course pack (issue 40)', () => {
  it('keeps the PDF reader’s code at runtime in a cache of its own, since the precache leaves it out', () => {
    expect(at('/assets/pack/PdfView-abc123.js')).toBe('course-pack-code');
    expect(at('/assets/pack/pdf.worker.min-abc123.mjs')).toBe('course-pack-code');
    expect(withoutPackCode(['assets/pack/PdfView-abc.js', { url: 'assets/app-abc.js' }, '/assets/pack/pdf.worker.min-abc.mjs'])).toEqual([
      { url: 'assets/app-abc.js' },
    ]);
  });
  it('leaves the pack’s own paths to their route: no catalogue cache keeps a student’s files', () => {
    expect(at('/api/courses/abc/pack')).toBeNull();
    expect(at('/api/courses/abc/pack/files/lectures/x.webm')).toBeNull();
    expect(at('/api/courses/abc/pack/notes/n1')).toBeNull();
  });
  it('sends the reader’s code through the worker, not straight to the precache', () => {
    const routes = precachedCodeRoutes('precache');
    const pack = routes.findIndex((r) => r.condition.urlPattern === '/assets/pack/*');
    const assets = routes.findIndex((r) => r.condition.urlPattern === '/assets/*');
    expect(pack).toBeGreaterThanOrEqual(0);
    expect(routes[pack]!.source).toBe('fetch-event');
    expect(pack).toBeLessThan(assets);
  });
});
