/** How the outbox names each kind of form to the person (Pending list, "sent" toasts). */
import type { SubmissionKind } from '../contract/api-routes';

export const SUBMISSION_LABELS: Record<SubmissionKind, string> = {
  contact: 'Contact message',
  registration: 'Registration',
  enrolment: 'Enrollment',
  feedback: 'Feedback',
  callback: 'Call back request',
};
