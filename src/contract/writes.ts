/**
 * The write registry: for each form that goes through the outbox (SPEC §3, §5, §8) its path, the request
 * the server validates and the client checks before sending, the answer it gives on success, and SPEC
 * §8's toasts: `success` and `failure` (a refusal without a message of its own; the server's message wins
 * when it sends one) and `exception` (no answer at all, nothing stored to send later). Every write is a POST with an
 * Idempotency-Key. The words the outbox uses for each kind are in src/content/submissions.ts.
 */
import { boolean, enums, literal, nullable, number, object, optional, string, type Struct } from 'superstruct';
import { CALLBACK_MESSAGES, CallbackRequest } from './callback';
import { AUTH_PATHS, WRITE_PATHS, type SubmissionKind } from './api-routes';
import { SEAT_STATES } from './batches';
import { OUTCOME } from './messages';
import {
  ContactRequest,
  EnrolmentRequest,
  FeedbackRequest,
  LogoutRequest,
  OtpSendRequest,
  OtpVerifyRequest,
  RegistrationRequest,
} from './requests';

/** A successful write's answer: `{ success: true, message, data }` (SPEC §7). */
const sent = <T>(data: Struct<T>) => object({ success: literal(true), message: string(), data });

export const WRITES = {
  contact: {
    path: WRITE_PATHS.contact,
    request: ContactRequest,
    response: sent(object({ id: string() })),
    success: OUTCOME.messageSent,
    failure: OUTCOME.messageFailed,
    exception: OUTCOME.messageFailed,
  },
  registration: {
    path: WRITE_PATHS.registration,
    request: RegistrationRequest,
    response: sent(object({ registrationId: string() })),
    success: OUTCOME.registrationSuccessful,
    failure: OUTCOME.registrationFailed,
    exception: OUTCOME.registrationFailed,
  },
  enrolment: {
    path: WRITE_PATHS.enrolment,
    request: EnrolmentRequest,
    // Issue 38: the batch and the place in it (a seat or the waitlist); null for a course without batches.
    response: sent(
      object({
        alreadyEnrolled: boolean(),
        enrollmentId: optional(string()),
        batchId: optional(nullable(string())),
        seat: optional(nullable(enums(SEAT_STATES))),
        waitlistPosition: optional(number()),
      }),
    ),
    success: OUTCOME.enrolledSuccessfully,
    failure: OUTCOME.enrolmentFailed,
    exception: OUTCOME.somethingWentWrong,
  },
  feedback: {
    path: WRITE_PATHS.feedback,
    request: FeedbackRequest,
    response: sent(object({ id: string() })),
    success: OUTCOME.feedbackThanks,
    failure: OUTCOME.somethingWentWrong,
    exception: OUTCOME.somethingWentWrong,
  },
  callback: {
    path: WRITE_PATHS.callback,
    request: CallbackRequest,
    response: sent(object({ id: string() })),
    success: CALLBACK_MESSAGES.received,
    failure: CALLBACK_MESSAGES.failed,
    exception: CALLBACK_MESSAGES.failed,
  },
} as const satisfies Record<SubmissionKind, unknown>;

/** The outbox's kinds, in the order people meet the forms. */
export const SUBMISSION_KINDS = Object.keys(WRITES) as SubmissionKind[];

/** The login and logout POSTs, with the structs both sides check. */
export const AUTH_WRITES = {
  otpSend: { path: AUTH_PATHS.otpSend, request: OtpSendRequest },
  otpVerify: { path: AUTH_PATHS.otpVerify, request: OtpVerifyRequest },
  logout: { path: AUTH_PATHS.logout, request: LogoutRequest },
} as const;

/** A form's own line for a send that ended nowhere (`Form` renders it empty, `useSubmitForm` writes it). */
export const SEND_PROBLEM_ATTRIBUTE = 'data-send-problem';
/** A form's own line for its last send that reached the academy: the toast's words, kept until the form is edited again. */
export const SEND_DONE_ATTRIBUTE = 'data-send-done';

/**
 * Told on `window` when a submission kept to send later has reached the academy (OutboxBridge.tsx): the form it came
 * from, if still on screen and untouched since, says so on that line (decision 217).
 */
export const FORM_DELIVERED_EVENT = 'academy:form-delivered';
export interface FormDelivered {
  /** The outbox item's id, its Idempotency-Key. */
  id: string;
  /** The words of its "sent" toast. */
  message: string;
}
