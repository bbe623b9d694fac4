/**
 * Hardening issue 17: kill -9 under write load, on PGlite and on PostgreSQL. Every acknowledged write is
 * stored, none doubled.
 *
 * The real server runs as its own process (`node --import tsx server/main.ts`). In each round CLIENTS
 * clients POST /api/contact back to back, every write with a unique marker in its body and its own
 * Idempotency-Key; at a random moment the server is killed with SIGKILL (by its pid), started again on
 * the same data, and every write that got no acknowledgement is sent again, with the same key and body,
 * until it gets a 2xx (409 "still being processed" means: poll again shortly). After each round, and at
 * the end through `npm run admin -- contacts --format json`, the stored messages must hold every
 * acknowledged write exactly once, no marker twice, and every write once.
 *
 * PGlite (a temp DATA_DIR, DATABASE_URL removed from the child's environment) always runs; PostgreSQL
 * runs when DATABASE_URL names a cluster (npm run test:crash). CRASH_ROUNDS and CRASH_SEED override the
 * number of rounds and the random kill moments.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminRows } from '../../scripts/lib/admin-rows';
import { runCommand, startServerProcess, type ChildEnv, type ServerProcess } from '../support/server-process';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/test-database';

const ROUNDS = Number(process.env.CRASH_ROUNDS || 6);
const CLIENTS = 20;
/** How long one key may go on answering 409 (or failing) after the restart before the test gives up on it. */
const RECLAIM_PATIENCE_MS = 15_000;
/** The kill comes at a random moment this long after the round's load started. */
const KILL_AFTER_MS = { min: 250, max: 1_500 };
/** Acknowledged writes of each round sent once more after the restart: they must be replayed, not stored again. */
const REPLAY_SAMPLE = 5;
const SEED = Number(process.env.CRASH_SEED || Math.floor(Math.random() * 2 ** 31));
const PREFIX = 'Crash write ';

/** mulberry32: the kill moments can be replayed with CRASH_SEED. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Time is the subject of both waits: the kill lands at a random moment of the load, and a client's retry
// backs off as a real one does; no assertion follows either wait.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

interface Write {
  key: string;
  /** The exact JSON sent every time; its message carries the marker. */
  body: string;
  message: string;
  round: number;
  /** When the 2xx came: during the load (before the kill) or on a retry after the restart. */
  acked?: 'load' | 'retry';
  /** The retry's 2xx was a replay: the write had been committed before the kill. */
  replayed?: boolean;
  statuses: (number | 'network')[];
}

interface Answer {
  status: number;
  replayed: boolean;
  text: string;
}

async function post(baseUrl: string, write: Write): Promise<Answer> {
  const res = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': write.key },
    body: write.body,
    signal: AbortSignal.timeout(15_000),
  });
  // The acknowledgement is the whole answer: a body cut off by the kill is no acknowledgement.
  const text = await res.text();
  return { status: res.status, replayed: res.headers.get('Idempotent-Replayed') === 'true', text };
}

interface RoundFigures {
  round: number;
  killAfterMs: number;
  ackedBeforeKill: number;
  inFlightAtKill: number;
  /** Of those in flight, answered anyway (the answer was already on its way when the kill came). */
  answeredAnyway: number;
  retried: number;
  /** Retries answered by a replay: committed before the kill, the answer lost with the process. */
  committedBeforeKill: number;
  /** Retries that ran the write afresh after the restart. */
  redone: number;
  keysSeeing409: number;
  /** Kill → the new server listening. */
  restartMs: number;
  /** The new server listening → the last retried write acknowledged. */
  reclaimMs: number;
  /** The longest time one key answered 409 (or failed) before its 2xx. */
  longest409Ms: number;
  orphansReleased: number | null;
  storedTotal: number;
}

interface Target {
  label: string;
  env: ChildEnv;
  /** The crash messages stored right now, one entry per row. */
  readStored(server: ServerProcess): Promise<string[]>;
  /** The same through the admin CLI, as the academy reads it. */
  readWithCli(): Promise<string[]>;
}

const allServers: { label: string; server: ServerProcess }[] = [];
afterAll(() => {
  for (const { server } of allServers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
});

/** The lines of a server's output worth reading after a failure: warnings, errors, and anything not a pino line. */
function notable(output: string, max = 80): string {
  const lines = output.split('\n').filter((line) => {
    if (!line.trim()) return false;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string };
      return (entry.level ?? 0) >= 40 || /listening|database:|shutting/.test(entry.msg ?? '');
    } catch {
      return true;
    }
  });
  return lines.slice(-max).join('\n');
}

/** Pino lines at warn level or above, and anything on the output that is not a pino line. */
function warningLines(output: string): string[] {
  return output.split('\n').filter((line) => {
    if (!line.trim()) return false;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string };
      // The suite serves the API only, on purpose.
      return (entry.level ?? 0) >= 40 && !(entry.msg ?? '').startsWith('no built PWA');
    } catch {
      return true;
    }
  });
}

function serverReport(): string {
  return allServers
    .map(
      ({ label, server }) =>
        `--- ${label} (pid ${server.child.pid}, exit ${server.child.exitCode ?? server.child.signalCode ?? 'running'})\n${notable(server.output())}`,
    )
    .join('\n');
}

function orphansReleased(output: string): number | null {
  for (const line of output.split('\n')) {
    try {
      const entry = JSON.parse(line) as { orphans?: number };
      if (typeof entry.orphans === 'number') return entry.orphans;
    } catch {
      /* not a pino line */
    }
  }
  return null;
}

async function start(target: Target, label: string): Promise<ServerProcess> {
  let server: ServerProcess;
  try {
    server = await startServerProcess(target.env);
  } catch (err) {
    throw new Error(`${target.label}: ${label}: the server did not start.\n${(err as Error).message}`);
  }
  allServers.push({ label: `${target.label} ${label}`, server });
  return server;
}

function countByMessage(messages: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of messages) counts.set(m, (counts.get(m) ?? 0) + 1);
  return counts;
}

/** Every acknowledged write once, no marker twice, nothing unknown; with `complete`, every write once. */
function check(writes: Write[], stored: string[], complete: boolean): string[] {
  const problems: string[] = [];
  const counts = countByMessage(stored);
  const known = new Set(writes.map((w) => w.message));
  for (const [message, n] of counts) {
    if (n > 1) problems.push(`stored ${n} times: ${message}`);
    if (!known.has(message)) problems.push(`stored but never sent: ${message}`);
  }
  for (const w of writes) {
    const n = counts.get(w.message) ?? 0;
    if (w.acked && n !== 1)
      problems.push(`acknowledged (${w.acked}, statuses ${w.statuses.join(',')}) but stored ${n} times: ${w.message}`);
    else if (complete && n !== 1) problems.push(`stored ${n} times after the retries (statuses ${w.statuses.join(',')}): ${w.message}`);
  }
  return problems;
}

function table(figures: RoundFigures[]): string {
  const cols: [string, (f: RoundFigures) => string | number][] = [
    ['round', (f) => f.round],
    ['kill at ms', (f) => f.killAfterMs],
    ['acked before kill', (f) => f.ackedBeforeKill],
    ['in flight at kill', (f) => f.inFlightAtKill],
    ['answered anyway', (f) => f.answeredAnyway],
    ['retried', (f) => f.retried],
    ['committed before kill (replayed)', (f) => f.committedBeforeKill],
    ['redone', (f) => f.redone],
    ['keys 409', (f) => f.keysSeeing409],
    ['orphans released', (f) => f.orphansReleased ?? '-'],
    ['restart ms', (f) => f.restartMs],
    ['reclaim ms', (f) => f.reclaimMs],
    ['longest 409 ms', (f) => f.longest409Ms],
    ['stored', (f) => f.storedTotal],
  ];
  const rows = [cols.map(([h]) => h), ...figures.map((f) => cols.map(([, get]) => String(get(f))))];
  const widths = cols.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => cell.padStart(widths[i]!)).join(' | ')).join('\n');
}

async function crashRounds(target: Target) {
  const rand = random(SEED + (target.label === 'PostgreSQL' ? 1 : 0));
  const writes: Write[] = [];
  const figures: RoundFigures[] = [];
  const suiteStarted = now();
  let server = await start(target, 'first start');
  const firstStartMs = Math.round(now() - suiteStarted);

  const newWrite = (round: number, client: number, seq: number): Write => {
    const key = randomUUID();
    const message = `${PREFIX}${target.label.toLowerCase()}-r${round}-c${client}-n${seq}-${key.slice(0, 8)}`;
    const body = JSON.stringify({ name: `Crash Client ${client}`, email: `crash${client}@example.com`, phone: '9876543210', message });
    const write: Write = { key, body, message, round, statuses: [] };
    writes.push(write);
    return write;
  };

  for (let round = 1; round <= ROUNDS; round++) {
    const baseUrl = server.baseUrl;
    const stop = { killed: false };
    const inFlight = new Set<Write>();
    const unexpected: string[] = [];

    const client = async (c: number) => {
      for (let seq = 0; !stop.killed; seq++) {
        const write = newWrite(round, c, seq);
        inFlight.add(write);
        let answer: Answer;
        try {
          answer = await post(baseUrl, write);
        } catch {
          write.statuses.push('network');
          return; // the server is gone: this write waits for the restart
        } finally {
          inFlight.delete(write);
        }
        write.statuses.push(answer.status);
        if (answer.status >= 200 && answer.status < 300) write.acked = 'load';
        else {
          // Not expected under load; the write is retried after the restart like an unanswered one.
          unexpected.push(`${answer.status} ${answer.text.slice(0, 200)}`);
          return;
        }
      }
    };

    const killAfterMs = Math.round(KILL_AFTER_MS.min + rand() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
    const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));
    await sleep(killAfterMs);
    const roundWrites = () => writes.filter((w) => w.round === round);
    const ackedBeforeKill = roundWrites().filter((w) => w.acked).length;
    const inFlightAtKill = [...inFlight];
    stop.killed = true;
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`${target.label} round ${round}: the server died by itself under load.\n${serverReport()}`);
    }
    const exited = once(server.child, 'exit');
    const killedAt = now();
    server.child.kill('SIGKILL');
    const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    expect(signal, `${target.label} round ${round}: the server was to die of SIGKILL`).toBe('SIGKILL');
    await Promise.all(clients);
    if (unexpected.length)
      throw new Error(`${target.label} round ${round}: unexpected answers under load:\n${unexpected.join('\n')}\n${serverReport()}`);

    server = await start(target, `restart after round ${round}`);
    const listeningAt = now();
    const restartMs = Math.round(listeningAt - killedAt);

    // Every write without an acknowledgement, again with the same key and body, until it gets a 2xx.
    const pending = roundWrites().filter((w) => !w.acked);
    const failures: string[] = [];
    let keysSeeing409 = 0;
    let longest409Ms = 0;
    let lastAckAt = listeningAt;
    await Promise.all(
      pending.map(async (write) => {
        let firstRefusal: number | undefined;
        let delay = 25;
        for (;;) {
          let answer: Answer | undefined;
          try {
            answer = await post(server.baseUrl, write);
            write.statuses.push(answer.status);
          } catch {
            write.statuses.push('network');
          }
          const t = now();
          if (answer && answer.status >= 200 && answer.status < 300) {
            write.acked = 'retry';
            write.replayed = answer.replayed;
            if (firstRefusal !== undefined) longest409Ms = Math.max(longest409Ms, t - firstRefusal);
            lastAckAt = Math.max(lastAckAt, t);
            return;
          }
          // 409: the key is still held by the dead process's claim; 5xx or no answer: try again too.
          const retryable = !answer || answer.status === 409 || answer.status >= 500;
          if (answer?.status === 409 && firstRefusal === undefined) keysSeeing409++;
          firstRefusal ??= t;
          if (!retryable || t - listeningAt > RECLAIM_PATIENCE_MS) {
            longest409Ms = Math.max(longest409Ms, t - firstRefusal);
            failures.push(
              `${write.message}: statuses ${write.statuses.join(',')}${answer ? `, last answer ${answer.text.slice(0, 200)}` : ''}`,
            );
            return;
          }
          await sleep(delay);
          delay = Math.min(delay * 2, 400);
        }
      }),
    );

    // Writes acknowledged before the kill, sent once more: a replay, never a second row.
    const sample = roundWrites()
      .filter((w) => w.acked === 'load')
      .slice(0, REPLAY_SAMPLE);
    for (const write of sample) {
      const answer = await post(server.baseUrl, write);
      if (answer.status !== 201 || !answer.replayed)
        failures.push(`repeat of acknowledged ${write.message}: ${answer.status} replayed=${answer.replayed} ${answer.text.slice(0, 200)}`);
    }

    const stored = await target.readStored(server);
    const retried = pending.filter((w) => w.acked === 'retry');
    const figure: RoundFigures = {
      round,
      killAfterMs,
      ackedBeforeKill,
      inFlightAtKill: inFlightAtKill.length,
      answeredAnyway: inFlightAtKill.filter((w) => w.acked === 'load').length,
      retried: pending.length,
      committedBeforeKill: retried.filter((w) => w.replayed).length,
      redone: retried.filter((w) => !w.replayed).length,
      keysSeeing409,
      restartMs,
      reclaimMs: Math.round(lastAckAt - listeningAt),
      longest409Ms: Math.round(longest409Ms),
      // PGlite only (server/main.ts); no line means none were left running.
      orphansReleased: target.label === 'PGlite' ? (orphansReleased(server.output()) ?? 0) : null,
      storedTotal: stored.length,
    };
    figures.push(figure);
    console.log(`[crash ${target.label}] round ${round}: ${JSON.stringify(figure)}`);

    const problems = [...failures, ...check(writes, stored, failures.length === 0)];
    if (problems.length) {
      throw new Error(
        `${target.label} round ${round}: ${problems.length} problem(s):\n${problems.slice(0, 40).join('\n')}\n\n${table(figures)}\n\nserver output:\n${serverReport()}`,
      );
    }
  }

  // The academy's own view of what was stored, read while the server still holds the data.
  const viaCli = await target.readWithCli();
  const problems = check(writes, viaCli, true);
  await server.stop();
  const total = (get: (f: RoundFigures) => number) => figures.reduce((sum, f) => sum + get(f), 0);
  const summary = [
    `[crash ${target.label}] seed ${SEED}, ${ROUNDS} rounds, ${CLIENTS} clients, first start ${firstStartMs} ms, whole run ${Math.round((now() - suiteStarted) / 100) / 10} s`,
    table(figures),
    `totals: ${writes.length} writes, ${total((f) => f.ackedBeforeKill)} acknowledged before a kill, ${total((f) => f.inFlightAtKill)} in flight at a kill ` +
      `(${total((f) => f.answeredAnyway)} answered anyway), ${total((f) => f.retried)} retried: ${total((f) => f.committedBeforeKill)} had been committed (replayed), ` +
      `${total((f) => f.redone)} redone; ${viaCli.length} crash messages stored (admin CLI); longest reclaim ${Math.max(...figures.map((f) => f.reclaimMs))} ms, ` +
      `longest 409 period ${Math.max(...figures.map((f) => f.longest409Ms))} ms`,
  ].join('\n');
  console.log(summary);
  const warnings = allServers
    .filter(({ label }) => label.startsWith(target.label))
    .map(({ label, server }) => ({ label, lines: warningLines(server.output()) }))
    .filter((s) => s.lines.length);
  console.log(
    warnings.length
      ? `[crash ${target.label}] server warnings and errors:\n${warnings.map((s) => `--- ${s.label}\n${s.lines.slice(-10).join('\n')}`).join('\n')}`
      : `[crash ${target.label}] no server warnings or errors`,
  );
  if (problems.length)
    throw new Error(
      `${target.label}, admin CLI: ${problems.length} problem(s):\n${problems.slice(0, 40).join('\n')}\n\n${summary}\n\nserver output:\n${serverReport()}`,
    );
  expect(viaCli).toHaveLength(writes.length);
}

/** The crash messages of the admin CLI's JSON. */
async function cliMessages(env: ChildEnv, label: string): Promise<string[]> {
  const res = await runCommand(['--import', 'tsx', 'scripts/admin.ts', 'contacts', '--format', 'json'], env);
  if (res.code !== 0) throw new Error(`${label}: npm run admin -- contacts exited with ${res.code}:\n${res.stderr}`);
  return (JSON.parse(res.stdout) as { message: string }[]).map((r) => r.message).filter((m) => m.startsWith(PREFIX));
}

describe('kill -9 under write load', () => {
  it('PGlite: every acknowledged write stored once, every retried write once, none doubled', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'academy-crash-'));
    // DATABASE_URL removed: this test is about the folder, whatever cluster the suite runs under.
    const env: ChildEnv = { DATA_DIR: dataDir, DATABASE_URL: undefined, RATE_LIMIT_POSTS_PER_MINUTE: '1000000' };
    try {
      await crashRounds({
        label: 'PGlite',
        env,
        async readStored(server) {
          const rows = (await adminRows(server.baseUrl, dataDir, 'contacts')) as { message: string }[];
          return rows.map((r) => r.message).filter((m) => m.startsWith(PREFIX));
        },
        readWithCli: () => cliMessages(env, 'PGlite'),
      });
    } finally {
      for (const { server } of allServers)
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!onPostgres)('PostgreSQL: every acknowledged write stored once, every retried write once, none doubled', async () => {
    let testDb: TestDatabase | undefined;
    const pgDataDir = mkdtempSync(join(tmpdir(), 'academy-crash-pg-'));
    try {
      testDb = await createTestDatabase();
      const url = testDb.url!;
      // A folder of its own even on PostgreSQL: the admin command keeps its token there, never in the checkout's data/.
      const env: ChildEnv = { DATABASE_URL: url, DATA_DIR: pgDataDir, RATE_LIMIT_POSTS_PER_MINUTE: '1000000' };
      await crashRounds({
        label: 'PostgreSQL',
        env,
        async readStored() {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            const { rows } = await client.query<{ message: string }>('select message from contact_messages where message like $1', [
              `${PREFIX}%`,
            ]);
            return rows.map((r) => r.message);
          } finally {
            await client.end();
          }
        },
        readWithCli: () => cliMessages(env, 'PostgreSQL'),
      });
    } finally {
      for (const { server } of allServers)
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await testDb?.drop();
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  });
});
