/** Loads something of the pack once per key (no React Query: a note's whole text is never persisted in localStorage). */
import { useCallback, useEffect, useState } from 'react';
import { PackReadError, type PackReadProblem } from '../../offline/course-pack/read-pack';
import { useWhenBackOnline } from '../../lib/browser-online';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'problem'; problem: PackReadProblem };

export function usePackRead<T>(key: string, load: () => Promise<T>): { read: Loaded<T>; retry: () => void } {
  const [read, setRead] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setRead({ state: 'loading' });
    load().then(
      (value) => live && setRead({ state: 'ready', value }),
      (err: unknown) => live && setRead({ state: 'problem', problem: err instanceof PackReadError ? err.problem : 'failed' }),
    );
    return () => {
      live = false;
    };
    // `load` is the caller's closure over `key`: a new key is a new read, a new closure alone is not.
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Offline and not saved, or the academy unreachable: try again when the connection is back.
  useWhenBackOnline(retry, read.state === 'problem' && (read.problem === 'not-saved' || read.problem === 'failed'));
  return { read, retry };
}
