/**
 * Exactly-once POSTs with the `Idempotency-Key` header (a UUID). The key's row is inserted before the
 * work runs (only one request, on any instance, can insert it); the work and the stored answer are
 * committed in one transaction, so a crash leaves neither. A repeat gets the stored answer; the same key
 * with another body gets 422; a repeat while the first is still running gets 409.
 *
 * While the work runs its owner refreshes the row every HEARTBEAT_MS; a row not refreshed for
 * STALE_AFTER_MS belongs to a process that died, and the next repeat takes it over. A slow live request
 * keeps beating, so it is never run twice.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

export interface WriteResult {
  status: ContentfulStatusCode;
  body: Record<string, unknown>;
}

/** Thrown inside the work to roll it back and answer with `result` instead. */
export class Rejection extends Error {
  constructor(readonly result: WriteResult) {
    super(String(result.body.message ?? 'rejected'));
  }
}

export interface InFlightTiming {
  heartbeatMs: number;
  staleAfterMs: number;
}
/** Four missed beats before a key is taken over: a stalled event loop or a slow database round trip is not death. */
export const IN_FLIGHT_TIMING: InFlightTiming = { heartbeatMs: 1_500, staleAfterMs: 6_000 };
export const REPLAY_HEADER = 'Idempotent-Replayed';

/**
 * Answers that depend only on the request and the data are kept for replays; answers that a retry may
 * change (auth, limits, server failures) release the key instead.
 */
function isFinal(status: number): boolean {
  return status < 400 || status === 404 || status === 409;
}

export function fingerprint(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface IdempotentRun {
  db: Db;
  key: string | undefined;
  route: string;
  body: unknown;
  now: () => Date;
  /** Runs the work in the same transaction as the stored answer (false for work that calls out, like SMS). */
  transactional: boolean;
  work: (db: Db) => Promise<WriteResult>;
  timing?: InFlightTiming;
}

export interface IdempotentOutcome extends WriteResult {
  replayed: boolean;
}

export async function runIdempotent(run: IdempotentRun): Promise<IdempotentOutcome> {
  if (!run.key) return { ...(await runWork(run)), replayed: false };
  const print = fingerprint(run.route, run.body);

  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await run.db
      .insert(idempotencyKeys)
      .values({ key: run.key, route: run.route, fingerprint: print, createdAt: run.now(), updatedAt: run.now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length) return execute(run);

    const [row] = await run.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, run.key));
    if (!row) continue; // released between our insert and our read: try to claim again
    if (row.route !== run.route || row.fingerprint !== print) {
      return conflict(422, 'This Idempotency-Key was already used for a different request.');
    }
    if (row.state === 'done') {
      return {
        status: row.responseStatus as ContentfulStatusCode,
        body: JSON.parse(row.responseBody ?? '{}') as Record<string, unknown>,
        replayed: true,
      };
    }
    const staleBefore = new Date(run.now().getTime() - (run.timing ?? IN_FLIGHT_TIMING).staleAfterMs);
    if (row.updatedAt < staleBefore) {
      const taken = await run.db
        .update(idempotencyKeys)
        .set({ updatedAt: run.now() })
        .where(and(eq(idempotencyKeys.key, run.key), eq(idempotencyKeys.state, 'running'), lt(idempotencyKeys.updatedAt, staleBefore)))
        .returning({ key: idempotencyKeys.key });
      if (taken.length) return execute(run);
    }
    return conflict(409, 'A request with this Idempotency-Key is still being processed. Try again shortly.');
  }
  return conflict(409, 'A request with this Idempotency-Key is still being processed. Try again shortly.');
}

function conflict(status: ContentfulStatusCode, message: string): IdempotentOutcome {
  return { status, body: { success: false, message }, replayed: false };
}

async function runWork(run: IdempotentRun): Promise<WriteResult> {
  try {
    return run.transactional ? await run.db.transaction((tx) => run.work(tx as unknown as Db)) : await run.work(run.db);
  } catch (err) {
    if (err instanceof Rejection) return err.result;
    throw err;
  }
}

async function execute(run: IdempotentRun): Promise<IdempotentOutcome> {
  const key = run.key!;
  const store = (db: Db, result: WriteResult) =>
    db
      .update(idempotencyKeys)
      .set({ state: 'done', responseStatus: result.status, responseBody: JSON.stringify(result.body), updatedAt: run.now() })
      .where(eq(idempotencyKeys.key, key));
  const release = () => run.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  const stopBeating = heartbeat(run, key);

  let result: WriteResult;
  try {
    if (run.transactional) {
      result = await run.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const outcome = await run.work(tx);
        if (!isFinal(outcome.status)) throw new Rejection(outcome);
        await store(tx, outcome);
        return outcome;
      });
      return { ...result, replayed: false };
    }
    result = await run.work(run.db);
  } catch (err) {
    if (!(err instanceof Rejection)) {
      await release().catch(() => undefined);
      throw err;
    }
    result = err.result;
  } finally {
    stopBeating();
  }
  if (isFinal(result.status)) await store(run.db, result);
  else await release();
  return { ...result, replayed: false };
}

/** Keeps the claim fresh while the work runs; on PGlite the beat simply waits behind the work's transaction. */
function heartbeat(run: IdempotentRun, key: string): () => void {
  const timer = setInterval(
    () => {
      run.db
        .update(idempotencyKeys)
        .set({ updatedAt: run.now() })
        .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'running')))
        .catch(() => undefined);
    },
    (run.timing ?? IN_FLIGHT_TIMING).heartbeatMs,
  );
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Keys left running by this database's previous process. Only for PGlite, whose folder one process owns
 * (server/db/data-lock.ts): whatever was in flight there died with it, so repeats need not wait.
 */
export async function releaseOrphanedKeys(db: Db): Promise<number> {
  const released = await db.delete(idempotencyKeys).where(eq(idempotencyKeys.state, 'running')).returning({ key: idempotencyKeys.key });
  return released.length;
}
