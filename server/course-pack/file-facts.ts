/**
 * The size and version of an uploaded file, for a pack's list and its answers. The version is a hash of
 * the bytes (a strong ETag): a file staff replace under the same name still reads as changed on the
 * device. Hashed once per file state (size and modification time), in a stream: lesson videos are large.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

export interface FileFacts {
  path: string;
  bytes: number;
  version: string;
}

const known = new Map<string, { mtimeMs: number; size: number; facts: Promise<FileFacts> }>();

/** Facts of the file at `path`, or null when there is no such file. */
export async function fileFacts(path: string): Promise<FileFacts | null> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return null;
  }
  if (!info.isFile()) return null;
  const seen = known.get(path);
  if (seen && seen.mtimeMs === info.mtimeMs && seen.size === info.size) return seen.facts;
  const facts = hashOf(path).then((hash) => ({ path, bytes: info.size, version: hash }));
  known.set(path, { mtimeMs: info.mtimeMs, size: info.size, facts });
  facts.catch(() => known.delete(path));
  return facts;
}

function hashOf(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('base64url').slice(0, 27)));
  });
}
