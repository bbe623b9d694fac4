/**
 * Every form sends through the outbox; this turns where a submission ended up into SPEC §8's toasts.
 *
 * Where the outbox cannot store (no IndexedDB, as in some private modes, or one that throws), the form
 * is still usable: the submission goes straight to the server, once, under the same Idempotency-Key,
 * with the same toasts. Nothing can be kept for later then, so a failure says so and the form keeps
 * what was typed.
 */
import { toast } from '../lib/toast';
import { ApiError, TIMEOUT_MESSAGE } from '../api/http';
import type { SubmissionKind } from '../contract/api-routes';
import type { FieldErrors } from '../contract/requests';
import { FORMS } from '../content/form-words';
import { savedUntilAnswered, serverProblem } from '../content/form-failures';
import { outbox } from './app-outbox';
import { postSubmission, type OutboxItem } from './outbox';
import { messagesFor, type SendMessages } from './send-messages';
import { currentVisitSource } from './visit-source';

/** `failed`: not stored and not delivered; the person has been told, and the form keeps its values. */
export type SendResult =
  | { result: 'sent'; message: string }
  | { result: 'queued'; itemId: string }
  | { result: 'needs-attention'; fieldErrors: FieldErrors }
  | { result: 'failed' };

/** Which of the server's field names the form shows next to an input (the rest it must say in words). */
export type ShowsField = (field: string) => boolean;

/**
 * A refusal in the server's words. Its field messages go beside their fields; those the form has no input
 * for (a course id, a student id) would be lost there, so the toast says them instead of pointing at
 * highlighted fields that are not there.
 */
export function refusalText(message: string, fieldErrors: FieldErrors, shows?: ShowsField): string {
  const unseen = shows ? Object.entries(fieldErrors).filter(([field]) => !shows(field)) : [];
  if (unseen.length === 0) return message;
  const said = unseen.map(([, m]) => (/[.!?]$/.test(m) ? m : `${m}.`)).join(' ');
  return unseen.length === Object.keys(fieldErrors).length ? said : `${message} ${said}`;
}

export async function sendForm(
  kind: SubmissionKind,
  payload: Record<string, unknown>,
  toastMs: number,
  shows?: ShowsField,
): Promise<SendResult> {
  const messages = messagesFor(kind, toastMs);
  // The key is ours before the outbox stores anything: if it fails after sending, our own try is a repeat.
  const key = crypto.randomUUID();
  const source = currentVisitSource();
  let outcome;
  try {
    outcome = await outbox.submit(kind, payload, key, source);
  } catch (err) {
    console.warn('Outbox unavailable, sending directly:', err);
    return sendDirectly({ id: key, kind, payload, source }, messages, shows);
  }
  if (outcome.status === 'sent') return sent(outcome.body, messages);
  if (outcome.status === 'queued') {
    toast.info(queuedMessage(outcome.item), { duration: messages.toastMs, id: queuedToastId(outcome.item.id) });
    return { result: 'queued', itemId: outcome.item.id };
  }
  // The person is looking at this form: the errors go on it, not into the Pending list.
  await outbox.remove(outcome.item.id).catch((err: unknown) => console.warn('Could not drop the refused submission:', err));
  const fieldErrors = outcome.item.fieldErrors ?? {};
  toast.error(refusalText(outcome.item.message ?? messages.failure, fieldErrors, shows), { duration: messages.toastMs });
  return { result: 'needs-attention', fieldErrors };
}

/** The "saved to send later" toast of an item: its "sent" toast takes its place, so the two never show together. */
export const queuedToastId = (itemId: string) => `queued-${itemId}`;

/**
 * Saved to send later, in words true to what happened: "back online" only when the device itself says it
 * is offline; a server that answered with an error (5xx) had a problem; no answer in time (refused, hung:
 * the commonest lie-fi) means the academy is out of reach (issue 36).
 */
export const queuedMessage = (item: Pick<OutboxItem, 'failure' | 'kind'>): string => {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return FORMS.queued;
  return item.failure === 'server' ? serverProblem(item.kind) : savedUntilAnswered(item.kind);
};

/** One try, no storage: what the outbox's first attempt does, without the queue behind it. */
async function sendDirectly(
  item: Pick<OutboxItem, 'id' | 'kind' | 'payload' | 'source'>,
  messages: SendMessages,
  shows?: ShowsField,
): Promise<SendResult> {
  try {
    return sent(await postSubmission(item), messages);
  } catch (err) {
    const refused = err instanceof ApiError && err.status >= 400 && err.status < 500 ? err : undefined;
    if (refused) {
      const fieldErrors = refused.body?.errors ?? {};
      toast.error(refusalText(refused.body?.message ?? messages.failure, fieldErrors, shows), { duration: messages.toastMs });
      return { result: 'needs-attention', fieldErrors };
    }
    // SPEC §8: a timeout shows its own message; other network errors and server failures are not shown.
    const timedOut = err instanceof ApiError && err.message === TIMEOUT_MESSAGE;
    toast.error(timedOut ? TIMEOUT_MESSAGE : messages.exception, { duration: messages.toastMs });
    return { result: 'failed' };
  }
}

/** SPEC §7: a 2xx whose body says `success: false` is a failure, with the server's message. */
function sent(body: unknown, messages: SendMessages): SendResult {
  if ((body as { success?: unknown } | null | undefined)?.success === false) {
    toast.error(messageOf(body) ?? messages.failure, { duration: messages.toastMs });
    return { result: 'failed' };
  }
  const message = messageOf(body) ?? messages.success;
  toast.success(message, { duration: messages.toastMs });
  return { result: 'sent', message };
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
