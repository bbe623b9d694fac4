/**
 * A batch's seats in a word (issue 38): on every course card, so they load with the catalogue; the rest of
 * a batch's words (content/batches.ts) load only with the screens that show a batch whole.
 */
export const SEATS = {
  left: (n: number) => (n === 1 ? '1 seat left' : `${n} seats left`),
  waitlist: 'Waitlist open',
  closed: 'Enrollment closed',
} as const;
