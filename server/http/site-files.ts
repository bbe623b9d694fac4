/**
 * Which files of the build folder are the public site. An allow-list, not a deny-list: the build also
 * holds the server renderer (ssr/), Vite's manifest (.vite/) and the build hash, and whatever a future
 * build step leaves there stays private unless it is named here.
 */
const SITE_FOLDERS = new Set(['assets', 'icons', 'images', 'media', 'screenshots']);
const SITE_FILES = /^\/(?:index\.html|sw\.js|manifest\.webmanifest|robots\.txt|favicon\.ico|workbox-[\w-]+\.js)$/;

/** `rel` is the path inside the build folder, with a leading slash, already normalised. */
export function isSiteFile(rel: string): boolean {
  // Source maps, and the compressed copies the build keeps beside a file (sent in its place, never by their own name).
  if (rel.split('/').some((segment) => segment.startsWith('.')) || /\.(?:map|br|gz)$/.test(rel)) return false;
  if (SITE_FILES.test(rel)) return true;
  const folder = rel.split('/')[1] ?? '';
  return SITE_FOLDERS.has(folder) && rel.split('/').length > 2;
}
