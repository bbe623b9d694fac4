/**
 * Pages for a first visit: the built index.html with the route rendered into it by the app's own server
 * entry (dist/ssr/server-render.mjs, from src/server-render.tsx), its data alongside for hydration, and
 * the route's title, description and status. Text and pictures then paint before any script has run.
 *
 * Anything that goes wrong here (no renderer in the build, a screen that throws, a slow database) falls
 * back to the plain app shell, which renders in the browser as before: a page is never lost to it.
 */
import type { Logger } from '../log';
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import { knownLocale, PAGE_STATE_ID, type PageRendererModule, type RenderedPage, type RenderRequest } from '../../src/contract/page-render';
import { sendFile, type StaticFolder } from './static-files';

const gzipAsync = promisify(gzip);

export interface PageRendererOptions {
  site: StaticFolder;
  /** Answers the renderer's API reads in process (the app's own fetch). */
  api: (request: Request) => Response | Promise<Response>;
  clock: () => Date;
  /** A page not rendered by then is sent as the plain shell. */
  timeoutMs?: number;
  /** How long a rendered page is reused for the same path and locale (0: never). */
  reuseMs?: number;
  /** Where rendering failures are reported (the page is still sent, unrendered). */
  logger?: Logger;
}

const MAX_PATH_LENGTH = 2_048;
/** Rendered pages kept for reuse, at most; the oldest goes first. */
const MAX_KEPT_PAGES = 200;
const ROOT_TAG = '<div id="root"></div>';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The first language of Accept-Language that the runtime knows, e.g. "en-IN"; undefined for none. */
export function preferredLocale(header: string | undefined): string | undefined {
  const first = header?.slice(0, 200).split(',')[0]?.split(';')[0]?.trim();
  return first === '*' ? undefined : knownLocale(first);
}

/** The template with the rendered page put in: title, description, hoisted preloads, #root and its data. */
export function fillTemplate(template: string, page: RenderedPage): string {
  // React puts resource hints (the hero picture's preload) first; they belong in <head>.
  const hints = /^(?:<link [^>]*\/?>)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(hints.length);
  let html = template;
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  }
  if (hints) html = html.replace('</head>', `${hints}</head>`);
  return html.replace(ROOT_TAG, `<div id="root">${body}</div><script type="application/json" id="${PAGE_STATE_ID}">${page.state}</script>`);
}

export class PageRenderer {
  private loaded: { version: number; module: Promise<PageRendererModule | null> } | null = null;
  private readonly timeoutMs: number;
  private readonly reuseMs: number;
  /**
   * Pages rendered in the last few seconds, by path and locale, and renders under way: a burst of
   * first visits to one page costs one render, and the database one set of reads.
   */
  private readonly recent = new Map<string, { at: number; version: number; page: Promise<RenderedPage> }>();

  constructor(private readonly options: PageRendererOptions) {
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.reuseMs = options.reuseMs ?? 5_000;
  }

  private render(renderer: PageRendererModule, request: RenderRequest): Promise<RenderedPage> {
    const key = `${request.locale ?? ''} ${request.url}`;
    const version = this.loaded?.version ?? 0;
    const kept = this.recent.get(key);
    // Real elapsed time, not the app's clock (which tests may hold still).
    const now = performance.now();
    if (kept && kept.version === version && now - kept.at < this.reuseMs) return kept.page;
    const page = renderer.renderPage(request);
    this.recent.delete(key);
    this.recent.set(key, { at: now, version, page });
    // A failed render is not kept: the next visitor gets a fresh try.
    page.catch(() => this.recent.get(key)?.page === page && this.recent.delete(key));
    while (this.recent.size > MAX_KEPT_PAGES) this.recent.delete(this.recent.keys().next().value!);
    return page;
  }

  private get modulePath() {
    return join(this.options.site.root, 'ssr', 'server-render.mjs');
  }

  /** The renderer of the build being served; reloaded when the build is replaced, null when there is none. */
  private async renderer(): Promise<PageRendererModule | null> {
    let version: number;
    try {
      version = (await stat(this.modulePath)).mtimeMs;
    } catch {
      return null;
    }
    if (this.loaded?.version !== version) {
      const module = import(`${pathToFileURL(this.modulePath).href}?v=${version}`)
        .then((m: Partial<PageRendererModule>) => {
          if (typeof m.setTransport !== 'function' || typeof m.renderPage !== 'function')
            throw new Error(`${this.modulePath} is not a page renderer`);
          m.setTransport(async (url, init) => this.options.api(new Request(new URL(url, 'http://ssr.internal'), init)));
          return m as PageRendererModule;
        })
        .catch((err: unknown) => {
          this.options.logger?.error({ err }, 'the server renderer could not be loaded; pages render in the browser');
          return null;
        });
      this.loaded = { version, module };
    }
    return this.loaded.module;
  }

  /** The rendered page for this request, or null when the plain shell should be sent instead. */
  async respond(c: Context): Promise<Response | null> {
    // No screen reads the query string, so it is not rendered (and cannot make every request a new render).
    const target = new URL(c.req.url).pathname;
    if (target.length > MAX_PATH_LENGTH) return null;
    const template = await this.options.site.load(join(this.options.site.root, 'index.html'));
    if (!template || !template.body.includes(ROOT_TAG)) return null;
    const renderer = await this.renderer();
    if (!renderer) return null;

    let page: RenderedPage;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`not rendered within ${this.timeoutMs} ms`)), this.timeoutMs);
      });
      const request: RenderRequest = {
        url: target,
        locale: preferredLocale(c.req.header('Accept-Language')),
        now: this.options.clock().getTime(),
      };
      page = await Promise.race([this.render(renderer, request), timeout]);
    } catch (err) {
      this.options.logger?.error({ err, path: target }, 'page sent unrendered');
      return null;
    } finally {
      clearTimeout(timer);
    }

    const html = Buffer.from(fillTemplate(template.body.toString('utf8'), page));
    // The same page rendered a moment later differs only in its timestamps: it gets the same ETag.
    const content = page.state.replace(/"(?:renderedAt|dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '');
    const etag = `W/"${createHash('sha1').update(template.etag).update(page.html).update(content).update(String(page.status)).digest('base64url').slice(0, 27)}"`;
    const gzip = await gzipAsync(html, { level: 6 });
    // Content follows the data; a browser checks back each time (and gets a 304 when nothing changed).
    return sendFile(c, { body: html, gzip, type: 'text/html; charset=utf-8', etag }, 'no-cache', {
      status: page.status,
      varyAlso: ['Accept-Language'],
    });
  }
}
