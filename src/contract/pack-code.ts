/**
 * Where the build puts the code of the course pack's PDF reader (pdf.js, issue 40, decision 164): never
 * precached (some 500 KB that most visitors never use); the service worker keeps it once it is fetched,
 * which the first download does, so that the reader opens offline (sw/course-pack.ts).
 */
export const PACK_CODE = 'assets/pack';

/**
 * A chunk is the reader's own when every module in it is pdf.js or the PDF view (src/ui/pdf-view/). The
 * worker's address (`?url`, a line of text that pages warming the reader import) is not: it is precached.
 */
export function isPackCode(moduleIds: readonly string[]): boolean {
  const own = /[\\/](node_modules[\\/]pdfjs-dist[\\/]|src[\\/]ui[\\/]pdf-view[\\/])/;
  return moduleIds.length > 0 && moduleIds.every((id) => own.test(id) && !id.includes('?url'));
}

/** pdf.js's worker, an asset of its own (imported by its URL). */
export const isPackAsset = (names: readonly string[]) => names.some((name) => name.startsWith('pdf.worker'));

/** The build's chunk names (build/chunks.ts), with the reader's chunks in their own folder. */
export const withPackChunks =
  <C extends { moduleIds: readonly string[] }>(names: (chunk: C) => string) =>
  (chunk: C): string =>
    isPackCode(chunk.moduleIds) ? `${PACK_CODE}/[name]-[hash].js` : names(chunk);

/** The build's asset names (Vite's default), with pdf.js's worker beside the reader's chunks. */
export const packAssetFileNames = (asset: { names: readonly string[] }): string =>
  isPackAsset(asset.names) ? `${PACK_CODE}/[name]-[hash][extname]` : 'assets/[name]-[hash][extname]';

/** The precache list without the reader's code (the build lists every script it wrote). */
export const withoutPackCode = <T extends string | { url: string }>(entries: readonly T[]): T[] =>
  entries.filter((entry) => !(typeof entry === 'string' ? entry : entry.url).replace(/^\//, '').startsWith(`${PACK_CODE}/`));
