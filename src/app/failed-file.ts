/**
 * Which of the site's files an import or a preload failed on, and whether the server still has it: a
 * stale build's file is gone (404, 410), one cut off on the way is still there (stale-build.ts).
 */

/**
 * The site's file an error names: Chromium and Firefox put the module's address in a failed import's
 * message, Vite the stylesheet's path in a failed preload's (the build's files are all under /assets/).
 * `fallback` when it names none of ours.
 */
export function failedFile(error: unknown, pageUrl: string, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const named = /https?:\/\/[^\s'"()]+|\/assets\/[^\s'"()]+/.exec(message)?.[0];
  if (!named) return fallback;
  try {
    const url = new URL(named, pageUrl);
    return url.origin === new URL(pageUrl).origin ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/** True only when the server answers that the file is not there; no answer (offline, lie-fi) is false. */
export async function fileGone(url: string, timeoutMs = 5_000): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}
