/** Set by vite.config.ts at build time. */
declare const __APP_VERSION__: string;
