/** The forms' own words (SPEC §2, §4, §8); what every form and the outbox say is in form-words.ts. */
export const LOGIN = {
  title: 'Login',
  lead: 'Log in with a one-time code sent to your mobile number.',
  mobile: 'Mobile Number',
  otp: 'OTP',
  sendOtp: 'Send OTP',
  verify: 'Verify OTP',
  codeSentTo: (mobile: string) => `Enter the 6-digit code sent to +91 ${mobile}.`,
  changeNumber: 'Change number',
  offline: "You're offline. Logging in needs a connection; try again when you're back online.",
} as const;

export const CONTACT_PAGE = {
  metaTitle: 'Contact',
  /** Takes the academy's details as an argument: copy.ts re-exports this file, so it cannot import them. */
  description: (academy: { name: string; email: string; phones: readonly string[]; hours: string }) =>
    `Reach ${academy.name}: ${academy.email}, ${academy.phones[0]}, ${academy.hours}.`,
  title: 'Contact Us',
  lead: 'Questions about courses, batches or fees? We are happy to help.',
  visit: 'Visit us',
  writeOrCall: 'Write or call',
  hours: 'Working hours',
} as const;

export const CONTACT_FORM = {
  title: 'Send us a message',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
  submit: 'Send Message',
} as const;

export const REGISTER = {
  title: 'Candidate Registration',
  lead: 'Register once to join batches, enrol in courses and book sessions.',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  mobile: 'Mobile Number',
  email: 'Email',
  dob: 'Date of Birth',
  college: 'College Name',
  program: 'Program',
  chooseProgram: 'Choose a program',
  /** SPEC §9's default program with its next batch (src/features/register/default-program.ts). */
  defaultProgram: (name: string, startsOn: string, days: number) => `${name} (starts ${startsOn}, ${days} days)`,
  submit: 'Register',
  haveAccount: 'Already registered?',
  logIn: 'Log in',
} as const;

export const ENROL = {
  title: (course: string | undefined) => `Enroll for ${course || 'Selected Course'}`,
  mobile: 'Mobile',
  email: 'Email',
  submit: 'Enroll',
} as const;

export const FORGOT_PASSWORD = {
  title: 'Forgot Password',
  description: 'Get a link or code to get back into your account.',
  field: 'Mobile or Email',
  submit: 'Send Reset Link / OTP',
  alert: 'Password reset link / OTP sent!',
  back: 'Back to Login',
  lead: 'Enter the mobile number or e-mail you registered with, and we will send you a reset link or a one-time code.',
  otpTitle: 'No password needed',
  otpText: 'Students log in with a one-time code sent to their mobile number. Use it to get straight back in.',
  otpButton: 'Log in with a code',
  helpText: 'Changed your number or e-mail?',
  helpLink: 'Contact us',
} as const;

export const FEEDBACK_FORM = {
  title: 'Session Feedback',
  lead: 'Tell us how your session went. Rate each part from 1 (poor) to 10 (excellent).',
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  phone: 'Phone',
  email: 'Email',
  college: 'College Name',
  criteria: {
    teachingQuality: 'Teaching quality',
    presentations: 'Presentations',
    engagement: 'Engagement',
    pacing: 'Pacing',
    organization: 'Organization',
  },
  submit: 'Submit Feedback',
  reset: 'Reset',
  chooseRatings: 'Please rate all five criteria.',
  notRated: 'not rated',
  rated: (value: number) => `${value}/10`,
  star: (n: number) => `${n} of 10`,
} as const;
