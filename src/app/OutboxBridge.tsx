import { useEffect } from 'react';
import { toast } from '../lib/toast';
import { FORMS } from '../content/forms';
import { TOAST_MS } from '../content/limits';
import { startOutbox } from '../offline/app-outbox';
import { startPendingLogout } from '../offline/pending-logout';
import { SUBMISSION_LABELS } from '../content/submissions';

/**
 * Starts the outbox with the app, and announces each submission that waited and has now been delivered;
 * a logout made offline is sent on the same occasions (it needs no IndexedDB, so it starts on its own).
 */
export function OutboxBridge() {
  useEffect(() => startPendingLogout(), []);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    startOutbox((item, whileAway) =>
      toast.success((whileAway ? FORMS.deliveredWhileAway : FORMS.delivered)(SUBMISSION_LABELS[item.kind]), { duration: TOAST_MS.default }),
    ).then(
      (s) => {
        if (cancelled) s();
        else stop = s;
      },
      // Without IndexedDB (some private modes) forms still send directly; nothing can be kept for later.
      (err: unknown) => console.warn('Outbox unavailable:', err),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return null;
}
