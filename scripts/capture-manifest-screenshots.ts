/**
 * Captures the manifest's install-dialog screenshots (public/screenshots/) from the running product:
 * `node --import tsx scripts/capture-manifest-screenshots.ts`. Needs Chromium (CHROMIUM_PATH).
 */
import { launchBrowser } from './lib/browser';
import { startSite } from './lib/site-process';

const SHOTS = [
  { file: 'public/screenshots/home-narrow.png', path: '/', width: 390, height: 844 },
  { file: 'public/screenshots/courses-wide.png', path: '/courses', width: 1280, height: 800 },
];

const site = await startSite();
const browser = await launchBrowser();
try {
  for (const shot of SHOTS) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(site.baseUrl + shot.path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: shot.file });
    await page.close();
    console.log(`wrote ${shot.file} (${shot.width}×${shot.height})`);
  }
} finally {
  await browser.close();
  await site.stop();
}
