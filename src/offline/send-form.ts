/** Every form sends through the outbox; this turns where a submission ended up into SPEC §8's toasts. */
import { toast } from 'sonner';
import type { FieldErrors } from '../contract/requests';
import { FORMS } from '../content/copy';
import { outbox } from './app-outbox';
import type { SubmissionKind } from './submission-kinds';

export interface SendMessages {
  success: string;
  failure: string;
  toastMs: number;
}

export type SendResult = { result: 'sent' | 'queued' } | { result: 'needs-attention'; fieldErrors: FieldErrors };

export async function sendForm(kind: SubmissionKind, payload: Record<string, unknown>, messages: SendMessages): Promise<SendResult> {
  const outcome = await outbox.submit(kind, payload);
  if (outcome.status === 'sent') {
    toast.success(messageOf(outcome.body) ?? messages.success, { duration: messages.toastMs });
    return { result: 'sent' };
  }
  if (outcome.status === 'queued') {
    toast.info(FORMS.queued, { duration: messages.toastMs });
    return { result: 'queued' };
  }
  // The person is looking at this form: the errors go on it, not into the Pending list.
  await outbox.remove(outcome.item.id);
  toast.error(outcome.item.message ?? messages.failure, { duration: messages.toastMs });
  return { result: 'needs-attention', fieldErrors: outcome.item.fieldErrors ?? {} };
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
