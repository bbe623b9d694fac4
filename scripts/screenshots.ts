/**
 * `npm run screenshots`: full-page pictures of every route at 375 px and 1280 px, to look at the site
 * as a whole. Runs the product as `npm start` does (building it if stale) on a free port with fresh demo
 * data, and writes `screenshots/<width>/<route>.png` (not committed; `--out <dir>` writes elsewhere,
 * `--only <text>` keeps the routes containing the text). Needs Chromium (CHROMIUM_PATH).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser, whenReady } from './lib/browser';
import { startSite } from './lib/site-process';
import { fullPagePicture, readThrough, routeFileName, siteRoutes } from './lib/site-tour';

const WIDTHS = [375, 1280] as const;
const { values: args } = parseArgs({ options: { out: { type: 'string', default: 'screenshots' }, only: { type: 'string' } } });
const outDir = resolve(args.out!);

/** An event without a banner of its own shows the default one: worth a picture of its own. */
async function eventWithoutBanner(baseUrl: string): Promise<string[]> {
  const list = (await (await fetch(`${baseUrl}/api/event`)).json()) as { data: { _id: string }[] };
  for (const { _id } of list.data) {
    const detail = (await (await fetch(`${baseUrl}/api/event/${_id}`)).json()) as { data: { bannerImage: string | null } };
    if (!detail.data.bannerImage) return [`/book/event/${_id}`];
  }
  return [];
}

const site = await startSite();
const browser = await launchBrowser();
try {
  const all = [...(await siteRoutes(site.baseUrl)), ...(await eventWithoutBanner(site.baseUrl))];
  const routes = args.only ? all.filter((r) => r.includes(args.only!)) : all;
  for (const width of WIDTHS) {
    mkdirSync(join(outDir, String(width)), { recursive: true });
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
    // tsx keeps function names with a `__name` helper that the functions sent to the page would call there.
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    for (const route of routes) {
      await page.goto(site.baseUrl + route, { waitUntil: 'networkidle' });
      await whenReady(page);
      await readThrough(page);
      const file = join(outDir, String(width), `${routeFileName(route)}.png`);
      await fullPagePicture(page, file);
      console.log(`${width} px  ${route}  →  ${file}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
