/**
 * The version of the public content (courses, mentors, testimonials, sessions), kept in one database row
 * (`content_version`). Ready answers and pages are kept in memory under the version they were built at
 * and are used only while it has not moved (decision 53), on one instance or many sharing PostgreSQL.
 *
 * Any code that changes content calls `bumpContentVersion(tx)` inside the same transaction as its
 * change: the new number becomes visible exactly when the change does (at commit), never before.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { contentVersion } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';

/** Where a commit that bumped the version announces it (PostgreSQL's NOTIFY, delivered at commit). */
const CHANNEL = 'content_version';

/** Marks the content as changed. Call it inside the transaction that changes courses, mentors, sessions… */
export async function bumpContentVersion(tx: Db): Promise<void> {
  const [row] = await tx
    .update(contentVersion)
    .set({ version: sql`${contentVersion.version} + 1`, changedAt: sql`now()` })
    .where(eq(contentVersion.id, 1))
    .returning({ version: contentVersion.version });
  if (row) await tx.execute(sql`select pg_notify(${CHANNEL}, ${String(row.version)})`);
}

/** Reads the current version: one small primary-key select. */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1));
  // A database migrated before the row existed has none yet; 0 is older than any bumped version.
  return row?.version ?? 0;
}

/** The content version as of the moment a request arrived (or later, never earlier); a number when known without waiting. */
export interface ContentVersion {
  current(): number | Promise<number>;
}

/**
 * For PostgreSQL, where other instances write too: every request needs a read of the row that *started
 * after it arrived* (a read already under way may predate a write the visitor has just seen
 * acknowledged by another instance), so requests arriving while a read runs share the one that starts
 * next. Under load the database sees one version read at a time, back to back, whatever the request rate.
 *
 * While the database is away (decision 96) nobody can change the content through it, so the last version
 * read is answered at once, and what is kept in memory under it keeps being served; each request then
 * starts a read only when none runs, and the first that succeeds ends the outage.
 */
export class PolledContentVersion implements ContentVersion {
  private running: Promise<number> | null = null;
  private queued: Promise<number> | null = null;
  private lastKnown: number | undefined;
  private away = false;

  constructor(private readonly read: () => Promise<number>) {}

  current(): number | Promise<number> {
    if (this.away && this.lastKnown !== undefined) {
      if (!this.running) this.start().catch(() => undefined); // a probe; its failure is this outage's
      return this.lastKnown;
    }
    if (!this.running) return this.start();
    // Joins the read that starts when the running one ends (and so after this request arrived).
    this.queued ??= this.running.then(
      () => this.start(),
      () => this.start(),
    );
    return this.queued;
  }

  private start(): Promise<number> {
    this.queued = null;
    const running = this.read().then(
      (version) => {
        this.lastKnown = version;
        this.away = false;
        return version;
      },
      (err: unknown) => {
        if (!isDatabaseUnavailable(err) || this.lastKnown === undefined) throw err;
        this.away = true;
        return this.lastKnown;
      },
    );
    this.running = running;
    const done = () => {
      if (this.running === running) this.running = null;
    };
    running.then(done, done);
    return running;
  }
}

/**
 * For PGlite, which one process owns (decision 38), so every write is this process's own: the version
 * is kept in memory and moved by the NOTIFY of each bump, which PGlite delivers as the committing call
 * returns, before the writer can answer anyone. No request reads the database for it.
 */
class ListenedContentVersion implements ContentVersion {
  private version = 0;

  advanceTo(version: number) {
    if (version > this.version) this.version = version;
  }

  current(): number {
    return this.version;
  }
}

/** The version source that fits the database: in memory on PGlite, a shared row read per burst on PostgreSQL. */
export async function contentVersionOf(database: Pick<Database, 'db' | 'listen'>): Promise<ContentVersion> {
  if (!database.listen) return new PolledContentVersion(() => readContentVersion(database.db));
  const listened = new ListenedContentVersion();
  // Listening first: a bump between the read and the LISTEN would otherwise be missed.
  await database.listen(CHANNEL, (payload) => listened.advanceTo(Number(payload)));
  listened.advanceTo(await readContentVersion(database.db));
  return listened;
}
