/**
 * PostgreSQL stopped and started again under read and write load (decision 96): no answer is 500; reads
 * and pages kept in memory go on answering 200; writes answer 503 with Retry-After while it is away and
 * succeed again once it is back, with no restart of the app. The test runs a cluster of its own
 * (scripts/lib/pg-cluster.mjs), since stopping the shared one would fail the other test files.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCluster, type Cluster } from '../../scripts/lib/pg-cluster.mjs';
import { buildSite, type BuiltSite } from '../support/built-site';
import { parseHtml } from '../support/parse-html';
import { onPostgres } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

let cluster: Cluster | undefined;
let site: BuiltSite | undefined;
let server: TestServer;

beforeAll(async () => {
  if (!onPostgres) return;
  site = buildSite();
  cluster = await createCluster();
  server = await startTestServer({ databaseUrl: cluster.url, distDir: site.distDir });
}, 240_000);
afterAll(async () => {
  await server?.close().catch(() => undefined);
  cluster?.remove();
  site?.remove();
});

const heading = async (path: string) =>
  parseHtml(await (await server.get(path, { headers: { Accept: 'text/html' } })).text())
    .querySelector('#root h1')
    ?.textContent?.trim();

interface Answer {
  kind: 'read' | 'page' | 'write';
  status: number;
  retryAfter: string | null;
  databaseAway: boolean;
}

const contact = () => ({
  name: 'Outage Tester',
  email: 'outage@example.com',
  phone: '9876543210',
  message: 'Sent while the database restarts.',
});

/** Clients that keep asking, one request after another, until `stop`; each answer is noted with the database's state then. */
function load(paths: { reads: string[]; page: string }) {
  const answers: Answer[] = [];
  const state = { running: true, databaseAway: false };
  const note = (kind: Answer['kind'], res: Response, databaseAway: boolean) =>
    answers.push({ kind, status: res.status, retryAfter: res.headers.get('Retry-After'), databaseAway });
  const loop = async (ask: () => Promise<[Answer['kind'], Response]>) => {
    while (state.running) {
      const away = state.databaseAway;
      const [kind, res] = await ask();
      await res.arrayBuffer();
      note(kind, res, away && state.databaseAway);
    }
  };
  const readLoop = loop(async () => ['read', await server.get(paths.reads[answers.length % paths.reads.length]!)]);
  const pageLoop = loop(async () => ['page', await server.get(paths.page, { headers: { Accept: 'text/html' } })]);
  const writeLoop = loop(async () => ['write', await server.post('/api/contact', contact(), { 'Idempotency-Key': randomUUID() })]);
  return {
    answers,
    state,
    async stop() {
      state.running = false;
      await Promise.all([readLoop, pageLoop, writeLoop]);
    },
  };
}

describe.skipIf(!onPostgres)('PostgreSQL stopped and started under load', () => {
  it('kept reads and pages answer 200, writes 503 with Retry-After, nothing 500, and writes succeed again after', async () => {
    const list = await server.get('/api/courses/all');
    const [course] = ((await list.json()) as { data: { _id: string; title: string }[] }).data;
    const paths = { reads: ['/api/courses/all', `/api/courses/${course!._id}`], page: `/courses/c/${course!._id}` };
    const title = await heading(paths.page);
    expect(title).toBeTruthy();
    const traffic = load(paths);
    try {
      await outageUnderLoad(traffic, paths.page, title!);
    } finally {
      // Stopped whatever happened, so the server can close and no request outlives the test.
      await traffic.stop();
    }
  });
});

/** Writes succeed, the database stops (writes 503, kept reads and pages 200), starts again, and writes succeed. */
async function outageUnderLoad(traffic: ReturnType<typeof load>, page: string, title: string) {
  // A busy CI machine runs two test files at once: allow the first writes longer than poll's 1 s default.
  await expect.poll(() => traffic.answers.filter((a) => a.status === 201).length, { timeout: 20_000 }).toBeGreaterThan(3);

  cluster!.stop('fast');
  traffic.state.databaseAway = true;
  const whileAway = () => traffic.answers.filter((a) => a.databaseAway);
  await expect.poll(() => whileAway().filter((a) => a.kind === 'write').length, { timeout: 20_000 }).toBeGreaterThan(3);
  await expect.poll(() => whileAway().filter((a) => a.kind === 'page').length, { timeout: 20_000 }).toBeGreaterThan(3);
  expect((await server.get('/readyz')).status).toBe(503);
  // The kept page is the rendered page, not the bare app shell that a failed render falls back to.
  expect(await heading(page)).toBe(title);

  cluster!.start();
  traffic.state.databaseAway = false;
  const countBefore = traffic.answers.length;
  await expect
    .poll(() => traffic.answers.slice(countBefore).filter((a) => a.kind === 'write' && a.status === 201).length, { timeout: 30_000 })
    .toBeGreaterThan(3);
  await traffic.stop();

  const { answers } = traffic;
  expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
  expect(answers.filter((a) => a.kind !== 'write' && a.status !== 200)).toEqual([]);
  expect(answers.filter((a) => a.kind === 'write' && a.status !== 201 && a.status !== 503)).toEqual([]);
  expect(answers.filter((a) => a.status === 503 && a.retryAfter === null)).toEqual([]);
  const writesAway = whileAway().filter((a) => a.kind === 'write');
  expect(writesAway.every((a) => a.status === 503)).toBe(true);
  expect((await server.get('/readyz')).status).toBe(200);
}
