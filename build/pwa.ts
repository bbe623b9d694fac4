/**
 * The PWA plugin's settings: the web app manifest and the service worker built from sw/sw.ts
 * (injectManifest), with what it precaches.
 */
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { STAFF_CHUNKS } from '../src/contract/page-routes';
import { SITE_HEAD } from '../src/content/site-head';

const ICON_192 = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

export function pwa(): PluginOption {
  return VitePWA({
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
      theme_color: SITE_HEAD.themeColor,
      background_color: SITE_HEAD.themeColor,
      icons: [
        { ...ICON_192, purpose: 'any' },
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
        { name: 'Courses', url: '/courses', icons: [ICON_192] },
        { name: 'SkillUp Center', short_name: 'SkillUp', url: '/book', icons: [ICON_192] },
        { name: 'Contact', url: '/contact', icons: [ICON_192] },
      ],
    },
    injectManifest: {
      // Icons and pictures are cached at runtime; precaching them too would store them twice.
      globPatterns: ['**/*.{js,css,html}', 'images/*.svg', 'assets/*.woff2'],
      // The staff console's own chunks are the staff's: cached when they open it (sw.ts), never precached for visitors.
      globIgnores: ['ssr/**', `${STAFF_CHUNKS}/**`],
    },
    devOptions: { enabled: false },
  });
}
