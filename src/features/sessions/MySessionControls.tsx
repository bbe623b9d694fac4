/**
 * A session page's place for a signed-in student's own controls (register, calendar, reminders). Their
 * code is a lazy part: a visitor, or a first paint, carries none of it.
 */
import { Suspense, type ComponentProps } from 'react';
import type { SessionKind } from '../../contract/my-learning';
import { useHydrated } from '../../lib/client-values';
import { useSession } from '../../session/session';
import { lazyPart } from '../../ui/lazy-part';

const SessionActions = lazyPart<ComponentProps<(typeof import('./SessionActions'))['SessionActions']>>(() =>
  import('./SessionActions').then((m) => ({ default: m.SessionActions })),
);

export function MySessionControls({ kind, id, over }: { kind: SessionKind; id: string; over: boolean }) {
  // Signed in is known only in the browser: the server's HTML (every visitor's) has no controls.
  const hydrated = useHydrated();
  const studentId = useSession((s) => s.student?.studentId);
  if (!hydrated || !studentId) return null;
  return (
    <Suspense fallback={null}>
      <SessionActions kind={kind} id={id} over={over} studentId={studentId} />
    </Suspense>
  );
}
