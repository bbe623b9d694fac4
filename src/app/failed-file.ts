/**
 * Which of the site's files an import or a preload failed on, and whether the server still has it: a
 * stale build's file is gone (a 4xx), one cut off on the way is still there (stale-build.ts).
 */

/** A 4xx that says nothing about the file: the request's own timing or pace. */
const NOT_ABOUT_THE_FILE = new Set([408, 429]);

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

/**
 * True only when the server answers that the file is not there: 404 or 410 from our own server, 403 from a
 * bucket that hides what it does not have, any other 4xx but a timeout or a rate limit. No answer (offline,
 * lie-fi) or a 5xx is false.
 */
export async function fileGone(url: string, timeoutMs = 5_000): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return response.status >= 400 && response.status < 500 && !NOT_ABOUT_THE_FILE.has(response.status);
  } catch {
    return false;
  }
}
