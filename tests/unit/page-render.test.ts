import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CourseSummary } from '../../src/contract';
import type { PageReads, RenderedPage } from '../../src/contract/page-render';
import { preferredLocale } from '../../server/http/page-renderer';
import { composePage, pageDocument } from '../../server/http/page-template';
import { renderDocument, type AppShell } from '../../src/contract/app-shell';
import { STUDENT_MARK_SCRIPT } from '../../src/contract/app-start';
import { encodePageState, hydratePageQueries, readPageState } from '../../src/app/page-state';

const SHELL: AppShell = {
  start: { code: 'import.meta;start()', hash: 'sha256-abc' },
  entry: '/assets/index-1.js',
  modules: ['/assets/react-1.js'],
  screens: {
    'courses/CoursesPage': ['/assets/CoursesPage-1.js', '/assets/catalogue-1.js'],
    'courses/CourseDetailPage': ['/assets/CourseDetailPage-1.js', '/assets/catalogue-1.js', '/assets/course-1.js'],
    'not-found/NotFoundPage': ['/assets/NotFound-1.js'],
  },
  dialogs: {
    login: ['/assets/LoginModal-1.js', '/assets/forms-1.js'],
    enrol: ['/assets/EnrolDialog-1.js', '/assets/forms-1.js', '/assets/catalogue-1.js'],
  },
  dialogParts: { enrol: ['/assets/BatchChoice-1.js', '/assets/course-1.js', '/assets/catalogue-1.js', '/assets/EnrolDialog-1.js'] },
  toaster: ['/assets/Toasts-1.js', '/assets/sonner-1.js'],
  styles: 'body{margin:0}',
  stylesheet: '/assets/style-1.css',
  title: 'Shell title',
  description: 'Shell description',
  themeColor: '#0b1026',
};
const NO_DIALOGS: RenderedPage['dialogs'] = { names: [], words: '' };
const PAGE: RenderedPage = { html: '<main><h1>x</h1></main>', state: '{}', status: 200, passes: 1, dialogs: NO_DIALOGS };
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
/** The chunks the page's start script asks for with the entry (src/start.ts). */
const linked = (doc: Document) => doc.querySelector('script[data-app-entry]')?.getAttribute('data-app-modules')?.split(' ') ?? [];

describe('a rendered page in its document (src/contract/app-shell.ts)', () => {
  it("sets the title and description, escaped, preloads the page's images from <head>, and fills #root", () => {
    const html = pageDocument(
      SHELL,
      {
        html: '<main><h1>Courses</h1></main>',
        images: [{ href: '/media/hero.jpg', fetchPriority: 'high' }, { href: '/images/art "1".svg' }],
        state: '{"renderedAt":1}',
        status: 200,
        title: 'C++ & "Systems" <Design>',
        description: 'Learn <b>fast</b> & well',
        passes: 1,
        dialogs: NO_DIALOGS,
      },
      '/courses',
    );
    expect(html).toContain('<title>C++ &amp; &quot;Systems&quot; &lt;Design&gt;</title>');
    expect(html).toContain('<meta name="description" content="Learn &lt;b&gt;fast&lt;/b&gt; &amp; well">');
    const doc = parse(html);
    const preloads = [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')])).toEqual([
      ['/media/hero.jpg', 'high'],
      ['/images/art "1".svg', null],
    ]);
    // The main picture (the page's LCP) is asked for first, whatever order the screens named them in.
    const reversed = parse(
      pageDocument(
        SHELL,
        { ...PAGE, images: [{ href: '/images/other.svg' }, { href: '/media/hero.jpg', fetchPriority: 'high' }] },
        '/courses',
      ),
    );
    expect([...reversed.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/media/hero.jpg',
      '/images/other.svg',
    ]);
    expect(html).toContain(
      '<div id="root"><main><h1>Courses</h1></main></div><script type="application/json" id="page-state">{"renderedAt":1}</script>',
    );
  });

  it("is styled and asks for no script: the stylesheet inline, one inline start script told the entry and the entry's and the screen's chunks", () => {
    const doc = parse(pageDocument(SHELL, PAGE, '/Courses/'));
    expect(doc.head.querySelector('style')?.textContent).toBe('body{margin:0}');
    expect(doc.querySelector('script[data-app-stylesheet]')).toBeNull();
    // Nothing of the app is asked for by the document itself: the start script asks once the page has painted.
    expect(doc.querySelectorAll('script[src], link[rel="modulepreload"], link[rel="preload"][as="script"]')).toHaveLength(0);
    // Two scripts that run (the CSP allows each by its hash): the student mark, before the page's body is read (decision
    // 203), and the start script's code, as built (decision 185).
    const scripts = doc.querySelectorAll('script:not([type="application/json"])');
    expect([...scripts].map((s) => [s.getAttribute('type'), s.textContent, s.parentElement?.tagName])).toEqual([
      [null, STUDENT_MARK_SCRIPT, 'HEAD'],
      ['module', 'import.meta;start()', 'HEAD'],
    ]);
    expect(scripts[1]?.getAttribute('data-app-entry')).toBe('/assets/index-1.js');
    expect(linked(doc)).toEqual(['/assets/react-1.js', '/assets/CoursesPage-1.js', '/assets/catalogue-1.js']);
    expect(linked(parse(pageDocument(SHELL, PAGE, '/no/such/page')))).toEqual(['/assets/react-1.js', '/assets/NotFound-1.js']);
    expect(linked(parse(pageDocument(SHELL, PAGE, '/')))).toEqual(['/assets/react-1.js']);
    // The code of the dialog a person can open next, for once the app runs (issue 35, decision 193): a visitor's
    // and a signed-in student's, each less what the page already asked for.
    const later = (d: Document, attribute = 'data-app-later') =>
      d.querySelector('script[data-app-entry]')?.getAttribute(attribute)?.split(' ').filter(Boolean);
    expect(later(doc)).toEqual(['/assets/LoginModal-1.js', '/assets/forms-1.js']);
    expect(later(doc, 'data-app-later-student')).toEqual(['/assets/EnrolDialog-1.js', '/assets/forms-1.js']);
    expect(later(parse(pageDocument(SHELL, PAGE, '/')), 'data-app-later-student')).toEqual(SHELL.dialogs.enrol);
    // The enrol dialog's batch choice with it where the page brings what the choice imports, a course page (decision
    // 202); not where that would put a screen's code on the line (`/courses` has no course chunk, `/` no catalogue).
    expect(later(parse(pageDocument(SHELL, PAGE, '/courses/c/x')), 'data-app-later-student')).toEqual([
      '/assets/EnrolDialog-1.js',
      '/assets/forms-1.js',
      '/assets/BatchChoice-1.js',
    ]);
    // Then the toaster's (decision 195).
    expect(later(doc, 'data-app-later-toaster')).toEqual(SHELL.toaster);
  });

  it('with its own rules, inlines those and names the whole stylesheet to the start script, for after the paint (decision 184)', () => {
    const doc = parse(pageDocument(SHELL, PAGE, '/courses', 'h1{color:red}'));
    expect(doc.head.querySelectorAll('style')).toHaveLength(1);
    expect(doc.head.querySelector('style')?.textContent).toBe('h1{color:red}');
    // Not linked by the document: a stylesheet in the page's first bytes holds up its paint.
    expect(doc.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    expect(doc.querySelector('script[data-app-entry]')?.getAttribute('data-app-stylesheet')).toBe('/assets/style-1.css');
  });

  it('a page is composed with its own rules, kept or sent once (PAGE_CACHE=0): the rest comes as the linked sheet (decisions 184, 188)', async () => {
    const shell = { ...SHELL, styles: 'body{margin:0}._hero{color:red}._toast{position:fixed}' };
    const page: RenderedPage = { ...PAGE, html: `<main class="_hero"><h1>${'Learn '.repeat(300)}</h1></main>` };
    const kept = await composePage(shell, page, 'kept', '/courses');
    const once = await composePage(shell, page, 'once', '/courses', ['br', 'gzip']);
    for (const composed of [kept, once]) {
      const doc = parse(Buffer.from(composed.body).toString('utf8'));
      expect(doc.head.querySelector('style')?.textContent).not.toContain('_toast');
      expect(doc.head.querySelector('style')?.textContent).toContain('_hero');
      expect(doc.querySelector('script[data-app-stylesheet]')?.getAttribute('data-app-stylesheet')).toBe('/assets/style-1.css');
    }
    // Both copies of each decode to its bytes.
    for (const composed of [kept, once]) {
      expect(brotliDecompressSync(composed.compressed!.br!).equals(Buffer.from(composed.body))).toBe(true);
      expect(gunzipSync(composed.compressed!.gzip!).equals(Buffer.from(composed.body))).toBe(true);
    }
    // Only the copies asked for: a page sent once is compressed for its asker alone.
    expect(Object.keys((await composePage(shell, page, 'once', '/courses', ['gzip'])).compressed!)).toEqual(['gzip']);
  });

  it('carries the rules of the dialogs a tap on it opens, and names those dialogs on its style for the app (decision 198)', async () => {
    const shell = { ...SHELL, styles: 'body{margin:0}._hero{color:red}._modal{position:fixed}._toast{position:fixed}' };
    const page: RenderedPage = {
      ...PAGE,
      html: '<main class="_hero"></main>',
      dialogs: { names: ['login', 'enrol'], words: 'dialog _modal' },
    };
    const style = parse(
      Buffer.from((await composePage(shell, page, 'once', '/courses', ['gzip'])).body).toString('utf8'),
    ).head.querySelector('style')!;
    expect(style.textContent).toContain('._modal{');
    expect(style.textContent).not.toContain('_toast');
    expect(style.getAttribute('data-dialogs')).toBe('login enrol');
    // The app shell's style is the whole sheet: it names none, every dialog is styled there.
    expect(parse(renderDocument(SHELL, null)).head.querySelector('style')!.hasAttribute('data-dialogs')).toBe(false);
  });

  it('a page whose rules cannot be chosen (a stylesheet PurgeCSS cannot read) carries the whole sheet, and is still sent', async () => {
    const shell = { ...SHELL, styles: 'body{margin:0}._hero{color:red' };
    const composed = await composePage(shell, { ...PAGE, html: '<main class="_hero"><h1>Learn</h1></main>' }, 'once', '/courses', ['gzip']);
    expect(parse(Buffer.from(composed.body).toString('utf8')).head.querySelector('style')?.textContent).toBe(shell.styles);
  });

  it("the app shell (the service worker's copy) has an empty #root, the shell's title and the entry's chunks only", () => {
    const doc = parse(renderDocument(SHELL, null));
    expect(doc.getElementById('root')?.childElementCount).toBe(0);
    expect(doc.getElementById('page-state')).toBeNull();
    expect(doc.title).toBe('Shell title');
    expect(linked(doc)).toEqual(['/assets/react-1.js']);
    // The whole sheet inline: the shell has no HTML to choose rules by, and comes from the cache.
    expect(doc.head.querySelector('style')?.textContent).toBe('body{margin:0}');
    expect(doc.querySelector('script[data-app-stylesheet]')).toBeNull();
    // The start script links the manifest once the app runs (decision 186).
    expect(doc.head.querySelector('link[rel="manifest"]')).toBeNull();
  });

  it("links the site's icon the build wrote into the shell, and its file where an older build wrote none (decision 215)", () => {
    const icon = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E";
    const iconOf = (shell: AppShell) => parse(renderDocument(shell, null)).head.querySelector('link[rel="icon"]')?.getAttribute('href');
    expect(iconOf({ ...SHELL, icon })).toBe(icon);
    expect(iconOf(SHELL)).toBe('/icons/favicon.svg');
  });
});

describe('staff copy with $ patterns, a closing script tag and U+2028', () => {
  // String.replace expands these in a replacement string: $` and $' into the template around the match.
  const TITLE = "Price $` and $' and $& and $1 </script><script>alert(1)</script> \u2028 end";

  it('gives exactly one document, its title and description as written, and page state that parses back', () => {
    const client = new QueryClient();
    client.setQueryData(['courses', 'c1'], { title: TITLE });
    const html = pageDocument(
      SHELL,
      {
        html: `<main><h1>${TITLE.replace(/</g, '&lt;')}</h1></main>`,
        state: encodePageState(client, 1, undefined),
        status: 200,
        title: TITLE,
        description: TITLE,
        passes: 1,
        dialogs: NO_DIALOGS,
      },
      '/courses/c/c1',
    );
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.match(/id="root"/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const doc = parse(html);
    expect(doc.querySelector('title')?.textContent).toBe(TITLE);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(TITLE);
    expect(doc.querySelector('#root h1')?.textContent).toBe(TITLE);
    const state = readPageState(doc);
    expect(state?.queries.queries[0]?.state.data).toEqual({ title: TITLE });
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
    price: 12000,
    coverImage: null,
    features: { certificate: true, codingExercises: true, recordedLectures: false },
  };
  const request = { url: '/courses', locale: 'en-IN', now: Date.parse('2026-03-12T04:30:00.000Z'), origin: 'https://codesmart.example' };

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
    vi.doMock(import('../../src/api/route-reads'), async (actual) => ({ ...(await actual()), loadRouteReads: async () => undefined }));
    try {
      const unforeseen = await import('../../src/server-render');
      const { asked, reads } = keptAnswers();
      const page = await unforeseen.renderPage(request, reads);
      expect(page.passes).toBe(2);
      expect(asked).toEqual(['/courses/all']);
      expect(page.html).toBe(expected.html);
    } finally {
      vi.doUnmock('../../src/api/route-reads');
      vi.resetModules();
    }
  });
});
