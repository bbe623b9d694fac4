/**
 * The map the build puts into index.html (build/screen-chunks.ts, decision 74): for each route of
 * the app's table, every chunk its screen needs beyond the entry's. src/boot.js (plain JavaScript,
 * which reads the same shape) and src/app/screen-modules.ts ask for them all at once; the server gives a
 * rendered page only its own route's part (server/http/page-template.ts).
 */
import { patternToRegExp } from './api-routes';

export const SCREEN_MAP_ID = 'app-screens';
/** Marks the app shell's own modulepreload links in index.html; a server-rendered page drops them. */
export const SHELL_ONLY_ATTRIBUTE = 'data-shell-only';

export interface ScreenMap {
  files: string[];
  /** First match wins, as in the router: [pattern, indexes into `files`]. */
  routes: [pattern: string, chunks: number[]][];
  /** The not-found screen's chunks, for a path no pattern matches. */
  notFound: number[];
}

/** Home (and its login modal) is part of the entry: nothing more to fetch. */
const IN_ENTRY = new Set(['/', '/login']);

/** The chunks of the screen at `path`, as URLs. */
export function screenChunks(map: ScreenMap, path: string): string[] {
  if (IN_ENTRY.has(path)) return [];
  const chunks = map.routes.find(([pattern]) => patternToRegExp(pattern).test(path))?.[1] ?? map.notFound;
  return chunks.map((i) => map.files[i]).filter((file): file is string => file !== undefined);
}

/** The map cut down to the screen at `path`: what a page rendered for that path needs. */
export function screenMapFor(map: ScreenMap, path: string): ScreenMap | null {
  const files = screenChunks(map, path);
  if (files.length === 0) return null;
  const own = files.map((_, i) => i);
  const pattern = map.routes.find(([p]) => patternToRegExp(p).test(path))?.[0];
  return pattern ? { files, routes: [[pattern, own]], notFound: [] } : { files, routes: [], notFound: own };
}

/**
 * Where the build puts the chunks only the staff console uses (decision 83): the service worker caches
 * them when staff open the console, and never precaches them for visitors.
 */
export const STAFF_CHUNKS = 'assets/staff';

/** A chunk is the console's own when every module in it is the console's code, words or structs. */
export function isStaffOnly(moduleIds: readonly string[]): boolean {
  const own = /[\\/]src[\\/](features[\\/]staff[\\/]|content[\\/]staff\.ts$|contract[\\/]staff\.ts$)/;
  return moduleIds.length > 0 && moduleIds.every((id) => own.test(id));
}
