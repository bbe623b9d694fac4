import { readFileSync } from 'node:fs';
import { minifySync, type Plugin } from 'vite';
import { SHELL_ONLY_ATTRIBUTE } from '../src/contract/screen-map';
import { screenModules } from './screen-chunks';

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
export const VENDOR_CHUNKS = ['react', 'libs'] as const;

export function firstPaintHead(): Plugin {
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
        const boot = minifySync('boot.js', readFileSync(new URL('../src/boot.js', import.meta.url), 'utf8'), { module: true }).code.trim();
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
