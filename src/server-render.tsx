/**
 * The server's entry (built by `vite build --ssr` into dist/ssr/, loaded by server/http/page-renderer.ts):
 * renders any route of the app to HTML with its data, so a first visit paints real content before the
 * JavaScript has arrived. The browser then hydrates that HTML (src/main.tsx).
 *
 * Screens read their data with useQuery, which does not fetch on the server. So the route's reads
 * (src/api/route-reads.ts) are loaded first, straight from the server's kept answers, and the page is
 * rendered once (decision 55). A screen that asks for something the table did not foresee still gets
 * it: what it asked for is loaded and the page rendered again.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { ApiError, setApiTransport } from './api/http';
import { App } from './app/App';
import { DIALOG_RULE_WORDS } from './app/dialog-rule-words';
import { encodePageState } from './app/page-state';
import { pageMeta } from './app/page-meta';
import { loadRouteReads, ROUTE_PATTERNS } from './api/route-reads';
import { API_BASE } from './contract/api-routes';
import type { DialogName } from './contract/app-shell';
import type { PageReads, PageRendererModule, ReadResult, RenderedPage, RenderRequest } from './contract/page-render';
import { RenderContext, type PageHead, type RenderInfo } from './ui/render-context';

/** Only for screens the route table did not foresee: each further pass loads what the last one asked for. */
const MAX_PASSES = 4;

/** A kept answer in the shape the app's HTTP client reads, handing over the object itself (no JSON text). */
class KeptAnswer extends Response {
  constructor(private readonly kept: ReadResult) {
    super(null, { status: kept.status });
  }

  override json(): Promise<unknown> {
    return Promise.resolve(this.kept.body);
  }
}

/** The reads of the page being rendered: several pages render at once, each with its own clock and version. */
const pageReads = new AsyncLocalStorage<PageReads>();

setApiTransport(async (url) => {
  const reads = pageReads.getStore();
  const kept = reads && url.startsWith(API_BASE) ? await reads(url.slice(API_BASE.length)) : null;
  // Not a public read (nothing else is answered while rendering): the screen shows it as not loaded,
  // and the browser asks again when it mounts.
  if (!kept) throw new Error(`${url} is not read while rendering`);
  return new KeptAnswer(kept);
});

/** React's mark of a Suspense boundary it left to the browser (what it waited for was not there, or threw). */
const LEFT_TO_BROWSER = '<!--$!-->';

async function prerender(node: ReactNode): Promise<string> {
  // prerender waits for every lazily loaded screen and section, so one pass gives the whole page.
  const { prelude } = await prerenderToNodeStream(node, {
    // Whole: large sections would otherwise be sent apart with inline scripts to put them in place,
    // which the CSP (scripts only from self) rightly refuses.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      // A screen that throws is rendered by the browser instead; the rest of the page is still sent.
      if (!(error instanceof ApiError)) console.error('[ssr]', error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Every route rendered once, without data, when the renderer loads: each lazily loaded screen and
 * section then has its code, and renderToString (which cannot wait for it) gives whole pages.
 */
const everyScreenLoaded = Promise.all(
  ROUTE_PATTERNS.map((pattern) =>
    prerender(page({ url: pattern.replace(/:\w+/g, 'x'), locale: undefined, now: 0, origin: '' }, new QueryClient(), {}, {})),
  ),
).then(
  () => undefined,
  () => undefined,
);

/** One render: synchronous, the cheapest React has; prerender (which waits) only when something was not there. */
async function toHtml(node: ReactNode): Promise<string> {
  let html: string | null = null;
  try {
    html = renderToString(node);
  } catch {
    // Rendered again below: prerender reports what threw, and leaves that part to the browser.
  }
  return html === null || html.includes(LEFT_TO_BROWSER) ? prerender(node) : html;
}

type Observers = Pick<RenderInfo, 'clockRead' | 'dateShown'>;

function page(request: RenderRequest, client: QueryClient, head: PageHead, observers: Observers): ReactNode {
  return (
    <RenderContext.Provider value={{ renderedAt: request.now, locale: request.locale, head, form: request.form, ...observers }}>
      <QueryClientProvider client={client}>
        <Router ssrPath={request.url.split('?')[0] || '/'} ssrSearch="">
          <App />
        </Router>
      </QueryClientProvider>
    </RenderContext.Provider>
  );
}

async function renderPasses(request: RenderRequest, client: QueryClient) {
  // The finest precision of anything a screen showed from the clock: the HTML is right that long.
  let clockPrecisionMs: number | undefined;
  const clockRead = (precisionMs: number) => {
    clockPrecisionMs = Math.min(clockPrecisionMs ?? Infinity, precisionMs);
  };
  const dates: Record<string, string> = {};
  const dateShown = (call: string, text: string) => {
    dates[call] = text;
  };
  for (let passes = 1; ; passes++) {
    const head: PageHead = {};
    const html = await toHtml(page(request, client, head, { clockRead, dateShown }));
    const asked = client.getQueryCache().findAll({ predicate: (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' });
    if (asked.length === 0 || passes === MAX_PASSES) return { html, head, passes, clockPrecisionMs, dates };
    await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
  }
}

export function renderPage(request: RenderRequest, reads: PageReads): Promise<RenderedPage> {
  return pageReads.run(reads, async () => {
    await everyScreenLoaded;
    const client = new QueryClient({
      // One attempt, kept for the whole render; the browser decides about freshness afterwards.
      defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity, networkMode: 'always' } },
    });
    await loadRouteReads(request.url.split('?')[0] || '/', client);
    const { html, head, passes, clockPrecisionMs, dates } = await renderPasses(request, client);
    const missing = client
      .getQueryCache()
      .getAll()
      .some((q) => q.state.error instanceof ApiError && (q.state.error.status === 404 || q.state.error.status === 400));
    // A page whose own record does not exist is a 404, like an unknown route.
    const status = head.status ?? (missing ? 404 : 200);
    // Every page's navbar has Login; Enroll Now says so as it renders (src/features/courses/use-enrol.ts).
    const dialogs: DialogName[] = ['login', ...(head.dialogs ?? [])];
    return {
      html,
      images: head.images,
      dialogs: { names: dialogs, words: dialogs.map((name) => DIALOG_RULE_WORDS[name]).join(' ') },
      state: encodePageState(client, request.now, request.locale, dates, request.form),
      status,
      title: head.title,
      description: head.description,
      // Search and link-preview tags (issue 38), from the answers this page was rendered from.
      meta:
        status === 200 && head.title
          ? pageMeta({ ...pathAndOrigin(request), ...describedBy(head), data: (key) => client.getQueryData(key) })
          : undefined,
      passes,
      clockPrecisionMs,
    };
  });
}

const pathAndOrigin = (request: RenderRequest) => ({ path: request.url.split('?')[0] || '/', origin: request.origin });
const describedBy = (head: PageHead) => ({ title: head.title ?? '', description: head.description ?? '' });

// The server loads this module by path; this keeps it to the interface the server expects.
({ renderPage }) satisfies PageRendererModule;
