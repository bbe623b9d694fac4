/**
 * The one way a form sends a submission (issue 19): guard, busy on, send through the outbox, show the
 * server's field errors or reset, and busy off whatever happened, so no form stays "Sending..." when
 * storage or the network throws. Without IndexedDB, send-form.ts sends directly and says if that failed.
 */
import { useRef, type FormEvent } from 'react';
import type { SubmissionKind } from '../contract/api-routes';
import type { FieldErrors } from '../contract/requests';
import { markBusy } from '../lib/page-quiet';
import { messagesFor, sendForm, toastSendFailure, type ShowsField } from './send-form';

/** What the hook drives: `useForm` (src/ui/form/use-form.ts) fits as it is; a hand-made form can too. */
export interface SubmittableForm {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** Checks every field and shows what is wrong; true when the form may be sent. */
  check: () => boolean;
  setErrors: (errors: FieldErrors) => void;
  reset: () => void;
  /** The form's fields by name, when it has them (`useForm`): a server message for anything else goes in the toast. */
  values?: Record<string, unknown>;
}

export interface SubmitFormOptions {
  kind: SubmissionKind;
  /** How long its toasts stay; the words come from the write registry (src/contract/writes.ts). */
  toastMs: number;
  /** What to send, read once the form has passed its checks; `null` sends nothing (the form has dealt with it). */
  payload: () => Record<string, unknown> | null;
  /** The server's field errors under the form's own field names (a request field may have no input of its own). */
  toFormErrors?: (errors: FieldErrors) => FieldErrors;
  /** Sent, or saved to send later: called after the form has been reset (the enrol dialog closes here). */
  onDone?: (result: 'sent' | 'queued') => void;
}

/** Whether the form has an input for a field the server names (after `toFormErrors`); unknown without `values`. */
function showsField(form: SubmittableForm, options: SubmitFormOptions): ShowsField | undefined {
  const values = form.values;
  if (!values) return undefined;
  return (field) => Object.keys(options.toFormErrors?.({ [field]: field }) ?? { [field]: field }).some((name) => name in values);
}

/** The form's `onSubmit`. The promise it returns settles once the submission has ended up somewhere. */
export function useSubmitForm(form: SubmittableForm, options: SubmitFormOptions): (event?: FormEvent) => Promise<void> {
  // `busy` is state, seen only after a render: a second press in the same tick is stopped here.
  const sending = useRef(false);
  return async (event) => {
    event?.preventDefault();
    if (sending.current || form.busy || !form.check()) return;
    const payload = options.payload();
    if (!payload) return;
    sending.current = true;
    form.setBusy(true);
    // The first visit's precache and warm-up wait while a form is being sent (src/lib/page-quiet.ts).
    const release = markBusy();
    try {
      const sent = await sendForm(options.kind, payload, options.toastMs, showsField(form, options));
      if (sent.result === 'needs-attention') form.setErrors(options.toFormErrors?.(sent.fieldErrors) ?? sent.fieldErrors);
      else if (sent.result !== 'failed') {
        form.reset();
        options.onDone?.(sent.result);
      }
    } catch (err) {
      // Not expected (send-form answers every failure of storage and network): still, the form stays usable.
      console.error('Form submission failed:', err);
      toastSendFailure(messagesFor(options.kind, options.toastMs));
    } finally {
      release();
      sending.current = false;
      form.setBusy(false);
    }
  };
}
