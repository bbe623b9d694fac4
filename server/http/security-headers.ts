import { secureHeaders } from 'hono/secure-headers';

/**
 * Scripts only from our own origin, and the one inline script every page has — the start script
 * (src/contract/app-shell.ts, decision 185) — by the hash of its text, which the build writes in the app
 * shell: no other inline script runs, injected or not. No framing. Inline styles stay allowed because every
 * page inlines its rules, and React's `style` props and the design tokens set per element need them.
 *
 * `startScriptHash` answers the hash of the build being served (null before there is one).
 */
export const securityHeaders = (startScriptHash: () => string | null) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", () => quotedHash(startScriptHash())],
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

/** A hash source as the policy writes it; nothing when there is no build (hono joins the parts with spaces). */
const quotedHash = (hash: string | null) => (hash ? `'${hash}'` : '');
