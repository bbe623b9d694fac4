/**
 * Words of a course's batches (issue 38): on course cards, the course page, the enrol dialog and My
 * learning. They load with those screens, never with the first page of `/`.
 */
export const BATCHES = {
  title: 'Upcoming batches',
  lead: 'Pick a batch that fits your week. Class times are India time.',
  none: 'No batch is scheduled yet: enroll now and we will call you when the next one is set.',
  modes: { online: 'Online', offline: 'In person', hybrid: 'Online and in person' },
  weekParts: { weekday: 'Weekday batch', weekend: 'Weekend batch' },
  days: { MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat', SU: 'Sun' },
  startsOn: (date: string) => `Starts ${date}`,
  runs: (from: string, to: string) => `${from} to ${to}`,
  classes: (days: string, times: string) => `${days}, ${times}`,
  taughtIn: (language: string) => `Taught in ${language}`,
  fee: (amount: string) => `Fee ${amount}`,
  enrolIn: 'Enroll in this batch',
  joinWaitlist: 'Join the waitlist',
  /** The card's line: "Next batch: Starts 9 Jan 2027". */
  next: 'Next batch',
  /** The enrol dialog's choice. */
  choose: 'Batch',
  chooseHint: 'A full batch takes you onto its waitlist: we hold the next free seat for you and tell you.',
  noChoice: 'No batch is scheduled yet: we will call you when the next one is set.',
} as const;

/** A student's place in a batch, in My learning (decision 141). */
export const MY_BATCH = {
  seat: {
    confirmed: 'Seat confirmed',
    waitlisted: 'On the waitlist',
    offered: 'A seat is held for you',
    cancelled: 'Cancelled',
    lapsed: 'Offer ran out',
  },
  position: (n: number) => `Number ${n} in line`,
  heldUntil: (when: string) => `Accept it by ${when}, or it goes to the next person waiting.`,
  accept: 'Accept the seat',
  decline: 'Let it go',
  answering: 'Sending…',
  offline: 'You are offline: answer the offer when you are back online.',
  failed: 'Your answer did not reach us. Please try again.',
  addToCalendar: 'Add classes to calendar',
  /** A batch's enrolment starts on the batch's first day, which may be ahead. */
  starts: 'Starts',
} as const;
