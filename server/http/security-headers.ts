import { secureHeaders } from 'hono/secure-headers';

/**
 * Scripts only from our own origin, plus the built page's own inline boot script by its hash
 * (`inlineScripts`, server/http/inline-scripts.ts); no framing. Inline styles stay allowed because
 * React's `style` props and the design tokens set per element need them.
 */
export const securityHeaders = (inlineScripts: () => string = () => '') =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", () => inlineScripts()],
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
