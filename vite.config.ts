import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaintHead, VENDOR_CHUNKS } from './build/first-paint-head';
import { isStaffOnly, STAFF_CHUNKS } from './src/contract/screen-map';

/** Names this build: it busts persisted query caches and tells two deployments apart (APP_VERSION overrides). */
const APP_VERSION =
  process.env.APP_VERSION ?? (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Where `npm run dev` proxies API and upload requests (scripts/dev.mjs starts the API there). */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8787';

export default defineConfig(({ isSsrBuild }) => ({
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
  },
  plugins: [
    react(),
    // The server renderer (`vite build --ssr`, scripts/build.mjs) is no PWA: no manifest, no worker.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: {
          id: '/',
          name: 'CodeSmart Academy',
          short_name: 'CodeSmart',
          description: 'Courses, mentors and live sessions of CodeSmart Academy, online and offline.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: '#0b1026',
          background_color: '#0b1026',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
          // The richer install dialog shows these (scripts/capture-manifest-screenshots.ts makes them).
          screenshots: [
            {
              src: '/screenshots/home-narrow.png',
              sizes: '390x844',
              type: 'image/png',
              form_factor: 'narrow',
              label: 'Home: courses, mentors and sessions',
            },
            {
              src: '/screenshots/courses-wide.png',
              sizes: '1280x800',
              type: 'image/png',
              form_factor: 'wide',
              label: 'Courses that get you job-ready',
            },
          ],
          shortcuts: [
            { name: 'Courses', url: '/courses', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
            {
              name: 'SkillUp Center',
              short_name: 'SkillUp',
              url: '/book',
              icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
            },
            { name: 'Contact', url: '/contact', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
          ],
        },
        injectManifest: {
          // Icons and pictures are cached at runtime; precaching them too would store them twice.
          globPatterns: ['**/*.{js,css,html}', 'images/*.svg'],
          // The staff console's own chunks are the staff's: cached when they open it (sw.ts), never precached for visitors.
          globIgnores: ['ssr/**', `${STAFF_CHUNKS}/**`],
        },
        devOptions: { enabled: false },
      }),
    // After the PWA plugin, whose manifest link it moves (it rewrites the head that plugin wrote).
    !isSsrBuild && firstPaintHead(),
  ],
  // The server renderer needs no copy of public/: the site's files are served from the client build.
  publicDir: isSsrBuild ? false : 'public',
  ssr: {
    // Self-contained: the renderer runs from wherever DIST_DIR is, node_modules or not.
    noExternal: true,
  },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/uploads': API_TARGET,
    },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    // One stylesheet for the whole site, inlined into index.html (firstPaintHead): a server-rendered page
    // of any route is styled before any script runs (per-route CSS would arrive only with its chunk).
    cssCodeSplit: false,
    // No preload lists: Vite would ship, in the first load, every lazy screen's list of chunks (2 KB of
    // hashed names gzip cannot shrink). A screen's chunks then load as its imports are read — from the
    // service worker's cache after the first visit, where the extra step costs milliseconds (decision 63).
    modulePreload: false,
    // .vite/manifest.json: scripts/bundle-sizes.mjs follows it to measure each route's first load.
    manifest: !isSsrBuild,
    // The renderer is one file, so the server can load a replaced build beside the old one
    // (chunks importing the entry by its plain name would bind to the first copy loaded).
    // .mjs: an ES module wherever DIST_DIR puts it, with or without a package.json saying so.
    rolldownOptions: isSsrBuild
      ? { output: { codeSplitting: false, entryFileNames: '[name].mjs' } }
      : {
          output: {
            // Everything the entry imports statically in one chunk: the same bytes as before, but not a
            // dozen small files (React, its runtime, the words of the shell…) that each cost a request,
            // and offline a lookup in the service worker's cache, before the app can start.
            // React (with its scheduler), then the query cache and the router, are chunks of their own, each
            // evaluated a task before the next and the app (boot.js).
            codeSplitting: {
              groups: [
                { name: VENDOR_CHUNKS[0], test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                {
                  name: VENDOR_CHUNKS[1],
                  test: /[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|wouter|regexparam|use-sync-external-store)[\\/]/,
                  tags: ['$initial'],
                  priority: 2,
                },
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
            chunkFileNames: (chunk) => (isStaffOnly(chunk.moduleIds) ? `${STAFF_CHUNKS}/[name]-[hash].js` : 'assets/[name]-[hash].js'),
          },
        },
    sourcemap: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          environment: 'jsdom',
          include: ['tests/screens/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/screens/global-setup.ts'],
          setupFiles: ['tests/screens/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api-pg',
          environment: 'node',
          include: ['tests/api-pg/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Kill -9 under write load (tests/crash): real server processes, one database at a time.
        test: {
          name: 'crash',
          environment: 'node',
          include: ['tests/crash/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
}));
