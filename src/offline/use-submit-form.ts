/**
 * The one way a form sends a submission (issue 19): guard, busy on, send through the outbox, show the
 * server's field errors or reset, and busy off whatever happened, so no form stays "Sending..." when
 * storage or the network throws. Without IndexedDB, send-form.ts sends directly and says if that failed.
 *
 * The sending code (the outbox, its rules and its wiring: ~5 KB) is not in a form's first load: a form's
 * page, and the enrol dialog, run without it, and it is read once the page is idle (decision 200). A Send
 * before it has come waits for it; should it not come at all, the toast says nothing was sent and the form
 * keeps what was typed, as for any other failure here.
 */
import { useEffect, useRef, type FormEvent } from 'react';
import type { SubmissionKind } from '../contract/api-routes';
import type { FieldErrors } from '../contract/requests';
import { whenIdle } from '../lib/idle';
import { markBusy } from '../lib/page-quiet';
import { FORM_DELIVERED_EVENT, SEND_DONE_ATTRIBUTE, SEND_PROBLEM_ATTRIBUTE, type FormDelivered } from '../contract/writes';
import type { ShowsField } from './send-form';
import { messagesFor, toastSendFailure } from './send-messages';

const sendingCode = () => import('./send-form');

/** How soon after a form shows its sending code is read: at the first idle moment, 2 s at the latest. */
const READ_SENDING_CODE = { timeoutMs: 2_000, withoutIdleMs: 300 } as const;

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

/**
 * That the send reached the academy, in the form, until the person edits it again: the toast's 3 s are soon over,
 * the form has been emptied, and a person who looked away would otherwise find nothing saying it went (a helper's
 * finding). Brought into view as the answer to the press (`bringIntoView`) when the person had scrolled only as far
 * as the button; not when a kept send is delivered later, when the person may be reading something else.
 */
function sayDone(formElement: HTMLFormElement, doneLine: Element, message: string, bringIntoView: boolean) {
  doneLine.textContent = message;
  if (bringIntoView) doneLine.scrollIntoView({ block: 'nearest' });
  formElement.addEventListener('input', () => (doneLine.textContent = ''), { once: true });
}

/**
 * A send kept to go later says nothing yet (the navbar counts what waits); once it has reached the academy, its form
 * says so as a sent one does, if it is still on screen and the person has not started on another since.
 */
function sayDoneOnDelivery(formElement: HTMLFormElement, doneLine: Element, itemId: string) {
  const over = new AbortController();
  const delivered = (event: Event) => {
    const { id, message } = (event as CustomEvent<FormDelivered>).detail;
    if (id !== itemId) return;
    over.abort();
    if (formElement.isConnected) sayDone(formElement, doneLine, message, false);
  };
  window.addEventListener(FORM_DELIVERED_EVENT, delivered, { signal: over.signal });
  formElement.addEventListener('input', () => over.abort(), { once: true, signal: over.signal });
}

/** The form's `onSubmit`. The promise it returns settles once the submission has ended up somewhere. */
export function useSubmitForm(form: SubmittableForm, options: SubmitFormOptions): (event?: FormEvent) => Promise<void> {
  // `busy` is state, seen only after a render: a second press in the same tick is stopped here.
  const sending = useRef(false);
  useEffect(() => whenIdle(() => void sendingCode().catch(() => undefined), READ_SENDING_CODE), []);
  return async (event) => {
    event?.preventDefault();
    // Captured now: a React event's target is gone after the first await.
    const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    const problemLine = formElement?.querySelector(`[${SEND_PROBLEM_ATTRIBUTE}]`);
    const doneLine = formElement?.querySelector(`[${SEND_DONE_ATTRIBUTE}]`);
    if (problemLine) problemLine.textContent = '';
    if (doneLine) doneLine.textContent = '';
    if (sending.current || form.busy || !form.check()) return;
    const payload = options.payload();
    if (!payload) return;
    sending.current = true;
    form.setBusy(true);
    // The first visit's precache and warm-up wait while a form is being sent (src/lib/page-quiet.ts).
    const release = markBusy();
    try {
      const { sendForm } = await sendingCode();
      const sent = await sendForm(options.kind, payload, options.toastMs, showsField(form, options));
      if (sent.result === 'needs-attention') form.setErrors(options.toFormErrors?.(sent.fieldErrors) ?? sent.fieldErrors);
      else if (sent.result !== 'failed') {
        form.reset();
        if (formElement && doneLine) {
          if (sent.result === 'sent') sayDone(formElement, doneLine, sent.message, true);
          else sayDoneOnDelivery(formElement, doneLine, sent.itemId);
        }
        options.onDone?.(sent.result);
      }
    } catch (err) {
      // The sending code could not come (send-form itself answers every failure of storage and network): the form
      // keeps what was typed and stays usable, and the next Send asks for the code again.
      console.error('Form submission failed:', err);
      const messages = messagesFor(options.kind, options.toastMs);
      toastSendFailure(messages);
      // Said in the form as well: on a first visit cut off early (no service worker yet), the toasts' code did not
      // come either, and the Send seemed to do nothing (a helper found it on the phone profile).
      if (problemLine) problemLine.textContent = messages.exception;
    } finally {
      release();
      sending.current = false;
      form.setBusy(false);
    }
  };
}
