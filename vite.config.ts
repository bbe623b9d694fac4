import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { minifySync, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { isStaffOnly, SHELL_ONLY_ATTRIBUTE, STAFF_CHUNKS } from './src/contract/screen-map';

/** Names this build: it busts persisted query caches and tells two deployments apart (APP_VERSION overrides). */
const APP_VERSION =
  process.env.APP_VERSION ?? (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Where `npm run dev` proxies API and upload requests (scripts/dev.mjs starts the API there). */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8787';

/**
 * What index.html needs so a page paints without waiting on anything else (decision 64):
 * - the site's one stylesheet (8 KB gzip) inlined, so nothing blocks the first paint: the service
 *   worker's app shell, which may render any route, carries all of it, offline too; a server-rendered
 *   page keeps only the rules its HTML uses (server/http/critical-css.ts) and boot.js links the whole
 *   sheet once the page is on screen;
 * - the app's scripts asked for only after that first paint: the one script is src/boot.js, inlined, which
 *   reads the entry and the modules it imports statically (two meta tags) and loads them then, with the
 *   manifest and icon links (a template), so that nothing but the page is fetched before it paints. On a slow
 *   line the scripts would otherwise share the connection with the page and hold its first paint back;
 *   the app shell (an empty #root, served by the service worker) starts at once.
 */
/**
 * The libraries boot.js evaluates one task each, in this order, before the app's own chunk: React with its
 * scheduler, then the query cache and the router (which import React). With the libraries inside it, the
 * app's chunk took 12–17 ms to evaluate on the bench machine: one long task just after the first paint
 * (decision 89).
 */
const VENDOR_CHUNKS = ['react', 'libs'] as const;

function firstPaintHead(): Plugin {
  return {
    name: 'academy:first-paint-head',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const inlined = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return tag;
          // The file stays: a server-rendered page inlines only the rules it uses, and boot.js links the
          // whole sheet after the first paint (server/http/critical-css.ts).
          return `<style>${String(asset.source).trim()}</style><meta name="app-stylesheet" content="/${file}">`;
        });
        const statics = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (statics.has(file) || chunk?.type !== 'chunk') return;
          statics.add(file);
          chunk.imports.forEach(visit);
        };
        ctx.chunk?.imports.forEach(visit);
        // main.tsx imports the saved-data restorer at once (the app shell awaits it before rendering).
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/src/offline/restore-queries.ts')) visit(chunk.fileName);
        // src/boot.js, inlined, imports the entry and preloads its modules after the first paint.
        const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
        const src = entry.exec(inlined)?.[1];
        if (!src) throw new Error('index.html: the entry script was not found');
        const modules = [...statics].map((file) => `/${file}`).join(' ');
        const vendors = VENDOR_CHUNKS.map((name) => [...statics].find((file) => bundle[file]?.name === name)).filter(Boolean);
        const screens = JSON.stringify(screenModules(bundle, statics));
        const boot = minifySync('boot.js', readFileSync(new URL('./src/boot.js', import.meta.url), 'utf8'), { module: true }).code.trim();
        // The manifest and icon links wait in a template for boot.js (it adds them after the first paint).
        const afterPaint: string[] = [];
        const head = inlined.replace(/<link rel="(?:manifest|icon|apple-touch-icon)"[^>]*>\s*/g, (link) => {
          afterPaint.push(link.trim());
          return '';
        });
        // The app shell (the service worker's answer, from its cache) has nothing to paint before the app
        // runs: its code is asked for as the parser meets these, not after the whole document is read.
        // A server-rendered page drops them (server/http/page-template.ts): its code waits for its paint.
        const shellPreloads = [src, ...[...statics].map((file) => `/${file}`)]
          .map((href) => `<link rel="modulepreload" href="${href}" ${SHELL_ONLY_ATTRIBUTE}>`)
          .join('');
        // Until then an empty icon, or the browser would ask for /favicon.ico (a 404) as the page loads.
        // Function replacements only: a `$` in what is put in would otherwise be read as a pattern.
        const endOfHead =
          `<meta name="app-entry" content="${src}"><meta name="app-modules" content="${modules}">` +
          (vendors.length ? `<meta name="app-vendor" content="${vendors.map((file) => `/${file}`).join(' ')}">` : '') +
          `<script type="application/json" id="app-screens">${screens}</script>` +
          `<template id="after-paint">${afterPaint.join('')}</template></head>`;
        return head
          .replace(/<meta charset="UTF-8" \/>/, (charset) => charset + shellPreloads)
          .replace('</title>', () => '</title><link rel="icon" href="data:," data-until-paint>')
          .replace(entry, () => `<script type="module">${boot}</script>`)
          .replace('</head>', () => endOfHead);
      },
    },
  };
}

/**
 * Each route's screen and every chunk it imports, beyond the entry's own (decision 74): boot.js and the
 * router ask for them all at once, instead of learning of each level of imports from the one before
 * (three round trips to the service worker for a course page, with modulePreload off). Read from the
 * route table's source: `const X = lazyScreen(() => import('…'))` and `{ path: '…', screen: X`.
 */
function screenModules(bundle: Rollup.OutputBundle, entryChunks: Set<string>) {
  const routesFile = new URL('./src/app/routes.tsx', import.meta.url);
  const source = readFileSync(routesFile, 'utf8');
  const importOf = new Map<string, string>();
  for (const [, name, spec] of source.matchAll(/const (\w+) = lazyScreen\(\(\) => import\('([^']+)'\)\)/g))
    importOf.set(name!, new URL(spec!, routesFile).pathname);
  const chunkOf = (module: string) =>
    Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.replace(/\.tsx?$/, '') === module);
  const files: string[] = [];
  const closure = (name: string) => {
    const module = importOf.get(name);
    const chunk = module && chunkOf(module);
    if (!chunk || chunk.type !== 'chunk') throw new Error(`routes.tsx: no chunk for screen ${name}`);
    const seen = new Set<string>();
    const visit = (file: string) => {
      const c = bundle[file];
      if (seen.has(file) || entryChunks.has(file) || c?.type !== 'chunk') return;
      seen.add(file);
      c.imports.forEach(visit);
    };
    visit(chunk.fileName);
    return [...seen].map((file) => {
      if (!files.includes(file)) files.push(file);
      return files.indexOf(file);
    });
  };
  const routes = [...source.matchAll(/\{ path: '([^']+)', screen: (\w+)/g)].map(([, path, name]) => [path!, closure(name!)] as const);
  if (routes.length === 0) throw new Error('routes.tsx: the route table was not found');
  return { files: files.map((file) => `/${file}`), routes, notFound: closure('NotFoundPage') };
}

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
