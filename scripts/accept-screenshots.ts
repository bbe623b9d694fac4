/**
 * `npm run screenshots:accept`: captures every route at 375 and 1280 px as the visual regression test does
 * (scripts/lib/visual.ts) and writes them as the new baselines in tests/e2e/visual/<width>/<name>.png.
 * Run it after an intended change of the look, look at the pictures (`git diff --stat`, or open them), commit.
 * `--only <text>` accepts only the routes whose name contains the text.
 */
import { parseArgs } from 'node:util';
import { launchBrowser } from './lib/browser';
import { baselinePath, capture, capturePage, startFixedSite, visualRoutes, WIDTHS, writePng } from './lib/visual';

const { values: args } = parseArgs({ options: { only: { type: 'string' } } });
const site = await startFixedSite();
const browser = await launchBrowser();
try {
  const routes = (await visualRoutes(site.baseUrl)).filter((r) => !args.only || r.name.includes(args.only));
  await Promise.all(
    WIDTHS.map(async (width) => {
      const page = await capturePage(browser, width);
      for (const route of routes) {
        await writePng(baselinePath(width, route.name), await capture(page, site.baseUrl + route.path), true);
        console.log(`${width} px  ${route.name}`);
      }
    }),
  );
} finally {
  await browser.close();
  await site.stop();
}
