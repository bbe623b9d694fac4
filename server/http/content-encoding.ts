/**
 * The compressed copies the server sends (decision 184): Brotli to clients that take it — every browser
 * does, on HTTPS and on localhost — gzip to the rest. Brotli is some 15 % smaller on the site's pages and
 * scripts: on a slow line a page fits in fewer round trips and the app's code arrives sooner.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed copy saves less than its header costs. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * How hard to work: `kept` for bytes sent many times (built files, kept pages: compressed once, as well as
 * the format can), `once` for bytes sent once or made on the request's path (as web servers compress what
 * they generate: a fraction of the CPU, some 10 % more bytes).
 */
export type Effort = 'kept' | 'once';
const BROTLI_QUALITY: Record<Effort, number> = { kept: 11, once: 4 };
const GZIP_LEVEL: Record<Effort, number> = { kept: 9, once: 1 };

const brotliOptions = (bytes: Uint8Array, effort: Effort) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort], [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
});
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The copies asked for, now (a render thread, off the main one). */
export function compressNow(bytes: Uint8Array, encodings: readonly Encoding[], effort: Effort): Partial<Record<Encoding, Buffer>> {
  const copies: Partial<Record<Encoding, Buffer>> = {};
  for (const encoding of encodings)
    copies[encoding] =
      encoding === 'br' ? brotliCompressSync(bytes, brotliOptions(bytes, effort)) : gzipSync(bytes, { level: GZIP_LEVEL[effort] });
  return copies;
}

/** One copy, on libuv's threads. */
export function compress(bytes: Uint8Array, encoding: Encoding, effort: Effort): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(bytes, brotliOptions(bytes, effort)) : gzipAsync(bytes, { level: GZIP_LEVEL[effort] });
}

/** The copy to send for this Accept-Encoding, Brotli first; null: the bytes as they are. */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}
