/**
 * Whether the app is saved for offline use, and since when: the warm-up's last complete run (kept in
 * localStorage) and a small store a footer or banner can subscribe to ("Saved for offline · 10:42").
 * No React here; a component reads it with useSyncExternalStore, as use-online.ts does.
 */
import { createStore } from 'zustand/vanilla';

/** The last complete warm-up; scripts/bench-offline.mjs and tests/e2e/offline.test.ts read it too. */
export const WARM_UP_KEY = 'codesmart-warm-up';

/**
 * Done again at most twice a day: content changes slowly and phones pay for data. Here, beside the record, and
 * not in schedule-warm-up.ts, which loads warm-up.ts: warm-up.ts reading it from there was an import cycle.
 */
export const WARM_UP_EVERY_MS = 12 * 3_600_000;

export interface WarmUpRecord {
  /** When the run began (a resumed run keeps the instant it first began). */
  at: number;
  /** When its last step was saved. */
  completeAt: number;
  /** Time spent working, summed over the sittings of a resumed run. */
  ms: number;
  requests: number;
  bytes: number;
  /** Reads and pictures saved. */
  saved: number;
  /** Reads and pictures the server answered with an error: not saved, tried again on the next run. */
  missing: number;
  /** Every read and picture was saved. */
  complete: boolean;
}

export interface OfflineReadiness {
  /** never: nothing complete yet · saving: a warm-up is running · saved: a warm-up completed. */
  state: 'never' | 'saving' | 'saved';
  /** When the last complete warm-up finished. */
  savedAt?: number;
  /** Steps (reads and pictures) settled and known in the current or last run. */
  done?: number;
  total?: number;
  /** Steps of the last complete run the server could not give. */
  missing?: number;
}

export function lastWarmUp(): WarmUpRecord | null {
  try {
    const record = JSON.parse(localStorage.getItem(WARM_UP_KEY) ?? 'null') as Partial<WarmUpRecord> | null;
    if (!record || typeof record.at !== 'number') return null;
    // Records written before runs could resume had no completion fields; they were complete runs.
    const ms = record.ms ?? 0;
    return { saved: 0, missing: 0, requests: 0, bytes: 0, complete: true, completeAt: record.at + ms, ...record, at: record.at, ms };
  } catch {
    return null; // No storage (server rendering, privacy modes) or a damaged value: nothing saved.
  }
}

export function saveWarmUpRecord(record: WarmUpRecord): void {
  try {
    localStorage.setItem(WARM_UP_KEY, JSON.stringify(record));
  } catch {
    // Storage full or unavailable: the pictures and reads are saved all the same.
  }
}

/** What is known when no warm-up is running in this tab. */
export function restingReadiness(record = lastWarmUp()): OfflineReadiness {
  if (!record) return { state: 'never' };
  return {
    state: 'saved',
    savedAt: record.completeAt,
    done: record.saved + record.missing,
    total: record.saved + record.missing,
    missing: record.missing,
  };
}

export const offlineReadiness = createStore<OfflineReadiness>(() => restingReadiness());

// Another tab may finish the warm-up; this tab's store follows it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === WARM_UP_KEY && offlineReadiness.getState().state !== 'saving') offlineReadiness.setState(restingReadiness(), true);
  });
}
