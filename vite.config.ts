import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig } from 'vite';
import { appShell } from './build/app-shell';
import { chunkFileNames, codeSplitting } from './build/chunks';
import { pwa } from './build/pwa';
import { packAssetFileNames, withPackChunks } from './src/contract/pack-code';

/** Names this build: it busts persisted query caches and tells two deployments apart (APP_VERSION overrides). */
const APP_VERSION =
  process.env.APP_VERSION ?? (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Where `npm run dev` proxies API and upload requests (scripts/dev.mjs starts the API there). */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8787';

/**
 * Vite's logger without one false alarm: a CSS module that composes a class of another file
 * (`composes: card from '…/cards.module.css'`) gets `:import` rules with no source file, and Vite's url() rewriter
 * warns about each such declaration, though they hold no url() and are gone from the output (vite 8.3).
 */
function quietLogger() {
  const logger = createLogger();
  const composesImport = /did not pass the `from` option to `postcss\.parse`/;
  const { warn, warnOnce } = logger;
  logger.warn = (message, options) => void (composesImport.test(message) || warn(message, options));
  logger.warnOnce = (message, options) => void (composesImport.test(message) || warnOnce(message, options));
  return logger;
}

export default defineConfig(({ isSsrBuild }) => ({
  customLogger: quietLogger(),
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
  },
  // The server renderer (`vite build --ssr`, scripts/build.mjs) is no PWA: no manifest, no worker, no shell.
  plugins: [react(), !isSsrBuild && pwa(), !isSsrBuild && appShell()],
  // The server renderer needs no copy of public/: the site's files are served from the client build.
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/lib/sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  // Self-contained: the renderer runs from wherever DIST_DIR is, node_modules or not.
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': API_TARGET, '/uploads': API_TARGET },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    // One stylesheet for the whole site, inlined into every page (src/contract/app-shell.ts).
    cssCodeSplit: false,
    // A first visit links its chunks itself (app-shell.ts); later screens come from the service worker.
    modulePreload: false,
    // .vite/manifest.json: scripts/bundle-sizes.mjs follows it to measure each route's first load.
    manifest: !isSsrBuild,
    sourcemap: false,
    // The renderer is one .mjs file, so the server can load a replaced build beside the old one. The PDF
    // reader's code (pdf.js and its worker) has a folder of its own, never precached (issue 40, decision 164).
    rolldownOptions: isSsrBuild
      ? { output: { codeSplitting: false, entryFileNames: '[name].mjs' } }
      : { output: { codeSplitting, chunkFileNames: withPackChunks(chunkFileNames), assetFileNames: packAssetFileNames } },
  },
}));
