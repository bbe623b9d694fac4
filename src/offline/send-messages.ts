/**
 * SPEC §8's toasts of one kind, apart from the code that sends (send-form.ts): a form's page runs before that
 * code has come, and must still be able to say that a submission went nowhere.
 */
import { toast } from '../lib/toast';
import type { SubmissionKind } from '../contract/api-routes';
import { WRITES } from '../contract/writes';

/** SPEC §8's toasts of one kind (from the write registry) and how long they stay. */
export interface SendMessages {
  success: string;
  failure: string;
  exception: string;
  toastMs: number;
}

export const messagesFor = (kind: SubmissionKind, toastMs: number): SendMessages => {
  const { success, failure, exception } = WRITES[kind];
  return { success, failure, exception, toastMs };
};

/** SPEC §8's toast for a submission that went nowhere. */
export function toastSendFailure(messages: SendMessages): void {
  toast.error(messages.exception, { duration: messages.toastMs });
}
