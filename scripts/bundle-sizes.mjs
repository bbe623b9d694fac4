/**
 * First-load sizes (gzip) of `/` and of every lazily loaded screen, from a build's .vite/manifest.json:
 * a screen's first load is the entry and its static imports plus the screen's chunk and its static
 * imports, JavaScript and CSS counted apart. CSS is the site's one stylesheet (a page inlines its own rules
 * of it and links the file after its paint, decision 184) plus any a chunk would bring along.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PAGE_ROUTES } from '../src/contract/page-routes.ts';

/** Screens and dialogs by module, shared chunks and libraries loaded on first need (sonner) by name: no hashes, so runs compare. */
function lazyName(key, chunk) {
  if (key.startsWith('src/')) return basename(key).replace(/\.(tsx?|jsx?)$/, '');
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(key)?.[1];
  return library ? `library ${library}` : `chunk ${chunk.name ?? basename(chunk.file)}`;
}

/**
 * Whose screen a lazily loaded module is (the route table's `audience`): a public page is what a first
 * visit on a phone opens; the others open from the service worker's cache, after a first visit.
 */
function audienceOf(key) {
  const screen = /^src\/features\/(.+)\.tsx$/.exec(key)?.[1];
  return PAGE_ROUTES.find((route) => route.screen === screen)?.audience ?? 'public';
}

export function measureRoutes(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gz = new Map();
  const gzipBytes = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gz.get(file);
  };
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return [...seen].map((k) => manifest[k]);
  };
  // The site's stylesheet, whichever chunk the build hangs it on: every page loads it (decision 184).
  const { stylesheet } = JSON.parse(readFileSync(join(distDir, 'app-shell.json'), 'utf8'));
  const siteCss = [{ file: stylesheet.slice(1), bytes: gzipBytes(stylesheet.slice(1)) }];
  const measure = (name, keys) => {
    const chunks = closure(keys);
    const js = chunks.map((c) => ({ file: c.file, bytes: gzipBytes(c.file) }));
    const chunkCss = [...new Set(chunks.flatMap((c) => c.css ?? []))].filter((file) => file !== siteCss[0].file);
    const css = [...siteCss, ...chunkCss.map((file) => ({ file, bytes: gzipBytes(file) }))];
    const sum = (list) => list.reduce((n, f) => n + f.bytes, 0);
    return { name, js: sum(js), css: sum(css), jsFiles: js.sort((a, b) => b.bytes - a.bytes), cssFiles: css };
  };
  // Every page loads both entries: the start script (src/start.ts) and the app's entry it starts.
  const firstLoad = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const routes = [measure('/', firstLoad)];
  const firstLoadChunks = new Set(closure(firstLoad).map((c) => c.file));
  const lazies = new Set(
    Object.keys(manifest)
      .filter((k) => firstLoadChunks.has(manifest[k].file))
      .flatMap((k) => manifest[k].dynamicImports ?? [])
      .filter((k) => !firstLoad.includes(k)),
  );
  for (const lazy of lazies) {
    const name = lazyName(lazy, manifest[lazy]);
    routes.push({ ...measure(name, [...firstLoad, lazy]), audience: audienceOf(lazy) });
  }
  // Lazy screens import other lazy chunks only through the router, so one level is every screen.
  return routes;
}
