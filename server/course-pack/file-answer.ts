/**
 * Sends a pack file whole or in part (RFC 9110 ranges): a video element asks for ranges to seek, and a
 * download cut short asks for the rest. One range at a time (several are answered whole, as the RFC
 * allows); `If-Range` with another version gets the whole new file; a range past the end is a 416.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FileFacts } from './file-facts';

export type ByteRange = { start: number; end: number };

/** The one range a `Range` header asks for; null to send the whole file; 'unsatisfiable' for a 416. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from.length > 15 || to.length > 15) return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== '' && Number(to) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}

export interface FileRequest {
  method: string;
  range?: string;
  ifRange?: string;
  ifNoneMatch?: string;
}

/** A pack file's answer: private to the person asking (decision 160), its version as a strong ETag. */
export function fileAnswer(request: FileRequest, facts: FileFacts, contentType: string): Response {
  const etag = `"${facts.version}"`;
  const headers = new Headers({
    'Content-Type': contentType,
    ETag: etag,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, no-cache',
    Vary: 'Cookie',
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  const wanted = request.ifRange !== undefined && request.ifRange !== etag ? null : parseRange(request.range, facts.bytes);
  if (wanted === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${facts.bytes}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = wanted ?? { start: 0, end: facts.bytes - 1 };
  headers.set('Content-Length', String(Math.max(0, end - start + 1)));
  if (wanted) headers.set('Content-Range', `bytes ${start}-${end}/${facts.bytes}`);
  const status = wanted ? 206 : 200;
  if (request.method === 'HEAD' || facts.bytes === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(facts.path, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
