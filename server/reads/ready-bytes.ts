/**
 * An answer prepared once and sent many times: its bytes, a compressed copy (Brotli or gzip,
 * content-encoding.ts) made the first time a client asks for one, a strong ETag (a hash of the exact
 * bytes, so equal tags mean equal bytes), and its headers,
 * so that sending it is a lookup and a write.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { chosenEncoding, compress, MIN_COMPRESS_BYTES, type Encoding } from '../http/content-encoding';

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

/** What was already worked out elsewhere (a render thread): the strong tag, and the compressed copies or null for none. */
export interface Precomputed {
  etag: string;
  compressed: Partial<Record<Encoding, Uint8Array>> | null;
}

export class ReadyBytes {
  readonly etag: string;
  readonly plain: Encoded;
  private readonly compressible: boolean;
  private readonly copies = new Map<Encoding, Encoded | Promise<Encoded>>();

  constructor(
    readonly body: Uint8Array,
    private readonly sendAs: SendAs,
    precomputed?: Precomputed,
  ) {
    this.etag = precomputed?.etag ?? `"${createHash('sha1').update(body).digest('base64url')}"`;
    this.compressible = precomputed ? precomputed.compressed !== null : body.length >= MIN_COMPRESS_BYTES;
    this.plain = { bytes: view(body), headers: this.headers(this.etag, body.length) };
    for (const [encoding, bytes] of Object.entries(precomputed?.compressed ?? {}) as [Encoding, Uint8Array][])
      this.copies.set(encoding, this.encoded(bytes, encoding));
  }

  /** A compressed copy as sent: another representation, so a strong tag of its own. */
  private encoded(bytes: Uint8Array, encoding: Encoding): Encoded {
    return { bytes: view(bytes), headers: this.headers(`${this.etag.slice(0, -1)}-${encoding}"`, bytes.length, encoding) };
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

  /** The compressed copy the client takes (or the bytes as they are), made once, off the main thread. */
  encodingFor(acceptEncoding: string | undefined): Encoded | Promise<Encoded> {
    const encoding = this.compressible ? chosenEncoding(acceptEncoding) : null;
    if (!encoding) return this.plain;
    const copy = this.copies.get(encoding);
    if (copy) return copy;
    // An answer is made on a request's path and may change soon: compressed fast, as web servers do.
    const making = compress(this.body, encoding, 'once').then((bytes) => {
      const made = this.encoded(bytes, encoding);
      this.copies.set(encoding, made);
      return made;
    });
    this.copies.set(encoding, making);
    return making;
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
 * Sends prepared bytes: 304 when the client has them, compressed when it takes that, no body for HEAD.
 * Synchronous unless the compressed copy is still being made (once per answer and encoding).
 */
export function sendReady(c: Context, ready: ReadyBytes, status: number, extra?: Record<string, string>): Response | Promise<Response> {
  const encoded = ready.encodingFor(c.req.header('Accept-Encoding'));
  return encoded instanceof Promise ? encoded.then((e) => respond(c, e, status, extra)) : respond(c, encoded, status, extra);
}
