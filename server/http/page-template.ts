/**
 * A rendered page written into a whole document with the app shell the build wrote (dist/app-shell.json,
 * src/contract/app-shell.ts), and made ready to send: on a render thread (server/http/render-thread.mjs
 * loads this file), so that the main thread only sends the bytes.
 */
import { createHash } from 'node:crypto';
import { renderDocument, type AppShell } from '../../src/contract/app-shell';
import type { RenderedPage } from '../../src/contract/page-render';
import { screenAt } from '../../src/contract/page-routes';
import { compressNow, MIN_COMPRESS_BYTES, type Effort, type Encoding } from './content-encoding';
import { headTags } from './head-tags';
import { pageStyles } from './page-styles';

/**
 * The page at `path` in its document: its images preloaded from <head>, its screen's chunks named to the
 * start script, `styles` (its own rules, pageStyles) inline, or the whole stylesheet when not given.
 */
export function pageDocument(shell: AppShell, page: RenderedPage, path: string, styles?: string): string {
  return renderDocument(shell, {
    screen: screenAt(path),
    html: page.html,
    styles,
    dialogs: page.dialogs?.names,
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
  /** The compressed copies asked for (content-encoding.ts), null for a page too small to gain from them. */
  compressed: Partial<Record<Encoding, Uint8Array>> | null;
}

/** The page in the template, as bytes with their strong tag and the compressed copies asked for. */
export async function composePage(
  shell: AppShell,
  page: RenderedPage,
  // How often it will be sent: a page kept for every later visitor is compressed as well as the format
  // can, once; a page sent once (PAGE_CACHE=0) fast (content-encoding.ts).
  compression: Effort,
  path: string,
  encodings: readonly Encoding[] = ['br', 'gzip'],
): Promise<ComposedPage> {
  // Kept or sent once, a page carries its own rules: they are chosen once per set of words (decision 188),
  // and the whole sheet inline would make every page sent once twice the bytes to compress and to send.
  // Should choosing fail, the page carries the whole sheet, as the app shell does: it is sent either way.
  const styles = await pageStyles(shell.styles, page.html, page.dialogs?.words).catch(() => undefined);
  const body = Buffer.from(pageDocument(shell, page, path, styles));
  return {
    status: page.status,
    passes: page.passes,
    clockPrecisionMs: page.clockPrecisionMs,
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    // A page answering an error is never kept (page-renderer.ts), so it is compressed as one sent once.
    compressed: body.length < MIN_COMPRESS_BYTES ? null : compressNow(body, encodings, page.status < 400 ? compression : 'once'),
  };
}
