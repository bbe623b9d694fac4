import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CourseSummary } from '../../src/contract';
import type { PageReads } from '../../src/contract/page-render';
import { preferredLocale } from '../../server/http/page-renderer';
import { fillTemplate } from '../../server/http/page-template';
import { encodePageState, hydratePageQueries, readPageState } from '../../src/app/page-state';
import { dateFormats } from '../../src/ui/format';

const TEMPLATE = `<!doctype html><html><head><title>Old</title>
<meta name="description" content="Old description" />
<script type="module" crossorigin src="/assets/index.js"></script></head>
<body><div id="root"></div></body></html>`;

describe('putting a rendered page into index.html', () => {
  it('sets the title and description, escaped, moves resource hints into <head>, and fills #root', () => {
    const html = fillTemplate(
      TEMPLATE,
      {
        html: '<link rel="preload" as="image" href="/media/hero.jpg" fetchPriority="high"/><main><h1>Courses</h1></main>',
        state: '{"renderedAt":1}',
        status: 200,
        title: 'C++ & "Systems" <Design>',
        description: 'Learn <b>fast</b> & well',
        passes: 1,
      },
      '/courses',
    );
    expect(html).toContain('<title>C++ &amp; &quot;Systems&quot; &lt;Design&gt;</title>');
    expect(html).toContain('<meta name="description" content="Learn &lt;b&gt;fast&lt;/b&gt; &amp; well" />');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/hero.jpg" fetchPriority="high"\/><\/head>/);
    expect(html).toContain(
      '<div id="root"><main><h1>Courses</h1></main></div><script type="application/json" id="page-state">{"renderedAt":1}</script>',
    );
  });
});

describe('staff copy with $ patterns, a closing script tag and U+2028', () => {
  // String.replace expands these in a replacement string: $` and $' into the template around the match.
  const TITLE = "Price $` and $' and $& and $1 </script><script>alert(1)</script> \u2028 end";

  it('gives exactly one document, its title and description as written, and page state that parses back', () => {
    const client = new QueryClient();
    client.setQueryData(['courses', 'c1'], { title: TITLE });
    const html = fillTemplate(
      TEMPLATE,
      {
        html: `<main><h1>${TITLE.replace(/</g, '&lt;')}</h1></main>`,
        state: encodePageState(client, 1, undefined),
        status: 200,
        title: TITLE,
        description: TITLE,
        passes: 1,
      },
      '/courses/c/c1',
    );
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.match(/id="root"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('title')?.textContent).toBe(TITLE);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(TITLE);
    expect(doc.querySelector('#root h1')?.textContent).toBe(TITLE);
    const state = readPageState(doc);
    expect(state?.queries.queries[0]?.state.data).toEqual({ title: TITLE });
  });
});

describe("the app shell's early code requests", () => {
  it('are left out of a rendered page, whose code waits for its first paint', () => {
    const shell = TEMPLATE.replace(
      '<title>',
      '<link rel="modulepreload" href="/assets/index.js" data-shell-only><link rel="modulepreload" href="/assets/vendor.js" data-shell-only><title>',
    );
    const html = fillTemplate(shell, { html: '<main><h1>x</h1></main>', state: '{}', status: 200, passes: 1 }, '/courses');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });
});

describe("a rendered page's part of the screen map", () => {
  const map = {
    files: ['/assets/Courses.js', '/assets/shared.js', '/assets/Course.js', '/assets/NotFound.js'],
    routes: [
      ['/courses', [0, 1]],
      ['/courses/c/:id', [2, 1]],
    ],
    notFound: [3],
  };
  const template = TEMPLATE.replace('</head>', `<script type="application/json" id="app-screens">${JSON.stringify(map)}</script></head>`);
  const page = { html: '<main><h1>x</h1></main>', state: '{}', status: 200, passes: 1 };
  const mapIn = (html: string) => JSON.parse(/id="app-screens">([^<]*)</.exec(html)?.[1] ?? 'null') as unknown;

  it('keeps only the chunks of the route rendered, and none for home', () => {
    expect(mapIn(fillTemplate(template, page, '/courses/c/42'))).toEqual({
      files: ['/assets/Course.js', '/assets/shared.js'],
      routes: [['/courses/c/:id', [0, 1]]],
      notFound: [],
    });
    expect(fillTemplate(template, page, '/')).not.toContain('app-screens');
    expect(mapIn(fillTemplate(template, page, '/no/such/page'))).toEqual({ files: ['/assets/NotFound.js'], routes: [], notFound: [0] });
  });
});

describe("the visitor's locale", () => {
  it('is the first language of Accept-Language that the runtime knows', () => {
    expect(preferredLocale('en-GB,en;q=0.9')).toBe('en-GB');
    expect(preferredLocale('hi-IN;q=1, en;q=0.5')).toBe('hi-IN');
    expect(preferredLocale(undefined)).toBeUndefined();
    expect(preferredLocale('*')).toBeUndefined();
    expect(preferredLocale('not a locale!!')).toBeUndefined();
    expect(preferredLocale('x'.repeat(10_000))).toBeUndefined();
  });

  it('decides how dates read, always in India time', () => {
    const at = '2026-03-12T04:30:00.000Z'; // 10:00 in Kolkata
    expect(dateFormats('en-GB').longDate(at)).toMatch(/^Thursday,? 12 March 2026$/);
    expect(dateFormats('en-US').longDate(at)).toBe('Thursday, March 12, 2026');
    expect(dateFormats('en-GB').time(at)).toBe('10:00 IST');
    expect(dateFormats('en-US').time(at)).toMatch(/^10:00\sAM IST$/);
    expect(dateFormats('nonsense-locale-!!').date(at)).toBeTruthy();
  });
});

describe('the page state', () => {
  it('survives the trip through HTML, even when the data contains a closing script tag', () => {
    const server = new QueryClient();
    const evil = 'Intro </script><script>alert(1)</script> to HTML';
    server.setQueryData(['courses', 'x'], { title: evil });
    const text = encodePageState(server, 1_000, 'en-IN');
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<');

    document.body.innerHTML = `<script type="application/json" id="page-state">${text}</script>`;
    const state = readPageState(document);
    expect(state).toMatchObject({ renderedAt: 1_000, locale: 'en-IN' });
    const browser = new QueryClient();
    hydratePageQueries(browser, state!);
    expect(browser.getQueryData(['courses', 'x'])).toEqual({ title: evil });
  });

  it('is null for the plain app shell and for anything unreadable', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageState(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="page-state">{not json</script>';
    expect(readPageState(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="page-state">{"renderedAt":"yesterday"}</script>';
    expect(readPageState(document)).toBeNull();
  });
});

describe('the server renderer (src/server-render.tsx)', () => {
  const COURSE: CourseSummary = {
    _id: '11111111-1111-4111-8111-111111111111',
    title: 'Systems Design from First Principles',
    duration: '12 weeks',
    features: { certificate: true, codingExercises: true, recordedLectures: false },
  };
  const request = { url: '/courses', locale: 'en-IN', now: Date.parse('2026-03-12T04:30:00.000Z') };

  /** The server's kept answers, as the renderer reads them, counting each read. */
  function keptAnswers() {
    const asked: string[] = [];
    const reads: PageReads = async (path) => {
      asked.push(path);
      return path === '/courses/all' ? { status: 200, body: Object.freeze({ success: true, data: Object.freeze([COURSE]) }) } : null;
    };
    return { asked, reads };
  }

  it("loads the route's data first, from the kept answers, and renders once", async () => {
    const { renderPage } = await import('../../src/server-render');
    const { asked, reads } = keptAnswers();
    const page = await renderPage(request, reads);
    expect(page.passes).toBe(1);
    expect(asked).toEqual(['/courses/all']);
    expect(page.html).toContain(COURSE.title);
    // The footer shows the year: the page tells the server it is right for a quarter of an hour.
    expect(page.clockPrecisionMs).toBe(15 * 60_000);
  });

  it('renders again when a screen asks for data its route does not list, and the page is the same', async () => {
    const { renderPage } = await import('../../src/server-render');
    const expected = await renderPage(request, keptAnswers().reads);
    vi.resetModules();
    vi.doMock(import('../../src/app/route-reads'), async (actual) => ({ ...(await actual()), loadRouteReads: async () => undefined }));
    try {
      const unforeseen = await import('../../src/server-render');
      const { asked, reads } = keptAnswers();
      const page = await unforeseen.renderPage(request, reads);
      expect(page.passes).toBe(2);
      expect(asked).toEqual(['/courses/all']);
      expect(page.html).toBe(expected.html);
    } finally {
      vi.doUnmock('../../src/app/route-reads');
      vi.resetModules();
    }
  });
});
