/**
 * Pages for a first visit: the route rendered by the app's own server
 * entry (dist/ssr/server-render.mjs, from src/server-render.tsx), its data alongside for hydration, and
 * the route's title, description and status. Text and pictures then paint before any script has run.
 *
 * Anything that goes wrong here (no renderer in the build, a screen that throws, a slow database) falls
 * back to the plain app shell, which renders in the browser as before: a page is never lost to it.
 */
import type { Logger } from '../log';
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Context } from 'hono';
import { APP_SHELL_FILE } from '../../src/contract/app-shell';
import { knownLocale, type FormEcho, type RenderRequest } from '../../src/contract/page-render';
import { siteOrigin } from '../me/site-origin';
import type { ReadCache } from '../reads/read-cache';
import { ReadyBytes, sendReady, type SendAs } from '../reads/ready-bytes';
import { chosenEncoding, type Encoding } from './content-encoding';
import { ALWAYS, VersionedCache, within, type Built, type Validity } from '../reads/versioned-cache';
import { RenderPool, type PageTemplate, type ThreadReads } from './render-pool';
import type { StaticFolder } from './static-files';

export interface PageRendererOptions {
  site: StaticFolder;
  /** The API's kept answers: the renderer reads a page's data from them, in process (decision 55). */
  reads: ReadCache;
  clock: () => Date;
  /** A page not rendered by then is sent as the plain shell. */
  timeoutMs?: number;
  /**
   * Keep rendered pages while the content version and the phase of the clock hold (decision 54);
   * false renders every request (PAGE_CACHE=0, to measure a cold render).
   */
  cache?: boolean;
  /** How many threads render pages (default: one per core, at most four). */
  threads?: number;
  /** Where rendering failures are reported (the page is still sent, unrendered). */
  logger?: Logger;
  /** SITE_URL: the origin every page names in its head; unset, the origin each request reached (decision 146). */
  siteUrl?: string;
  /** Proxies trusted to say the request's protocol (X-Forwarded-Proto), for that origin. */
  trustProxy?: number;
}

const MAX_PATH_LENGTH = 2_048;
/** Content follows the data; a browser checks back each time (and gets a 304 while the page is kept). */
const PAGE: SendAs = { type: 'text/html; charset=utf-8', cacheControl: 'no-cache', varyAlso: ['Accept-Language'] };
/** Pages kept (found ones only), by path and locale, at most; the least recently used goes first. */
const MAX_KEPT_PAGES = 500;

/** The span of the clock, of `precisionMs` (a second, a minute…), that `now` falls in. */
function clockSpan(now: number, precisionMs: number): Validity {
  const from = now - (now % precisionMs);
  return { from, until: from + precisionMs };
}

interface KeptPage {
  bytes: ReadyBytes;
  status: number;
}

interface LoadedRenderer {
  version: number;
  pool: RenderPool;
}

interface Sources {
  template: PageTemplate;
  renderer: LoadedRenderer;
}

/** A replaced build is noticed within a second: looking at its files for every request would cost more. */
export const RECHECK_BUILD_MS = 1_000;

/** The first language of Accept-Language that the runtime knows, e.g. "en-IN"; undefined for none. */
export function preferredLocale(header: string | undefined): string | undefined {
  const first = header?.slice(0, 200).split(',')[0]?.split(';')[0]?.trim();
  return first === '*' ? undefined : knownLocale(first);
}

export class PageRenderer {
  private loaded: LoadedRenderer | null = null;
  private readonly timeoutMs: number;
  /** Rendered pages as ready bytes; null when every request renders. */
  private readonly pages: VersionedCache<KeptPage> | null;
  private template: { etag: string; text: string } | null = null;
  private checked: { at: number; sources: Promise<Sources | null> } | null = null;

  constructor(private readonly options: PageRendererOptions) {
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.pages = options.cache === false ? null : new VersionedCache<KeptPage>(MAX_KEPT_PAGES);
  }

  private get modulePath() {
    return join(this.options.site.root, 'ssr', 'server-render.mjs');
  }

  /**
   * The render threads of the build being served, started with the server; replaced when the build is,
   * none when it has no renderer. Threads that cannot load it make every page go out unrendered.
   */
  async renderer(): Promise<LoadedRenderer | null> {
    let version: number;
    try {
      version = (await stat(this.modulePath)).mtimeMs;
    } catch {
      return null;
    }
    if (this.loaded?.version !== version) {
      void this.loaded?.pool.close();
      const threads = this.options.threads ?? Math.min(4, availableParallelism());
      const pool = new RenderPool(this.modulePath, threads, this.options.logger, this.timeoutMs);
      pool.ready.catch((err: unknown) => {
        this.options.logger?.error({ err }, 'the server renderer could not be loaded; pages render in the browser');
      });
      this.loaded = { version, pool };
    }
    return this.loaded;
  }

  /** Stops the render threads (the server is shutting down). */
  async close(): Promise<void> {
    await this.loaded?.pool.close();
    this.loaded = null;
  }

  /** The template and the renderer of the build being served, looked at again at most once a second. */
  private sources(): Promise<Sources | null> {
    const now = performance.now();
    if (!this.checked || now - this.checked.at >= RECHECK_BUILD_MS) this.checked = { at: now, sources: this.loadSources() };
    return this.checked.sources;
  }

  private async loadSources(): Promise<Sources | null> {
    const file = await this.options.site.load(join(this.options.site.root, APP_SHELL_FILE));
    if (!file) return null;
    if (this.template?.etag !== file.etag) this.template = { etag: file.etag, text: file.body.toString('utf8') };
    const template = this.template;
    const renderer = await this.renderer();
    return renderer && { template, renderer };
  }

  /** The rendered page for this request, or null when the plain shell should be sent instead. */
  async respond(c: Context): Promise<Response | null> {
    // No screen reads the query string, so it is not rendered (and cannot make every request a new render).
    const target = new URL(c.req.url).pathname;
    if (target.length > MAX_PATH_LENGTH) return null;
    const sources = await this.sources();
    if (!sources) return null;
    const request: RenderRequest = {
      url: target,
      locale: preferredLocale(c.req.header('Accept-Language')),
      now: this.options.clock().getTime(),
      origin: this.origin(c),
    };
    const version = await this.options.reads.version.current();
    // The origin is part of the key: a page naming one host's address is never sent for another's (Host is the client's to choose).
    const key = `${sources.renderer.version} ${sources.template.etag} ${request.locale ?? ''} ${request.origin} ${request.url}`;
    // The kept page while its content version and its span of time hold; otherwise rendered now.
    const kept = this.pages?.peek(key, version, request.now);
    if (kept) return sendReady(c, kept.bytes, kept.status);
    // A kept page is made for everyone (both copies); a page sent once, for this asker.
    const encodings: Encoding[] = this.pages ? ['br', 'gzip'] : askedEncoding(c);
    const build = () => this.build(sources.renderer.pool, sources.template, request, version, encodings);
    let page: KeptPage;
    try {
      page = await this.withinTimeout(this.pages ? this.pages.get(key, version, request.now, build) : build().then((built) => built.value));
    } catch (err) {
      this.options.logger?.error({ err, path: target }, 'page sent unrendered');
      return null;
    }
    return sendReady(c, page.bytes, page.status);
  }

  /**
   * The page at this request's path rendered with the answer to the form it posted (decision 126): never
   * kept (it shows what one person typed), `private, no-store`, with the answer's status. Null when no page
   * can be rendered (no renderer in the build).
   */
  async respondWithForm(c: Context, form: FormEcho, status: number): Promise<Response | null> {
    const sources = await this.sources();
    if (!sources) return null;
    const request: RenderRequest = {
      url: new URL(c.req.url).pathname,
      locale: preferredLocale(c.req.header('Accept-Language')),
      now: this.options.clock().getTime(),
      origin: this.origin(c),
      form,
    };
    const version = await this.options.reads.version.current();
    try {
      const built = await this.withinTimeout(this.build(sources.renderer.pool, sources.template, request, version, askedEncoding(c)));
      return sendReady(c, built.value.bytes, status, { 'Cache-Control': 'private, no-store' });
    } catch (err) {
      this.options.logger?.error({ err, path: request.url }, 'form answer page not rendered');
      return null;
    }
  }

  /** SITE_URL, or the origin this request reached (decision 146). */
  private origin(c: Context): string {
    return this.options.siteUrl ?? siteOrigin(c, this.options.trustProxy ?? 0);
  }

  private async withinTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not rendered within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Renders the page from the read cache at the request's version and instant. The page is right as long
   * as every answer it was rendered from is, and, when a screen showed the clock, within the span of the
   * clock its screens show it to (the second of a countdown, the minute of a listing, the day of a date).
   */
  private async build(
    pool: RenderPool,
    template: PageTemplate,
    request: RenderRequest,
    version: number,
    encodings: Encoding[],
  ): Promise<Built<KeptPage>> {
    let validity: Validity = ALWAYS;
    const at = new Date(request.now);
    const reads: ThreadReads = async (path) => {
      const answer = await this.options.reads.answerPath(path, version, at);
      if (!answer) return null;
      validity = within(validity, answer.validity);
      return { status: answer.status, etag: answer.bytes.etag, json: answer.json };
    };
    const page = await pool.render({ request, template, compression: this.pages ? 'kept' : 'once', encodings }, reads);
    if (page.passes > 1) {
      this.options.logger?.warn(
        { path: request.url, passes: page.passes },
        'page rendered more than once: src/api/route-reads.ts misses a read',
      );
    }
    if (page.clockPrecisionMs) validity = within(validity, clockSpan(request.now, page.clockPrecisionMs));
    const bytes = new ReadyBytes(page.body, PAGE, { etag: page.etag, compressed: page.compressed });
    // Only pages that exist are kept: every unknown path is another 404, and keeping them would push
    // the real pages out of the cache (issue 32). A 404 is rendered for each request instead.
    return { value: { bytes, status: page.status }, validity, keep: page.status < 400 };
  }
}

/** The one compressed copy this request takes, if any. */
function askedEncoding(c: Context): Encoding[] {
  const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
  return encoding ? [encoding] : [];
}
