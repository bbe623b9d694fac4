/**
 * Where a "Login" or "Enroll Now" link leads before the app runs (decision 124): `/login`, which the
 * server renders, with the page to come back to. Once the app runs, the same links open the login dialog
 * over the page instead.
 */
export const LOGIN_PATH = '/login';

/** `/login?next=/courses/c/1`: back to `next` after logging in. */
export const loginPath = (next: string): string => (next && next !== '/' ? `${LOGIN_PATH}?next=${encodeURIComponent(next)}` : LOGIN_PATH);

/**
 * The page to return to after logging in: a path of this site only (one leading slash, no scheme, no
 * backslash), or null — never another site (an open redirect).
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  try {
    const url = new URL(next, 'https://academy.invalid');
    return url.origin === 'https://academy.invalid' ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
