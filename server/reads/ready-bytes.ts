/**
 * An answer prepared once and sent many times: its bytes, a gzip copy made the first time a client asks
 * for one, a strong ETag (a hash of the exact bytes, so equal tags mean equal bytes), and its headers,
 * so that sending it is a lookup and a write.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';

const gzipAsync = promisify(gzip);
/** Below this a gzip copy saves less than its header costs. */
const MIN_GZIP_BYTES = 1024;

/** How an answer is always sent: its type, its caching, and the request headers it depends on. */
export interface SendAs {
  type: string;
  cacheControl: string;
  /** Request headers the body depends on besides Accept-Encoding. */
  varyAlso?: readonly string[];
}

/** One encoding of the answer, ready to send: the bytes and every header but the per-request ones. */
interface Encoded {
  bytes: Uint8Array<ArrayBuffer>;
  /** Frozen: shared by every response (the server copies it into the response's own headers). */
  headers: Readonly<Record<string, string>>;
}

/** A view of a Buffer's bytes as the Response body takes them (Buffers are never shared memory). */
const view = (bytes: Uint8Array) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);

/** What was already worked out elsewhere (a render thread): the strong tag, and the gzip copy or null for none. */
export interface Precomputed {
  etag: string;
  gzip: Uint8Array | null;
}

export class ReadyBytes {
  readonly etag: string;
  readonly plain: Encoded;
  private readonly compressible: boolean;
  private gzipped: Encoded | null = null;
  private gzipping: Promise<Encoded> | null = null;

  constructor(
    readonly body: Uint8Array,
    private readonly sendAs: SendAs,
    precomputed?: Precomputed,
  ) {
    this.etag = precomputed?.etag ?? `"${createHash('sha1').update(body).digest('base64url')}"`;
    this.compressible = precomputed ? precomputed.gzip !== null : body.length >= MIN_GZIP_BYTES;
    this.plain = { bytes: view(body), headers: this.headers(this.etag, body.length) };
    if (precomputed?.gzip) this.gzipped = this.encoded(precomputed.gzip);
  }

  /** The gzip copy as sent: another representation, so a strong tag of its own. */
  private encoded(gzip: Uint8Array): Encoded {
    return { bytes: view(gzip), headers: this.headers(`${this.etag.slice(0, -1)}-gzip"`, gzip.length, 'gzip') };
  }

  private headers(etag: string, length: number, encoding?: string): Readonly<Record<string, string>> {
    const vary = [...(this.compressible ? ['Accept-Encoding'] : []), ...(this.sendAs.varyAlso ?? [])];
    return Object.freeze({
      'Content-Type': this.sendAs.type,
      'Cache-Control': this.sendAs.cacheControl,
      ETag: etag,
      ...(vary.length ? { Vary: vary.join(', ') } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Content-Length': String(length),
    });
  }

  /** The gzip copy when the client takes gzip (null: send the bytes as they are), made once, off the main thread. */
  encodingFor(acceptEncoding: string | undefined): Encoded | Promise<Encoded> {
    if (!this.compressible || !/\bgzip\b/.test(acceptEncoding ?? '')) return this.plain;
    if (this.gzipped) return this.gzipped;
    this.gzipping ??= gzipAsync(this.body, { level: 6 }).then((bytes) => (this.gzipped = this.encoded(bytes)));
    return this.gzipping;
  }
}

/** Whether If-None-Match names this tag (a list, `*`, or a weak form of it all count, as RFC 9110 says for GET). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function respond(c: Context, encoded: Encoded, status: number, extra: Record<string, string> | undefined): Response {
  const headers = extra ? { ...encoded.headers, ...extra } : encoded.headers;
  // Only a success can be revalidated: a 404 page or answer is sent whole each time.
  if (status === 200 && matchesTag(c.req.header('If-None-Match'), encoded.headers.ETag!)) {
    const { 'Content-Length': _length, ...unchanged } = headers;
    return new Response(null, { status: 304, headers: unchanged });
  }
  return new Response(c.req.method === 'HEAD' ? null : encoded.bytes, { status, headers });
}

/**
 * Sends prepared bytes: 304 when the client has them, gzip when it takes it, no body for HEAD. Synchronous
 * unless the gzip copy is still being made (once per answer).
 */
export function sendReady(c: Context, ready: ReadyBytes, status: number, extra?: Record<string, string>): Response | Promise<Response> {
  const encoded = ready.encodingFor(c.req.header('Accept-Encoding'));
  return encoded instanceof Promise ? encoded.then((e) => respond(c, e, status, extra)) : respond(c, encoded, status, extra);
}
