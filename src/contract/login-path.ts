/**
 * Where a "Login" or "Enroll Now" link leads before the app runs (decision 124): `/login`, which the
 * server renders, with the page to come back to. Once the app runs, the same links open the login dialog
 * over the page instead.
 */
export const LOGIN_PATH = '/login';

/** `/login?next=/courses/c/1`: back to `next` after logging in. */
export const loginPath = (next: string): string => (next && next !== '/' ? `${LOGIN_PATH}?next=${encodeURIComponent(next)}` : LOGIN_PATH);

/** Longer than any path of this site: a longer `next` is no path of ours. */
const MAX_NEXT_CHARS = 512;

/**
 * The page to return to after logging in: a path of this site only (one leading slash, no scheme, no
 * backslash, no whitespace or control character, at most 512 characters, and not the login itself, which
 * would only open it again), or null — never another site (an open redirect).
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || next.length > MAX_NEXT_CHARS || !next.startsWith('/') || next.startsWith('//') || /[\\\s\p{Cc}]/u.test(next)) return null;
  try {
    const url = new URL(next, 'https://academy.invalid');
    if (url.origin !== 'https://academy.invalid' || url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
