/**
 * Visual regression of every route at 375 and 1280 px (issue 37): each capture is compared with its
 * committed baseline (tests/e2e/visual/<width>/<name>.png) and fails when more than 0.2 % of its pixels
 * changed. An intended change of the look: `npm run screenshots:accept`, look at the new pictures, commit.
 * A failure writes the capture and a picture of the differences (red) to the folder it names.
 * How a capture is made the same on every day and machine: scripts/lib/visual.ts.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../scripts/lib/browser';
import type { SiteProcess } from '../../scripts/lib/site-process';
import {
  baselinePath,
  capture,
  capturePage,
  compare,
  MAX_CHANGED_SHARE,
  startFixedSite,
  visualRoutes,
  WIDTHS,
  writePng,
  type VisualRoute,
} from '../../scripts/lib/visual';

let site: SiteProcess;
let browser: Browser;
let routes: VisualRoute[];
const out = mkdtempSync(join(tmpdir(), 'visual-'));

beforeAll(async () => {
  [site, browser] = await Promise.all([startFixedSite(), launchBrowser()]);
  routes = await visualRoutes(site.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe.concurrent.each(WIDTHS)('every route at %i px looks as accepted', (width) => {
  it('matches its baseline', { timeout: 240_000 }, async () => {
    const page = await capturePage(browser, width);
    const failures: string[] = [];
    for (const route of routes) {
      const baseline = baselinePath(width, route.name);
      const actual = await capture(page, site.baseUrl + route.path);
      if (!existsSync(baseline)) {
        failures.push(`${route.name}: no baseline (npm run screenshots:accept)`);
        continue;
      }
      const result = await compare(actual, baseline);
      if (result.changed > MAX_CHANGED_SHARE) {
        await writePng(join(out, String(width), `${route.name}.png`), actual);
        if (result.diff) await writePng(join(out, String(width), `${route.name}.diff.png`), result.diff);
        failures.push(`${route.name}: ${(result.changed * 100).toFixed(2)} % of pixels changed (${result.sizes})`);
      }
    }
    await page.context().close();
    expect(failures, `captures and differences in ${out}`).toEqual([]);
  });
});
