import { useEffect } from 'react';
import { toast } from '../lib/toast';
import { SERVER_BACK_EVENT } from '../lib/server-back-event';
import { FORMS } from '../content/form-words';
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
    startOutbox((item, whileAway) => {
      // A submission that waited got its answer: the server is back (perhaps before the lie-fi probe
      // asked), so parts whose code could not arrive, the toaster among them, try again now.
      window.dispatchEvent(new Event(SERVER_BACK_EVENT));
      // An enrolment's answer says where the student stands, a seat or a place on the waitlist (issue 38): it is said too.
      const outcome = item.kind === 'enrolment' && item.message ? ` ${item.message}` : '';
      const delivered = (whileAway ? FORMS.deliveredWhileAway : FORMS.delivered)(SUBMISSION_LABELS[item.kind]);
      toast.success(delivered + outcome, { duration: TOAST_MS.default });
    }).then(
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
