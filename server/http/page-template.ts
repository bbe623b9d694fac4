/**
 * A rendered page put into the built index.html, and made ready to send: on a render thread
 * (server/http/render-thread.mjs loads this file), so that the main thread only sends the bytes.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { PAGE_STATE_ID, type RenderedPage } from '../../src/contract/page-render';
import { SCREEN_MAP_ID, screenMapFor, SHELL_ONLY_ATTRIBUTE, type ScreenMap } from '../../src/contract/screen-map';
import { criticalCss } from './critical-css';

export const ROOT_TAG = '<div id="root"></div>';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The app shell's early modulepreloads: a first visit's page asks for its code only after its first paint (decision 74). */
const SHELL_ONLY_TAGS = new RegExp(`<link [^>]*${SHELL_ONLY_ATTRIBUTE}[^>]*>`, 'g');

const SCREEN_MAP = new RegExp(`<script type="application/json" id="${SCREEN_MAP_ID}">([^<]*)</script>`);

/**
 * The template's map of every route's chunks (for the app shell, which may open anywhere) cut down to
 * this page's own route, or removed for home: a first response that fits the first round trip (about
 * 14 KB) paints a round trip sooner, and the whole map is a kilobyte of hashed names.
 */
function ownScreenOnly(html: string, path: string): string {
  return html.replace(SCREEN_MAP, (_, json: string) => {
    let own: ScreenMap | null = null;
    try {
      own = screenMapFor(JSON.parse(json) as ScreenMap, path);
    } catch {
      // a template without a readable map: the page's screen then loads one level of imports at a time
    }
    return own ? `<script type="application/json" id="${SCREEN_MAP_ID}">${JSON.stringify(own)}</script>` : '';
  });
}

/**
 * The template with the rendered page put in: title, description, hoisted preloads, #root and its data.
 * Every fill is a function replacement: a string replacement would expand `$&`, `` $` `` and `$'` in a
 * course's title into copies of the template (an academy's copy may hold a `$`).
 */
export function fillTemplate(template: string, page: RenderedPage, path: string): string {
  // React puts resource hints (the hero picture's preload) first; they belong in <head>.
  const hints = /^(?:<link [^>]*\/?>)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(hints.length);
  let html = ownScreenOnly(template, path).replace(SHELL_ONLY_TAGS, '');
  const { title, description } = page;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  if (hints) html = html.replace('</head>', () => `${hints}</head>`);
  // Only the rules this page uses; the boot script (src/boot.js) links the whole sheet once the page is on screen.
  html = html.replace(/<style>([\s\S]*?)<\/style>/, (_, css: string) => `<style data-subset>${criticalCss(css, body)}</style>`);
  const root = `<div id="root">${body}</div><script type="application/json" id="${PAGE_STATE_ID}">${page.state}</script>`;
  return html.replace(ROOT_TAG, () => root);
}

/** A page as the main thread gets it from a render thread: ready bytes, plus what the server decides with. */
export interface ComposedPage extends Pick<RenderedPage, 'status' | 'passes' | 'clockPrecisionMs'> {
  body: Uint8Array;
  etag: string;
  /** The gzip copy (most visitors take it), null for a page too small to gain from it. */
  gzip: Uint8Array | null;
}

/**
 * How hard a page is compressed follows how often it will be sent: a page kept for every later visitor
 * is compressed well (level 6) once; a page sent once (PAGE_CACHE=0) at level 1, as web servers compress
 * what they generate per request, for half the CPU and some 10 % more bytes.
 */
export type Compression = 'kept' | 'once';
const GZIP_LEVEL: Record<Compression, number> = { kept: 6, once: 1 };

/** Below this a gzip copy saves less than its header costs (as in server/reads/ready-bytes.ts). */
const MIN_GZIP_BYTES = 1024;

/** The page in the template, as bytes with their strong tag and their gzip copy. */
export function composePage(template: string, page: RenderedPage, compression: Compression, path: string): ComposedPage {
  const body = Buffer.from(fillTemplate(template, page, path));
  return {
    status: page.status,
    passes: page.passes,
    clockPrecisionMs: page.clockPrecisionMs,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    gzip: body.length < MIN_GZIP_BYTES ? null : gzipSync(body, { level: GZIP_LEVEL[compression] }),
  };
}
