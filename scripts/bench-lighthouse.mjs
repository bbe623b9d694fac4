/**
 * Lighthouse 12 (mobile form factor, simulated throttling) against `npm start` with Debian's Chromium:
 * performance, accessibility, best practices and SEO, with LCP, TBT and CLS, for `/`, `/courses`, a
 * course detail, `/book`, an event detail (issue 18's five pages) and `/contact` (issue 35's), each the median of three runs.
 * Alone: `node --import tsx scripts/bench-lighthouse.mjs [path ...]`.
 */
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { pathToFileURL } from 'node:url';

/** Runs per page; the median is reported. */
const RUNS = 3;
/** Runs Lighthouse may fail to finish on one page before the page is reported as failed. */
const MAX_FAILED_RUNS = 3;
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function launchChromium() {
  const port = 9300 + Math.floor(Math.random() * 500);
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=/tmp/lh-profile-${port}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/json/version`);
      return { port, stop: () => child.kill('SIGTERM') };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error('Chromium did not open its debugging port');
}

/** The five pages of issue 18 and `/contact`, which issue 35's phone profile measures too; ids from the running site. */
async function benchPages(base) {
  const courses = (await (await fetch(`${base}/api/courses/all`)).json()).data;
  const events = (await (await fetch(`${base}/api/event`)).json()).data;
  return ['/', '/courses', `/courses/c/${courses[0]._id}`, '/book', `/book/event/${events[0]._id}`, '/contact'];
}

const label = (path) => path.replace(/\/c\/[\w-]+$/, '/c/{id}').replace(/\/event\/[\w-]+$/, '/event/{id}');

export async function lighthouseRows(startSite, only = []) {
  const site = await startSite({});
  const base = site.baseUrl;
  const chrome = await launchChromium();
  const rows = [];
  try {
    for (const path of only.length ? only : await benchPages(base)) {
      // Simulated throttling still varies from run to run: the median of a few runs is the figure. A run
      // Lighthouse could not finish (NO_NAVSTART, now and then on a fresh browser) measured nothing: it is
      // named in the row and taken again, so the median is always of RUNS measurements.
      const runs = [];
      const failures = [];
      while (runs.length < RUNS && failures.length < MAX_FAILED_RUNS) {
        const { lhr } = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
        });
        if (lhr.runtimeError) {
          failures.push(lhr.runtimeError.code);
          continue;
        }
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const ms = (id) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          perf: score('performance'),
          a11y: score('accessibility'),
          best: score('best-practices'),
          seo: score('seo'),
          lcp: ms('largest-contentful-paint'),
          tbt: ms('total-blocking-time'),
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        });
      }
      const failed = failures.length ? `; ${failures.length} run(s) failed and were taken again: ${failures.join(', ')}` : '';
      if (runs.length < RUNS) {
        rows.push([`Lighthouse ${label(path)}`, `failed: ${runs.length} of ${RUNS} runs finished${failed}`, 'lighthouse 12']);
        continue;
      }
      const median = (key) => [...runs].sort((a, b) => a[key] - b[key])[Math.floor(runs.length / 2)][key];
      const range = (key, f) => `${f(Math.min(...runs.map((r) => r[key])))}–${f(Math.max(...runs.map((r) => r[key])))}`;
      const s = (v) => (v / 1000).toFixed(1);
      rows.push([
        `Lighthouse ${label(path)}`,
        `perf ${median('perf')} (${range('perf', String)}), a11y ${median('a11y')}, best ${median('best')}, SEO ${median('seo')}; ` +
          `LCP ${s(median('lcp'))} s (${range('lcp', s)}), TBT ${Math.round(median('tbt'))} ms, CLS ${median('cls').toFixed(2)}` +
          failed,
        `lighthouse 12, mobile, simulated throttling, Debian chromium; median of ${RUNS} runs (range)`,
      ]);
    }
  } catch (err) {
    rows.push(['Lighthouse', 'failed', String(err).split('\n')[0]]);
  } finally {
    chrome.stop();
    await site.stop();
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { startSite } = await import('./lib/site-process.ts');
  for (const row of await lighthouseRows(startSite, process.argv.slice(2))) console.log(row.join(' | '));
}
