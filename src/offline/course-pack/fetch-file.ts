/**
 * Fetches one pack file with its progress, resuming where a lost connection left it: the bytes that came
 * stay in memory, and the next try asks only for the rest (`Range`, with `If-Range` so that a file changed
 * meanwhile comes whole). `cache: 'no-store'` also tells the service worker to ask the server, not the
 * device's older copy of the same path (sw/course-pack.ts).
 */
import type { PackFile } from '../../contract/course-pack';

/** The server answered but will not give the file: no longer enrolled (401, 403) or gone (404). */
export class FileRefused extends Error {
  constructor(readonly status: number) {
    super(`The file was refused (${status})`);
    this.name = 'FileRefused';
  }
}

/** A try that got no usable answer (offline, a cut, a 5xx): worth trying again later. */
export class FileNotReached extends Error {
  constructor(readonly status = 0) {
    super('The file could not be fetched now');
    this.name = 'FileNotReached';
  }
}

interface Partial {
  version: string;
  chunks: Uint8Array[];
  bytes: number;
}

const partials = new Map<string, Partial>();

/** Forgets what came of a file (cancelled, or kept). */
export const dropPartial = (url: string) => partials.delete(url);

const versionOf = (etag: string | null) => etag?.replace(/^W\//, '').replace(/"/g, '') ?? null;

async function ask(file: PackFile, partial: Partial | undefined, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = partial ? { Range: `bytes=${partial.bytes}-`, 'If-Range': `"${partial.version}"` } : {};
  let res: Response;
  try {
    res = await fetch(file.url, { credentials: 'include', cache: 'no-store', headers, signal });
  } catch (err) {
    if (signal.aborted) throw err;
    throw new FileNotReached();
  }
  if (res.status === 401 || res.status === 403 || res.status === 404) throw new FileRefused(res.status);
  if (res.status !== 200 && res.status !== 206) throw new FileNotReached(res.status);
  return res;
}

/** The file's bytes and the version they are; `onBytes` hears how many have come so far. */
export async function fetchFile(
  file: PackFile,
  signal: AbortSignal,
  onBytes: (n: number) => void,
): Promise<{ body: Blob; version: string }> {
  const before = partials.get(file.url);
  const res = await ask(file, before, signal);
  const version = versionOf(res.headers.get('ETag')) ?? file.version;
  const partial: Partial = res.status === 206 && before ? before : { version, chunks: [], bytes: 0 };
  partials.set(file.url, partial);
  onBytes(partial.bytes);
  const reader = res.body?.getReader();
  try {
    for (;;) {
      const next = reader ? await reader.read() : { done: true as const, value: undefined };
      if (next.done) break;
      partial.chunks.push(next.value);
      partial.bytes += next.value.byteLength;
      onBytes(partial.bytes);
    }
  } catch (err) {
    if (signal.aborted) throw err;
    throw new FileNotReached();
  }
  partials.delete(file.url);
  return { body: new Blob(partial.chunks as BlobPart[], { type: file.contentType }), version: partial.version };
}
