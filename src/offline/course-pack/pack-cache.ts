/**
 * The bytes of downloaded notes, PDFs and lessons (decision 162): one cache of their own, apart from the
 * catalogue's caches and the outbox, which nothing here ever empties to make room. The service worker answers
 * the pack's paths from it (ranges included), so a kept lesson plays and seeks offline.
 */
export const PACK_CACHE = 'course-pack';

/** Same-origin path or absolute URL → the key the cache uses. */
const keyOf = (url: string) => new URL(url, self.location.origin).href;

export async function putPackFile(url: string, body: Blob, contentType: string, version: string): Promise<void> {
  const cache = await caches.open(PACK_CACHE);
  const headers = { 'Content-Type': contentType, 'Content-Length': String(body.size), ETag: `"${version}"` };
  await cache.put(keyOf(url), new Response(body, { status: 200, headers }));
}

/** A kept response, as the browser keeps it (a Background Fetch's answer, say). */
export async function putPackResponse(url: string, response: Response): Promise<void> {
  await (await caches.open(PACK_CACHE)).put(keyOf(url), response);
}

export async function packFileKept(url: string): Promise<boolean> {
  return (await (await caches.open(PACK_CACHE)).match(keyOf(url))) !== undefined;
}

export async function readPackFile(url: string): Promise<Response | undefined> {
  if (typeof caches === 'undefined') return undefined;
  return (await caches.open(PACK_CACHE)).match(keyOf(url));
}

export async function deletePackFiles(urls: readonly string[]): Promise<void> {
  if (urls.length === 0 || typeof caches === 'undefined') return;
  const cache = await caches.open(PACK_CACHE);
  await Promise.all(urls.map((url) => cache.delete(keyOf(url))));
}

/** Every URL in the cache (a file the records no longer name is dropped at the next sync). */
export async function packCacheUrls(): Promise<string[]> {
  if (typeof caches === 'undefined') return [];
  return (await (await caches.open(PACK_CACHE)).keys()).map((request) => new URL(request.url).pathname);
}
