/**
 * A start on a device that keeps downloads (after-start.ts, only then): downloads under way go on, and each
 * kept course is checked against the academy now and whenever the connection comes back (decision 163).
 */
import { startDownloads } from './downloads';
import { syncDownloads } from './freshness';

export async function resumeDownloads(): Promise<void> {
  await startDownloads();
  window.addEventListener('online', () => void syncDownloads());
  if (navigator.onLine) await syncDownloads();
}
