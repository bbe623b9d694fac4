/**
 * Serves files from a folder: content type, ETag/If-None-Match, Brotli and gzip copies prepared once per
 * file version (the built PWA is immutable while the server runs, so compressing it per request would be
 * waste): the build's own copies beside the file when it made them (decision 210), else made here, on libuv's threads.
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

/** Is a file of this name and size sent compressed? */
export function worthCompressing(path: string, size: number): boolean {
  return COMPRESSIBLE.has(extname(path).toLowerCase()) && size >= MIN_COMPRESS_BYTES;
}

/** Where the build leaves a file's compressed copies (scripts/precompress.ts): beside it, with these endings. */
export const COMPRESSED_COPY_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The build's copies of a file, or null where it made none or the file is newer than them (replaced since):
 * compressing the PDF reader's 1.2 MB worker as Brotli's best takes seconds, which the first reader waited for.
 */
async function copiesMadeBefore(fullPath: string, mtimeMs: number): Promise<Record<Encoding, Buffer> | null> {
  const read = async (encoding: Encoding) => {
    const copy = fullPath + COMPRESSED_COPY_SUFFIX[encoding];
    const info = await stat(copy);
    if (info.mtimeMs < mtimeMs) throw new Error(`${copy} is older than its file`);
    return readFile(copy);
  };
  try {
    const [br, gzip] = await Promise.all([read('br'), read('gzip')]);
    return { br, gzip };
  } catch {
    return null;
  }
}

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
    const compressed = worthCompressing(fullPath, body.length)
      ? ((await copiesMadeBefore(fullPath, mtimeMs)) ?? (await compressedCopies(body)))
      : null;
    return {
      mtimeMs,
      size,
      body,
      compressed,
      type: TYPES[extname(fullPath).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"`,
    };
  }
}

/** A file's Brotli and gzip copies, as well as the formats can: made once, sent many times. */
export async function compressedCopies(body: Uint8Array): Promise<Record<Encoding, Buffer>> {
  const [br, gzip] = await Promise.all([compress(body, 'br', 'kept'), compress(body, 'gzip', 'kept')]);
  return { br, gzip };
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
