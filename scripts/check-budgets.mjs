/**
 * The size budgets CI enforces (sizes are deterministic): builds the PWA into a temporary folder and
 * fails, naming the chunks, when `/` loads more than 90 KB of JavaScript or 20 KB of CSS (gzip), or
 * any screen's first load more than 110 KB of JavaScript (issue 18). Run by `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureRoutes } from './bundle-sizes.mjs';
import { ROOT } from './build-freshness.mjs';

export const BUDGETS = { homeJs: 90 * 1024, homeCss: 20 * 1024, routeJs: 110 * 1024 };
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const outDir = mkdtempSync(join(tmpdir(), 'academy-budget-'));
try {
  const build = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) {
    console.error(build.stderr);
    process.exit(1);
  }
  const routes = measureRoutes(outDir);
  const failures = [];
  for (const r of routes) {
    const limit = r.name === '/' ? BUDGETS.homeJs : BUDGETS.routeJs;
    if (r.js > limit)
      failures.push(
        `${r.name}: first-load JavaScript ${kb(r.js)} gzip is over ${kb(limit)}; largest chunks: ${r.jsFiles
          .slice(0, 3)
          .map((f) => `${f.file} ${kb(f.bytes)}`)
          .join(', ')}`,
      );
    if (r.name === '/' && r.css > BUDGETS.homeCss)
      failures.push(
        `/: CSS ${kb(r.css)} gzip is over ${kb(BUDGETS.homeCss)}; files: ${r.cssFiles.map((f) => `${f.file} ${kb(f.bytes)}`).join(', ')}`,
      );
  }
  const home = routes[0];
  const heaviest = routes.slice(1).sort((a, b) => b.js - a.js)[0];
  console.log(
    `[budgets] / ${kb(home.js)} JS, ${kb(home.css)} CSS (gzip); heaviest screen ${heaviest.name} ${kb(heaviest.js)} JS; ${routes.length} screens checked`,
  );
  if (failures.length) {
    console.error(`[budgets] over budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
