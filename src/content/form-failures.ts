/**
 * What a form kept to send later says in its toast, when the device says it is online (decision 106, issue 36).
 * A module of its own: only the outbox's code (loaded after the first paint) says it, and content/forms.ts is in
 * the first load of `/`, which is at its budget. Each names what was kept, in the Pending list's words: under
 * lie-fi the banner already says the academy is out of reach, and a form is not always a message.
 */
import type { SubmissionKind } from '../contract/api-routes';
import { SUBMISSION_LABELS } from './submissions';

/** A 5xx while online. */
export const serverProblem = (kind: SubmissionKind): string =>
  `${SUBMISSION_LABELS[kind]} saved — the academy's server had a problem; it will be sent automatically`;

/** No answer (or none in time) while online: lie-fi. */
export const savedUntilAnswered = (kind: SubmissionKind): string =>
  `${SUBMISSION_LABELS[kind]} saved — it will be sent as soon as the academy answers`;
