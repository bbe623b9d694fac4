/**
 * `npm run bench`: prints one table of measured figures, each with how it was measured.
 *   - cold `npm start` to the first 200 of `/`, with the build present and with it missing;
 *   - GET /api/courses/all and GET /api/courses/{id} throughput and p99 (autocannon, 50 connections, 10 s)
 *     on PGlite and on a throwaway PostgreSQL, each as a share of the same server's constant-JSON route
 *     (/healthz), and beside a bare node:http server answering the same bytes from memory;
 *   - POST /api/contact with a unique Idempotency-Key per request, on both databases;
 *   - GET / as a server-rendered page kept in memory, and GET / and a course page rendered cold for every
 *     request (PAGE_CACHE=0, 10 connections, with the Node process's CPU time per page), on both databases;
 *   - a mixed 60-second load (reads and unique-key writes) on PostgreSQL, then every write counted;
 *   - first-load JavaScript and CSS (gzip) of `/` and of every lazily loaded screen, from a build;
 *   - navigation to content for an offline deep link served by the service worker (Chromium);
 *   - the phone profile (scripts/bench-phone.mjs): first paint, first working tap, hydration and the script/style
 *     requests before them on five pages, and the login and enrol dialogs, at 375 px, CPU 4×, 400 ms RTT;
 *   - Lighthouse 12 scores with LCP, TBT and CLS for `/`, `/courses` and a course detail.
 * Options: --duration N (seconds per load run, default 10), --mixed-duration N (default 60), --skip-pg,
 * --skip-phone, --phone-runs N (default 5), --skip-lighthouse.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from './build-freshness.mjs';
import { measureRoutes } from './bundle-sizes.mjs';
import { offlineDeepLink } from './bench-offline.mjs';
import { lighthouseRows } from './bench-lighthouse.mjs';
import { phoneRows } from './bench-phone.mjs';
import { startSite as startSiteProcess } from './lib/site-process.ts';

const argv = process.argv.slice(2);
const duration = Number(argv[argv.indexOf('--duration') + 1]) || 10;
const mixedDuration = Number(argv[argv.indexOf('--mixed-duration') + 1]) || 60;
const phoneRuns = argv.includes('--phone-runs') ? Number(argv[argv.indexOf('--phone-runs') + 1]) : 5;
const CONNECTIONS = 50;
const rows = [];

/** `npm start` on a free port with its own data folder; the per-IP POST limit would otherwise turn the load test into a test of the limiter. */
const startSite = (env) => startSiteProcess({ RATE_LIMIT_POSTS_PER_MINUTE: '1000000000', ...env });

async function firstOk(url, since) {
  for (;;) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function coldStart(label, env) {
  const started = performance.now();
  const site = await startSite(env);
  const ms = await firstOk(`${site.baseUrl}/`, started);
  rows.push([label, `${(ms / 1000).toFixed(2)} s`, 'node scripts/start.mjs, empty DATA_DIR, until GET / answers 200']);
  return site;
}

/**
 * CPU time a process has used, in ms, all its threads (a server's render threads are its workers); null where
 * there is no /proc. Linux counts it in ticks of 10 ms (USER_HZ 100).
 */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's name in brackets (which may hold a bracket itself): state, then utime and stime at 11 and 12.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * One autocannon run as a row. With `serverPid`, also the server process's CPU time per request: steadier than
 * throughput on a shared machine, where identical runs of a page render differed by a quarter.
 */
async function load(label, url, how, extra = {}, serverPid = null) {
  const cpuBefore = serverPid === null ? null : cpuMsOf(serverPid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration, ...extra });
  const cpuAfter = serverPid === null ? null : cpuMsOf(serverPid);
  const errors = result.errors + result.timeouts + result.non2xx;
  // The Node process only: PostgreSQL's own processes are not in it (PGlite, in the process, is).
  const cpu =
    cpuBefore !== null && cpuAfter !== null ? `, ${((cpuAfter - cpuBefore) / result.requests.total).toFixed(2)} ms Node CPU each` : '';
  rows.push([label, `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${errors} errors${cpu}`, how]);
  return result.requests.average;
}

const percent = (part, whole) => `${((part / whole) * 100).toFixed(0)} %`;

async function apiThroughput(dbLabel, env) {
  const site = await startSite(env);
  const base = site.baseUrl;
  const url = `${base}/api/courses/all`;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  // The same server's constant JSON: /healthz goes through the same request log, security headers and
  // error handler as every read, and answers a fixed object without the database. The reads add only
  // /api's CORS check, the route match and the lookup of their ready bytes (decision 53), so this is the
  // ceiling a read answered from memory can reach on this server (and a strict one: it skips /api).
  const constant = await load(`GET /healthz, constant JSON (${dbLabel})`, `${base}/healthz`, `autocannon -c ${CONNECTIONS} -d ${duration}`);
  const served = await load(`GET /api/courses/all (${dbLabel})`, url, `autocannon -c ${CONNECTIONS} -d ${duration} against npm start`);
  rows.push([`  share of the constant route`, percent(served, constant), 'courses/all / healthz, same server']);
  const firstId = JSON.parse(body.toString()).data[0]._id;
  const byId = await load(
    `GET /api/courses/{id} (${dbLabel})`,
    `${base}/api/courses/${firstId}`,
    `autocannon -c ${CONNECTIONS} -d ${duration} against npm start`,
  );
  rows.push([`  share of the constant route`, percent(byId, constant), 'courses/{id} / healthz, same server']);
  const contact = JSON.stringify({
    name: 'Bench Visitor',
    email: 'bench@example.com',
    phone: '9876543210',
    message: 'Load test message, please ignore.',
  });
  await load(
    `POST /api/contact, unique keys (${dbLabel})`,
    `${base}/api/contact`,
    `autocannon -c ${CONNECTIONS} -d ${duration}, new Idempotency-Key each`,
    {
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: contact,
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
        },
      ],
    },
  );
  await pageThroughput(dbLabel, base, env, firstId);
  if (dbLabel === 'PostgreSQL') await mixedLoad(base, firstId);
  await site.stop();

  // The same bytes from memory: what this machine can do at all, so the ratio survives noise.
  const bare = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
    res.end(body);
  });
  await new Promise((r) => bare.listen(0, '127.0.0.1', r));
  const bareRate = await load(
    '  bare node:http, same bytes',
    `http://127.0.0.1:${bare.address().port}/`,
    `autocannon -c ${CONNECTIONS} -d ${duration}`,
  );
  bare.close();
  rows.push([`  ratio to bare (${dbLabel})`, percent(served, bareRate), 'courses/all served / bare']);
}

/** A cold render is measured as a few visitors at once would cause it, not as a flood. */
const COLD_RENDER_CONNECTIONS = 10;

/**
 * Pages for a first visit, rendered by the server with their data (decision 32): as served (kept in
 * memory until the content or the clock changes them, decision 54), and on a second server that keeps
 * none, so every request is a cold render: the route's reads, then one render pass (decision 55).
 */
async function pageThroughput(dbLabel, base, env, courseId) {
  const headers = { 'accept-encoding': 'gzip', 'accept-language': 'en-IN', accept: 'text/html' };
  await load(`GET / page, kept (${dbLabel})`, `${base}/`, `autocannon -c ${CONNECTIONS} -d ${duration}, server-rendered, gzip`, {
    headers,
  });
  const cold = await startSite({ ...env, PAGE_CACHE: '0' });
  // A PGlite site has a data folder of its own, and so ids of its own: the course is asked of it.
  const coldCourse = (await (await fetch(`${cold.baseUrl}/api/courses/all`)).json()).data[0]?._id ?? courseId;
  for (const [label, path] of [
    ['/', '/'],
    ['/courses/c/{id}', `/courses/c/${coldCourse}`],
  ]) {
    await load(
      `GET ${label} page, cold render (${dbLabel})`,
      `${cold.baseUrl}${path}`,
      `autocannon -c ${COLD_RENDER_CONNECTIONS} -d ${duration}, PAGE_CACHE=0, gzip`,
      { headers, connections: COLD_RENDER_CONNECTIONS },
      cold.child.pid,
    );
  }
  await cold.stop();
}

/** Reads and unique-key writes together for a minute; afterwards every acknowledged write must be stored. */
async function mixedLoad(base, courseId) {
  const marker = `mixed-load-${randomUUID()}`;
  const contact = JSON.stringify({ name: 'Mixed Load', email: 'mixed@example.com', phone: '9876543210', message: marker });
  let acknowledged = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: mixedDuration,
    requests: [
      { method: 'GET', path: '/api/courses/all' },
      { method: 'GET', path: `/api/courses/${courseId}` },
      { method: 'GET', path: '/api/event' },
      {
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json' },
        body: contact,
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
        onResponse: (status) => {
          if (status === 201) acknowledged += 1;
        },
      },
    ],
  });
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const stored = Number((await client.query('select count(*)::int as n from contact_messages where message = $1', [marker])).rows[0].n);
  await client.end();
  const errors = result.errors + result.timeouts + result.non2xx;
  rows.push([
    `mixed load ${mixedDuration} s (PostgreSQL)`,
    `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${errors} errors; ` +
      (stored >= acknowledged
        ? `all ${acknowledged} acknowledged writes stored (${stored} rows: ${stored - acknowledged} were still in flight when the run stopped)`
        : `WRITES LOST: ${acknowledged} acknowledged, ${stored} stored`),
    `autocannon -c ${CONNECTIONS} -d ${mixedDuration}: GET list, GET course, GET events, POST contact (unique keys), round robin`,
  ]);
}

if (argv.includes('--pg-child')) {
  await apiThroughput('PostgreSQL', {});
  console.log('ROWS ' + JSON.stringify(rows));
  process.exit(0);
}

const emptyDist = mkdtempSync(join(tmpdir(), 'academy-dist-'));
const withBuild = await coldStart('cold npm start, build missing', { DIST_DIR: emptyDist });
await withBuild.stop();
rmSync(emptyDist, { recursive: true, force: true });
const prebuilt = await coldStart('cold npm start, build present', {});
await prebuilt.stop();

await apiThroughput('PGlite', { DATABASE_URL: '' });

if (!argv.includes('--skip-pg')) {
  const pg = spawnSync(
    process.execPath,
    [
      'scripts/with-postgres.mjs',
      process.execPath,
      '--import',
      'tsx',
      'scripts/bench.mjs',
      '--pg-child',
      '--duration',
      String(duration),
      '--mixed-duration',
      String(mixedDuration),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  const line = pg.stdout.split('\n').find((l) => l.startsWith('ROWS '));
  if (line) rows.push(...JSON.parse(line.slice(5)));
  else rows.push(['PostgreSQL runs', 'failed', (pg.stderr || pg.stdout).trim().split('\n').slice(-3).join(' ')]);
}

// First-load sizes from a fresh build (what the budgets in `npm test` guard).
{
  const outDir = mkdtempSync(join(tmpdir(), 'academy-bench-dist-'));
  spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const r of measureRoutes(outDir)) {
    rows.push([
      `first load ${r.name}`,
      `${kb(r.js)} JS, ${kb(r.css)} CSS (gzip)`,
      'vite build; entry + screen chunk + static imports (scripts/bundle-sizes.mjs)',
    ]);
  }
  rmSync(outDir, { recursive: true, force: true });
}

rows.push(...(await offlineDeepLink(startSite)));
// A page that answers no tap within 20 s is a row saying so and a failing exit code (set by phoneRows).
if (!argv.includes('--skip-phone')) rows.push(...(await phoneRows(startSite, { runs: phoneRuns })));
if (!argv.includes('--skip-lighthouse')) rows.push(...(await lighthouseRows(startSite)));

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), ['measure', 'figure', 'how'][i].length));
const line = (cells) => '| ' + cells.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |';
console.log(line(['measure', 'figure', 'how']));
console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
for (const r of rows) console.log(line(r));
console.log(`\nmachine: ${process.version}, ${(await import('node:os')).cpus().length} cores`);
