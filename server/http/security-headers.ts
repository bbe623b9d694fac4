import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { STUDENT_MARK_SCRIPT } from '../../src/contract/app-start';

/** The student mark's text is the source's, not the build's: its hash is known without a build (decision 203). */
const STUDENT_MARK_HASH = `sha256-${createHash('sha256').update(STUDENT_MARK_SCRIPT).digest('base64')}`;

/**
 * Scripts only from our own origin, and the two inline scripts every page has — the start script
 * (src/contract/app-shell.ts, decision 185), by the hash of its text, which the build writes in the app
 * shell, and the student mark (decision 203) — no other inline script runs, injected or not. No framing.
 * Inline styles stay allowed because every page inlines its rules, and React's `style` props and the design
 * tokens set per element need them.
 *
 * `startScriptHash` answers the hash of the build being served (null before there is one).
 */
export const securityHeaders = (startScriptHash: () => string | null): MiddlewareHandler => {
  const everyAnswer = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", () => quotedHash(startScriptHash()), quotedHash(STUDENT_MARK_HASH)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
  });
  return async (c, next) => {
    await everyAnswer(c, next);
    if (isBuiltSubresource(c.req.path, c.res.headers.get('content-type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) c.res.headers.delete(name);
    }
  };
};

/**
 * Headers that mean something only on a document (or a worker's script): a page's policy governs the scripts,
 * styles and fonts it loads, and a response's own is never read for them. On the phone profile (issue 35) they
 * were 0.8 of the 1.1 KB of headers on every code file, more than many of those files' bodies (decision 194).
 * `Strict-Transport-Security` is read from any answer, but one per visit is enough: every page and API answer
 * keeps it. `Referrer-Policy` on a stylesheet would rule the fonts it asks for, and its value is the browser's
 * default. `nosniff` and `Cross-Origin-Resource-Policy` stay: they guard the file itself.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The build's own scripts, styles and fonts (`/assets/`, immutable): never a document, and never a worker's
 * script — pdf.js's worker is `.mjs` and keeps every header, as does anything uploaded (an SVG can be a document).
 */
const SUBRESOURCE_TYPES = ['text/javascript', 'text/css', 'font/woff2'];
const isBuiltSubresource = (path: string, contentType: string | null) =>
  path.startsWith('/assets/') &&
  /\.(js|css|woff2)$/.test(path) &&
  SUBRESOURCE_TYPES.some((type) => contentType?.split(';')[0]?.trim() === type);

/** A hash source as the policy writes it; nothing when there is no build (hono joins the parts with spaces). */
const quotedHash = (hash: string | null) => (hash ? `'${hash}'` : '');
