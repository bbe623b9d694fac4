import { secureHeaders } from 'hono/secure-headers';

/**
 * Scripts only from our own origin: the pages have no inline script (src/contract/app-shell.ts, decision 123);
 * no framing. Inline styles stay allowed because every page inlines the stylesheet, and React's `style`
 * props and the design tokens set per element need them.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
