/** Validation and outcome copy of SPEC §5 and §8, word for word, plus our own where SPEC shows none. */
export const VALIDATION = {
  login: {
    mobileRequired: 'Mobile number is required',
    mobileDigits: 'Mobile number must be 10 digits',
    otpRequired: 'OTP is required',
    otpDigits: 'OTP must be 6 digits',
    referenceRequired: 'Reference id is required',
  },
  contact: {
    nameRequired: 'Name is required',
    nameMin: 'Name must be at least 3 characters',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email',
    phoneRequired: 'Phone is required',
    phoneDigits: 'Phone must be 10 digits',
    messageRequired: 'Message is required',
    messageMin: 'Message must be at least 10 characters',
  },
  registration: {
    firstNameRequired: 'First name is required',
    firstNameMin: 'First name must be at least 2 characters',
    lastNameRequired: 'Last name is required',
    lastNameMin: 'Last name must be at least 2 characters',
    fullNameRequired: 'Full name is required',
    fullNameMin: 'Full name must be at least 2 characters',
    mobileRequired: 'Mobile number is required',
    mobileInvalid: 'Enter a valid 10-digit mobile number',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    dobRequired: 'Date of birth is required',
    dobInvalid: 'Enter a valid date of birth',
    dobFuture: 'Date of birth cannot be in the future',
    collegeRequired: 'College name is required',
    programRequired: 'Program selection is required',
  },
  enrol: {
    firstNameRequired: 'First Name is required',
    lastNameRequired: 'Last Name is required',
    fullNameRequired: 'Full name is required',
    mobileRequired: 'Mobile Number is required',
    mobileDigits: 'Mobile number must be 10 digits',
    emailInvalid: 'Invalid email',
    emailRequired: 'Email is required',
    collegeRequired: 'College Name is required',
    courseRequired: 'Course is required',
    courseInvalid: 'Invalid course id',
    batchInvalid: 'Invalid batch id',
    studentRequired: 'Student id is required',
  },
  feedback: {
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    phoneRequired: 'Phone is required',
    phoneDigits: 'Phone must be 10 digits',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email',
    collegeRequired: 'College name is required',
    ratingRange: 'Choose a rating from 1 to 10',
  },
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  hiddenCharacters: 'Remove the hidden or control characters from this field',
} as const;

/**
 * The default program of SPEC §9: full-stack web development, 90 days. Its batch start is no fixed date
 * ("starts 02 June 2025" made the site look abandoned): the registration form names the next batch
 * (src/features/register/default-program.ts, decision 59); a registration that names no program at
 * all is stored with the program alone.
 */
export const DEFAULT_PROGRAM = { name: 'Full Stack Web Development', days: 90 } as const;
export const DEFAULT_REGISTRATION_PROGRAM = `${DEFAULT_PROGRAM.name} (${DEFAULT_PROGRAM.days} days)`;
/** SPEC §3: an enrolment without a course title names this program. */
export const UNKNOWN_PROGRAM = 'Unknown Program';

export const OUTCOME = {
  otpSent: 'OTP sent successfully',
  otpSendFailed: 'Failed to send OTP',
  invalidOtp: 'Invalid OTP',
  otpVerifyFailed: 'Failed to verify OTP',
  loginSuccessful: 'Login successful',
  messageSent: 'Message sent successfully!',
  messageFailed: 'Failed to send message',
  registrationSuccessful: 'Registration successful!',
  registrationFailed: 'Registration failed.',
  enrolledSuccessfully: 'Enrolled successfully!',
  enrolmentFailed: 'Enrollment failed',
  somethingWentWrong: 'Something went wrong',
  feedbackThanks: 'Thank you for your feedback!',
} as const;

/**
 * What an enrolment in a batch answers when it is not simply SPEC's "Enrolled successfully!" (a seat
 * taken; issue 38, decision 141): `batch` names it ("the weekend batch starting Sat, 9 Jan 2027").
 */
export const BATCH_OUTCOME = {
  waitlisted: (batch: string, position: number) =>
    `${capitalised(batch)} is full, so you are on its waitlist: number ${position} in line. When a seat frees up we will hold it for you and tell you by SMS, by notification and in My learning.`,
  movedToDefault: (batch: string) => `The batch you chose is no longer taking enrollments, so we put you in ${batch}.`,
} as const;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
