/**
 * What the log must not keep: secrets that travel in a path (the calendar feed's token) and what a
 * browser's error report may quote (addresses with their query strings, e-mails, phone numbers).
 */

/**
 * A path segment that looks like a random token: 20 or more base64url characters, with an optional
 * extension (`<token>.ics`). UUIDs are record ids, not secrets, and stay readable.
 */
const TOKEN_SEGMENT = /^([A-Za-z0-9_-]{20,})(\.[A-Za-z0-9]{1,8})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/api/calendar/<43 characters>.ics` → `/api/calendar/[token].ics`. */
export function maskPathTokens(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      const token = TOKEN_SEGMENT.exec(segment);
      return token && !UUID.test(token[1]!) ? `[token]${token[2] ?? ''}` : segment;
    })
    .join('/');
}

/**
 * An absolute URL or a path, then its query string: up to a space, quote, bracket or fragment, or to the
 * `:line:column` a stack frame puts after the address (kept: it is where the error happened).
 */
const QUERY_STRING = /((?:\bhttps?:\/\/|\/)[^\s?#'"()<>]*)\?[^\s#'"()<>]*?(?=(?::\d+){1,2}(?![^\s#'"()<>])|[\s#'"()<>]|$)/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Ten digits (a mobile number), alone or after +91, 91 or 0, with the spaces and dashes people type. */
const PHONE = /(?<![\d+])(?:(?:\+|00)?91[\s-]?|0)?\d{5}[\s-]?\d{5}(?!\d)/g;

/** A browser's text with query strings, e-mail addresses and phone numbers taken out. */
export function scrubClientText(text: string): string {
  return text
    .replace(QUERY_STRING, (_, before: string) => before)
    .replace(EMAIL, () => '[email]')
    .replace(PHONE, () => '[phone]');
}

/** A path as a browser reported it: no query string, no fragment, no token. */
export function scrubClientPath(path: string): string {
  return maskPathTokens(scrubClientText(path.replace(/[?#][\s\S]*$/, '')));
}
