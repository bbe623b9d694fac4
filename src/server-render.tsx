/**
 * The server's entry (built by `vite build --ssr` into dist/ssr/, loaded by server/http/page-renderer.ts):
 * renders any route of the app to HTML with its data, so a first visit paints real content before the
 * JavaScript has arrived. The browser then hydrates that HTML (src/main.tsx).
 *
 * Screens read their data with useQuery, which does not fetch on the server. So a page is rendered, the
 * queries it asked for are fetched (in process, through the API), and it is rendered again with them,
 * until no screen asks for more.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { ApiError, setApiTransport, type ApiTransport } from './api/http';
import { App } from './app/App';
import { encodePageState } from './app/page-state';
import type { PageRendererModule, RenderedPage, RenderRequest } from './contract/page-render';
import { RenderContext, type PageHead } from './ui/render-context';

/** A screen that needs data it only learns from other data (a course, then …) needs another pass. */
const MAX_PASSES = 4;

export function setTransport(transport: ApiTransport): void {
  setApiTransport(transport);
}

async function toHtml(node: ReactNode): Promise<string> {
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

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const client = new QueryClient({
    // One attempt, kept for the whole render; the browser decides about freshness afterwards.
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity, networkMode: 'always' } },
  });
  const path = request.url.split('?')[0] || '/';
  let head: PageHead = {};
  let html = '';
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    head = {};
    html = await toHtml(
      <RenderContext.Provider value={{ renderedAt: request.now, locale: request.locale, head }}>
        <QueryClientProvider client={client}>
          <Router ssrPath={path} ssrSearch="">
            <App />
          </Router>
        </QueryClientProvider>
      </RenderContext.Provider>,
    );
    const asked = client.getQueryCache().findAll({ predicate: (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' });
    if (asked.length === 0) break;
    await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
  }
  const missing = client
    .getQueryCache()
    .getAll()
    .some((q) => q.state.error instanceof ApiError && (q.state.error.status === 404 || q.state.error.status === 400));
  return {
    html,
    state: encodePageState(client, request.now, request.locale),
    // A page whose own record does not exist is a 404, like an unknown route.
    status: head.status ?? (missing ? 404 : 200),
    title: head.title,
    description: head.description,
  };
}

// The server loads this module by path; this keeps it to the interface the server expects.
({ setTransport, renderPage }) satisfies PageRendererModule;
