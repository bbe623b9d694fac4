/**
 * Whether this device keeps any download: a flag in localStorage, so that a start, a logout or a course page
 * can tell without loading the downloads' code or opening IndexedDB (decision 162: that code loads only when used).
 */
const KEY = 'codesmart-downloads';

export function hasDownloads(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markDownloads(present: boolean): void {
  try {
    if (present) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // No localStorage (a privacy mode): starts then do not sync downloads by themselves.
  }
}
