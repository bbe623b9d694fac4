/**
 * The build's last step (decision 210): a Brotli and a gzip copy beside every file of the site the server sends
 * compressed, made once here rather than by the server at its first request for each file. As Brotli's best, the
 * PDF reader's 1.2 MB worker alone takes some 2 s of a core; a new server's first visitors waited for all of it.
 * `node --import tsx scripts/precompress.ts <build folder>`
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isSiteFile } from '../server/http/site-files';
import { COMPRESSED_COPY_SUFFIX, compressedCopies, worthCompressing } from '../server/http/static-files';

/** Writes the copies of every site file of `folder` worth compressing; answers how many files. */
export async function precompressSite(folder: string): Promise<number> {
  const names = await readdir(folder, { recursive: true, encoding: 'utf8' });
  const files: string[] = [];
  for (const name of names) {
    const rel = '/' + name.split('\\').join('/');
    if (!isSiteFile(rel)) continue;
    const info = await stat(join(folder, name));
    if (info.isFile() && worthCompressing(name, info.size)) files.push(join(folder, name));
  }
  // All at once: zlib's work runs on libuv's threads, as many at a time as it has.
  await Promise.all(
    files.map(async (file) => {
      const copies = await compressedCopies(await readFile(file));
      await Promise.all(
        Object.entries(copies).map(([encoding, bytes]) =>
          writeFile(file + COMPRESSED_COPY_SUFFIX[encoding as keyof typeof COMPRESSED_COPY_SUFFIX], bytes),
        ),
      );
    }),
  );
  return files.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = resolve(process.argv[2] ?? 'dist');
  const started = Date.now();
  const count = await precompressSite(folder);
  console.log(`precompressed ${count} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
