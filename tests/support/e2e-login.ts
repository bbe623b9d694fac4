/** Logging in and making staff for the browser tests: the steps are scripts/lib's, shared with `npm run screenshots`. */
export { answerLoginDialog, logIn } from '../../scripts/lib/login-dialog';
export { makeAdmin } from '../../scripts/lib/staff-member';

let seq = 0;
/**
 * A valid mobile number unused by this run: the count makes it unique in this process (the browser files share
 * one, vitest.config.ts), the process and the clock across processes; `first` keeps each test file's numbers apart.
 */
export const freshMobile = (first: '7' | '8') =>
  `${first}${String(process.pid % 100).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}${String(++seq % 10_000).padStart(4, '0')}`;
