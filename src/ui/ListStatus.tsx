import type { ReactNode } from 'react';
import { useBrowserOnline, useWhenBackOnline } from '../lib/browser-online';
import { LOAD_PROBLEM } from '../content/copy';
import { listViewOf } from '../lib/load-failure';
import { LoadProblem } from './LoadProblem';

type Read = Parameters<typeof listViewOf>[0] & { refetch: () => unknown };

/**
 * Everything a list shows before its items (issue 15): its loading text; "not saved for offline yet"
 * when the read waits for a network; its error with Try again. Either problem asks again by itself when
 * the connection returns. Renders nothing once there are items (or none to show).
 */
export function ListStatus({ read, loading, failed }: { read: Read; loading: ReactNode; failed: string }) {
  const online = useBrowserOnline();
  const view = listViewOf(read, online);
  const stuck = view === 'not-saved' || view === 'failed';
  useWhenBackOnline(() => void read.refetch(), stuck);
  if (view === 'loading') return <>{loading}</>;
  if (view === 'not-saved') return <LoadProblem message={LOAD_PROBLEM.notSaved} onRetry={() => void read.refetch()} />;
  if (view === 'failed') return <LoadProblem message={failed} onRetry={() => void read.refetch()} />;
  return null;
}
