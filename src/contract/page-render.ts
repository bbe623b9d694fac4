/**
 * Between the server and the app's server entry (src/server-render.tsx, built into dist/ssr/): what
 * the server asks to have rendered, and what it gets back to put into index.html.
 */
/**
 * A locale tag the runtime can format dates in (canonical, e.g. "en-IN"), or undefined for anything
 * it cannot: the server picks the visitor's locale with it, the browser formats with the same answer.
 */
export function knownLocale(tag: string | undefined): string | undefined {
  if (!tag) return undefined;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag])[0];
  } catch {
    return undefined;
  }
}

/** The id of the JSON data block that carries a rendered page's state. */
export const PAGE_STATE_ID = 'page-state';

export interface RenderRequest {
  /** The path requested (no screen reads a query string). */
  url: string;
  /** The visitor's preferred locale (from Accept-Language), if the runtime knows it. */
  locale: string | undefined;
  /** The server's clock, ms since the epoch. */
  now: number;
}

export interface RenderedPage {
  /** The HTML of #root (React may put resource hints such as image preloads first). */
  html: string;
  /** The JSON text of the page state the browser hydrates from, `<` already escaped. */
  state: string;
  status: number;
  title?: string;
  description?: string;
}

/** What the built server entry exports. */
export interface PageRendererModule {
  /** How the renderer's API reads reach the API (the server's own app, in process). */
  setTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(request: RenderRequest): Promise<RenderedPage>;
}
