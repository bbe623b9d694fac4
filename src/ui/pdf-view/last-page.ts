/** The page each PDF was last read at, on this device (decision 164): the reader opens there next time. */
const KEY = 'codesmart-reader-pages';
const MAX_DOCUMENTS = 200;

/** A PDF is known by its path without the course (one file shared by two courses is one document). */
const documentOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

function readAll(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function lastPage(url: string): number {
  const page = readAll()[documentOf(url)];
  return typeof page === 'number' && Number.isInteger(page) && page > 0 ? page : 1;
}

export function rememberPage(url: string, page: number): void {
  const all = readAll();
  delete all[documentOf(url)];
  all[documentOf(url)] = page;
  // The oldest first: a device that read hundreds of PDFs forgets the earliest.
  const kept = Object.entries(all).slice(-MAX_DOCUMENTS);
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused: the reader then opens at page 1.
  }
}
