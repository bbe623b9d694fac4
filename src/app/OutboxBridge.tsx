import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ME_QUERY_ROOT } from '../api/me-keys';
import { toast } from '../lib/toast';
import { SERVER_BACK_EVENT } from '../lib/server-back-event';
import { FORM_DELIVERED_EVENT, type FormDelivered } from '../contract/writes';
import { FORMS } from '../content/form-words';
import { TOAST_MS } from '../content/limits';
import { startOutbox } from '../offline/app-outbox';
import { startPendingLogout } from '../offline/pending-logout';
import { queuedToastId } from '../offline/send-form';
import { SUBMISSION_LABELS } from '../content/submissions';

/**
 * Starts the outbox with the app, and announces each submission that waited and has now been delivered;
 * a logout made offline is sent on the same occasions (it needs no IndexedDB, so it starts on its own).
 */
export function OutboxBridge() {
  const queryClient = useQueryClient();
  useEffect(() => startPendingLogout(), []);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    startOutbox((item, whileAway) => {
      // A submission that waited got its answer: the server is back (perhaps before the lie-fi probe
      // asked), so parts whose code could not arrive, the toaster among them, try again now.
      window.dispatchEvent(new Event(SERVER_BACK_EVENT));
      // In place of its "Saved — it will be sent…" toast if that still shows: never the two side by side.
      // An enrolment's answer says where the student stands, a seat or a place on the waitlist (issue 38): it is said too.
      const outcome = item.kind === 'enrolment' && item.message ? ` ${item.message}` : '';
      const delivered = (whileAway ? FORMS.deliveredWhileAway : FORMS.delivered)(SUBMISSION_LABELS[item.kind]);
      toast.success(delivered + outcome, { duration: TOAST_MS.default, id: queuedToastId(item.id) });
      // The form it came from says it too, if it is still on screen (use-submit-form.ts).
      const detail: FormDelivered = { id: item.id, message: delivered + outcome };
      window.dispatchEvent(new CustomEvent(FORM_DELIVERED_EVENT, { detail }));
      // A delivered enrollment is in My learning now: its read (and the course page) say so.
      if (item.kind === 'enrolment') void queryClient.invalidateQueries({ queryKey: [ME_QUERY_ROOT] });
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
  }, [queryClient]);
  return null;
}
