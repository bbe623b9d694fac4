/** What the outbox can carry: each kind of form, the endpoint it posts to, and how people call it. */
export const SUBMISSION_KINDS = {
  contact: { path: '/contact', label: 'Contact message' },
  registration: { path: '/student/register', label: 'Registration' },
  enrolment: { path: '/enrollments/enroll', label: 'Enrolment' },
  feedback: { path: '/feedback', label: 'Feedback' },
} as const;

export type SubmissionKind = keyof typeof SUBMISSION_KINDS;
