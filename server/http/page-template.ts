/**
 * A rendered page written into a whole document with the app shell the build wrote (dist/app-shell.json,
 * src/contract/app-shell.ts), and made ready to send: on a render thread (server/http/render-thread.mjs
 * loads this file), so that the main thread only sends the bytes.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { renderDocument, type AppShell } from '../../src/contract/app-shell';
import type { RenderedPage } from '../../src/contract/page-render';
import { screenAt } from '../../src/contract/page-routes';
import { headTags } from './head-tags';

/** The page at `path` in its document: its images preloaded from <head>, its screen's chunks named to the start script. */
export function pageDocument(shell: AppShell, page: RenderedPage, path: string): string {
  return renderDocument(shell, {
    screen: screenAt(path),
    html: page.html,
    images: page.images,
    state: page.state,
    title: page.title,
    description: page.description,
    // ---- Issue 38: the search and link-preview tags (canonical, Open Graph, Twitter, JSON-LD), written by one call.
    searchTags: page.meta ? headTags(page.meta) : undefined,
    // ----
  });
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
export function composePage(shell: AppShell, page: RenderedPage, compression: Compression, path: string): ComposedPage {
  const body = Buffer.from(pageDocument(shell, page, path));
  return {
    status: page.status,
    passes: page.passes,
    clockPrecisionMs: page.clockPrecisionMs,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    gzip: body.length < MIN_GZIP_BYTES ? null : gzipSync(body, { level: GZIP_LEVEL[compression] }),
  };
}
