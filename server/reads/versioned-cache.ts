/**
 * What the server keeps in memory (ready API answers, rendered pages): each entry remembers the content
 * version it was built at and the span of time it is right for, and is used only while both hold.
 * A miss is built once however many requests ask at the same moment (they share the build).
 */

/** The instants an entry is right for: from (inclusive) to until (exclusive), ms since the epoch. */
export interface Validity {
  from: number;
  until: number;
}

export const ALWAYS: Validity = { from: -Infinity, until: Infinity };

/** The span two validities share: what was built from both is right only there. */
export function within(a: Validity, b: Validity): Validity {
  return { from: Math.max(a.from, b.from), until: Math.min(a.until, b.until) };
}

export interface Built<T> {
  value: T;
  validity: Validity;
  /** false: answer the requests waiting for this build, then forget it (a page that is a 404). */
  keep?: boolean;
}

interface Entry<T> extends Built<T> {
  version: number;
}

const holds = <T>(entry: Entry<T>, version: number, now: number) =>
  entry.version >= version && now >= entry.validity.from && now < entry.validity.until;

export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly building = new Map<string, Promise<Entry<T>>>();

  /** `maxEntries` 0 keeps nothing (every request builds, concurrent ones still share). */
  constructor(private readonly maxEntries: number) {}

  /**
   * The value for `key` as of content `version` at instant `now`: the kept one while it holds, else a
   * fresh build. A build under way for the same version or a newer one is shared: it started after
   * that version was read, so it already sees every write the version counts.
   */
  async get(key: string, version: number, now: number, build: () => Promise<Built<T>>): Promise<T> {
    const kept = this.peek(key, version, now);
    if (kept !== undefined) return kept;
    const shared = this.building.get(key);
    if (shared) {
      const entry = await shared;
      if (holds(entry, version, now)) return entry.value;
    }
    return (await this.build(key, version, build)).value;
  }

  /** The kept value while it holds, without waiting for anything. */
  peek(key: string, version: number, now: number): T | undefined {
    const kept = this.entries.get(key);
    if (!kept || !holds(kept, version, now)) return undefined;
    this.entries.delete(key); // moved last: the map's order is the order of use, least recent first
    this.entries.set(key, kept);
    return kept.value;
  }

  private build(key: string, version: number, build: () => Promise<Built<T>>): Promise<Entry<T>> {
    const running = build().then((built) => ({ ...built, version }));
    this.building.set(key, running);
    const settle = () => {
      if (this.building.get(key) === running) this.building.delete(key);
    };
    running.then((entry) => {
      settle();
      this.keep(key, entry);
    }, settle);
    return running;
  }

  private keep(key: string, entry: Entry<T>) {
    if (this.maxEntries === 0 || entry.keep === false) return;
    const kept = this.entries.get(key);
    // A slower build of an older version must not replace a newer one.
    if (kept && kept.version > entry.version) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
