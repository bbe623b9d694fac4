/**
 * Which of the site's files an import or a preload failed on, and whether the server still has it: a
 * stale build's file is gone, one cut off on the way is still there (stale-build.ts, decision 189).
 */
import { headOf } from '../offline/ask-server';

/** The build's files are all under /assets/ (scripts, the stylesheet, the PDF reader's code). */
const ASSETS = '/assets/';

/**
 * The site's file an error names: Chromium and Firefox put the module's address in a failed import's
 * message, Vite 8 the stylesheet's address in a failed preload's ("Unable to preload CSS for …"). Only a
 * file of ours under /assets/ counts, without the sentence's closing punctuation; `fallback` otherwise.
 */
export function failedFile(error: unknown, pageUrl: string, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const named = /https?:\/\/[^\s'"()<>]+|\/assets\/[^\s'"()<>]+/.exec(message)?.[0]?.replace(/[.,;:!?\u2019\u201d]+$/, '');
  if (!named) return fallback;
  try {
    const url = new URL(named, pageUrl);
    return url.origin === new URL(pageUrl).origin && url.pathname.startsWith(ASSETS) ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/**
 * True only when the server answers that the file is not there: 404 or 410 from our own server, 403 from a
 * bucket that hides what it does not have, any other 4xx but a timeout or a rate limit, or a page where a
 * script or stylesheet should be (a host that answers every unknown path with its index.html). No answer
 * (offline, lie-fi) or a 5xx is false.
 */
export async function fileGone(url: string, timeoutMs = 5_000): Promise<boolean> {
  const response = await headOf(url, timeoutMs);
  if (!response) return false;
  const { status } = response;
  // 408 and 429 speak of the request's timing and pace, not of the file.
  if (status >= 400 && status < 500) return status !== 408 && status !== 429;
  return response.ok && /\.(m?js|css)$/.test(new URL(url).pathname) && (response.headers.get('Content-Type') ?? '').startsWith('text/html');
}
