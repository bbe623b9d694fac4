/**
 * Between the server and the app's server entry (src/server-render.tsx, built into dist/ssr/): what
 * the server asks to have rendered, and what it gets back to put into index.html.
 */
import type { DialogName } from './app-shell';

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

/**
 * A form a page posted before its app ran (decision 126), as the server answered it: what was typed, the
 * server's messages for its fields, and the outcome. The page is rendered again with it, and carries it in
 * its page state so that the app takes over the same form.
 */
export interface FormEcho {
  /** The write registry's kind (src/contract/writes.ts). */
  kind: string;
  values: Record<string, string>;
  /** The server's message for each field it refused. */
  errors: Record<string, string>;
  /** `sent`: stored; `refused`: not stored, for the reason in `message` (and `errors`). */
  outcome: 'sent' | 'refused';
  message: string;
}

export interface RenderRequest {
  /** The path requested (no screen reads a query string). */
  url: string;
  /** A form this page posted before its app ran, as the server answered it (never kept: rendered once). */
  form?: FormEcho;
  /** The visitor's preferred locale (from Accept-Language), if the runtime knows it. */
  locale: string | undefined;
  /** The server's clock, ms since the epoch. */
  now: number;
  /**
   * The site's public origin for absolute URLs in the page's head (canonical, Open Graph, JSON-LD):
   * SITE_URL, or the origin the request reached (issue 38, decision 146).
   */
  origin: string;
}

/**
 * What a page tells search engines and link previews (issue 38, decision 144), made from the same data as
 * the page (src/app/page-meta.ts) and written into its head by the server (server/http/head-tags.ts).
 */
export interface PageMeta {
  /** Absolute URL of the page as it should be linked to (an alias route names its canonical route). */
  canonical: string;
  /** Open Graph and Twitter card: title, description, type, and a 1200×630 picture. */
  card: {
    type: 'website' | 'article';
    title: string;
    description: string;
    image: { url: string; width: number; height: number; alt: string };
  };
  /** schema.org objects, each written as one JSON-LD block. */
  jsonLd: readonly object[];
}

/** One of the API's public reads as the server keeps it: its status and its JSON envelope (frozen, shared). */
export interface ReadResult {
  status: number;
  body: unknown;
}

/**
 * How the renderer reads data: straight from the server's kept answers, by path below /api
 * (`/courses/all`), with no HTTP in between; null for a path that is no public read.
 */
export type PageReads = (path: string) => Promise<ReadResult | null>;

/**
 * An image a page shows at once (a hero, a cover, an illustration): the document's <head> asks for it before
 * the stylesheet. Its screen names it while rendering (src/ui/EagerImage.tsx, decision 178).
 */
export interface ImagePreload {
  href: string;
  fetchPriority?: 'high';
}

export interface RenderedPage {
  /** The HTML of #root. */
  html: string;
  /** The images the page shows at once, in the order it shows them. */
  images?: readonly ImagePreload[];
  /**
   * The dialogs a tap on this page can open, and the words of their markup (class names, elements): the page's own
   * rules include theirs, so that one opens styled before the rest of the sheet has come (decision 198). None named:
   * each dialog waits for the sheet.
   */
  dialogs?: { names: readonly DialogName[]; words: string };
  /** The JSON text of the page state the browser hydrates from, `<` already escaped. */
  state: string;
  status: number;
  title?: string;
  description?: string;
  /** The head's search and link-preview tags; absent for a page that is no public page (a 404). */
  meta?: PageMeta;
  /** How many times the route was rendered: 1 when its data was all loaded beforehand (decision 55). */
  passes: number;
  /**
   * Set when a screen showed something derived from the clock (a countdown, sessions sorted into
   * ongoing and upcoming, the year): how long the finest of them stays right, in ms. The server keeps
   * the page no longer than that span of the clock (decision 54).
   */
  clockPrecisionMs?: number;
}

/** What the built server entry exports. */
export interface PageRendererModule {
  renderPage(request: RenderRequest, reads: PageReads): Promise<RenderedPage>;
}

/** The link-preview pictures (issue 38, decision 145): one per published course, event and webinar, and the site's own. */
export const PREVIEW_KINDS = ['course', 'event', 'webinar'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
export const PREVIEWS_ROOT = '/previews';
export const previewPath = (kind: PreviewKind, id: string) => `${PREVIEWS_ROOT}/${kind}/${encodeURIComponent(id)}.png`;
export const SITE_PREVIEW_PATH = `${PREVIEWS_ROOT}/site.png`;

/**
 * Set on <html> by the first End or Home (src/ui/full-layout.ts): every section is then laid out for real. Its rule
 * is in every page's own styles (server/http/page-styles.ts), since the key may come before the rest of the sheet.
 */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/**
 * Set on <body> while a course page's sticky enrol bar shows (CourseDetailPage.tsx): the floating buttons and the
 * footer make room for it. Their rules are in every page's own styles (server/http/page-styles.ts), since the bar may
 * show before the rest of the sheet has come.
 */
export const ENROL_BAR_CLASS = 'enrol-bar-shown';

/**
 * Set on <body> while a course page may show that bar at all (a student known not to be enrolled, or a visitor): the
 * footer keeps room for it from then on. Keyed on the bar's showing, the room came with the bar, so a single scroll
 * to the bottom of the page ended with the footer's last line under it (the page grew under the person's thumb).
 * The bar always shows there: the course's header is then off the screen.
 */
export const ENROL_BAR_ROOM_CLASS = 'enrol-bar-room';
