/**
 * The size budgets CI enforces (sizes are deterministic): reads the production build (dist/, built first when
 * it is missing or older than the sources, the one build `npm test` makes, which tests/support/built-site.ts
 * and `npm start` reuse) and fails, naming the chunks, when `/` loads more than 90 KB of JavaScript or 20 KB
 * of CSS (gzip), or any public screen's first load more than 124 KB of JavaScript, 140 KB for a student's, the device's and
 * the staff's pages (issue 18;
 * decision 123: fewer, larger chunks, for fewer round trips on a slow line; 176: 124 KB). Run by `npm test`.
 */
import { measureRoutes } from './bundle-sizes.mjs';
import { DEFAULT_DIST, ensureFreshBuild } from './build.mjs';

export const BUDGETS = {
  homeJs: 90 * 1024,
  homeCss: 20 * 1024,
  routeJs: 124 * 1024,
  // A signed-in student's, this device's and the staff's pages open after a first visit, from the service
  // worker's cache (and the console on the academy's own computers), not as a first visit on a slow line.
  privateJs: 140 * 1024,
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (!ensureFreshBuild(DEFAULT_DIST, { log: (line) => console.log(`[budgets] ${line}`) })) process.exit(1);
const routes = measureRoutes(DEFAULT_DIST);
const failures = [];
for (const r of routes) {
  const limit = r.name === '/' ? BUDGETS.homeJs : r.audience === 'public' ? BUDGETS.routeJs : BUDGETS.privateJs;
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
