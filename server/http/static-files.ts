/**
 * Serves files from a folder: content type, ETag/If-None-Match, Brotli and gzip copies prepared once per
 * file version (the built PWA is immutable while the server runs, so compressing it per request would be
 * waste), on libuv's threads.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { chosenEncoding, compress, MIN_COMPRESS_BYTES, type Encoding } from './content-encoding';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml']);

/** A body ready to send, compressed once. */
export interface SendableBody {
  body: Buffer;
  /** Its Brotli and gzip copies, null when not worth making. */
  compressed: Record<Encoding, Buffer> | null;
  type: string;
  etag: string;
}

interface CachedFile extends SendableBody {
  mtimeMs: number;
  size: number;
}

export class StaticFolder {
  private readonly cache = new Map<string, Promise<CachedFile>>();
  constructor(readonly root: string) {}

  /** The absolute path of `urlPath` inside the folder, or null if it escapes it or is malformed. */
  resolve(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const full = normalize(join(this.root, decoded));
    return full === this.root || full.startsWith(this.root + sep) ? full : null;
  }

  /**
   * Like `resolve`, but null for a path with a segment that starts with a dot: hidden files are not
   * for visitors (an upload is written under a temporary dot-name before it is renamed).
   */
  resolveVisible(urlPath: string): string | null {
    const full = this.resolve(urlPath);
    const hidden = full
      ?.slice(this.root.length + 1)
      .split(sep)
      .some((segment) => segment.startsWith('.'));
    return hidden ? null : full;
  }

  async load(fullPath: string): Promise<CachedFile | null> {
    let info;
    try {
      info = await stat(fullPath);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const cached = await this.cache.get(fullPath)?.catch(() => null);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    // One preparation per file version, however many ask for it meanwhile.
    const preparing = this.prepare(fullPath, info.mtimeMs, info.size);
    this.cache.set(fullPath, preparing);
    return preparing;
  }

  private async prepare(fullPath: string, mtimeMs: number, size: number): Promise<CachedFile> {
    const body = await readFile(fullPath);
    const ext = extname(fullPath).toLowerCase();
    const worth = COMPRESSIBLE.has(ext) && body.length >= MIN_COMPRESS_BYTES;
    const [br, gzip] = worth ? await Promise.all([compress(body, 'br', 'kept'), compress(body, 'gzip', 'kept')]) : [];
    return {
      mtimeMs,
      size,
      body,
      compressed: br && gzip ? { br, gzip } : null,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"`,
    };
  }
}

export interface SendOptions {
  /** 200 unless said. */
  status?: number;
  /** Request headers the body depends on besides Accept-Encoding. */
  varyAlso?: string[];
}

/** Sends a body with its ETag (304 on If-None-Match), compressed when the client takes that, nothing for HEAD. */
export function sendFile(c: Context, file: SendableBody, cacheControl: string, options: SendOptions = {}): Response {
  const headers = new Headers({ 'Content-Type': file.type, 'Cache-Control': cacheControl, ETag: file.etag });
  const vary = [...(file.compressed ? ['Accept-Encoding'] : []), ...(options.varyAlso ?? [])];
  if (vary.length) headers.set('Vary', vary.join(', '));
  if (c.req.header('If-None-Match') === file.etag) return new Response(null, { status: 304, headers });
  const encoding = file.compressed ? chosenEncoding(c.req.header('Accept-Encoding')) : null;
  const body = encoding ? file.compressed![encoding] : file.body;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: options.status ?? 200, headers });
}
