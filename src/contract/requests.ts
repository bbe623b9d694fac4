/**
 * Request bodies of every POST (SPEC §3, §5, §7), validated the same way by the forms and the server.
 * Strings are trimmed, length-capped and checked in SPEC's order (required first); unknown fields are
 * dropped. `validateRequest` turns the first failure of each field into `{ field: message }`.
 */
import { coerce, define, enums, object, type Infer, type Struct, unknown, validate } from 'superstruct';
import { DEFAULT_REGISTRATION_PROGRAM, UNKNOWN_PROGRAM, VALIDATION as V } from './messages';

type Check = (value: string) => string | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const TEN_DIGITS = /^\d{10}$/;
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
const SIX_DIGITS = /^\d{6}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const LIMITS = { name: 100, email: 254, phone: 10, college: 200, program: 200, message: 5000, id: 64 } as const;

const minLength =
  (n: number, message: string): Check =>
  (v) =>
    v.length >= n ? null : message;
const matches =
  (re: RegExp, message: string): Check =>
  (v) =>
    re.test(v) ? null : message;
const maxLength =
  (n: number, label: string): Check =>
  (v) =>
    v.length <= n ? null : V.tooLong(label, n);

const trimmed = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);
/** Where only digits are expected (a phone sent as the number 9876543210), a whole number is accepted as its digits. */
const trimmedDigits = (v: unknown): unknown => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? String(v) : trimmed(v));

/** A required text field: missing, blank or not text gives `required`; then each check in order. */
export function requiredText(required: string, ...checks: Check[]): Struct<string, null> {
  return textField(trimmed, required, checks);
}

/** A required field of digits (mobile, phone, code). */
export function requiredDigits(required: string, ...checks: Check[]): Struct<string, null> {
  return textField(trimmedDigits, required, checks);
}

/**
 * Characters no form field needs and that do harm downstream: C0/C1 controls other than tab and line
 * breaks (PostgreSQL refuses NUL; terminals obey escapes), bidirectional overrides and isolates (they
 * make "gnp.exe" read as "exe.png"), and lone surrogates (not text at all: no database or CSV can hold them).
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const visibleText: Check = (v) => (HIDDEN.test(v) ? V.hiddenCharacters : null);

function textField(normalise: (v: unknown) => unknown, required: string, checks: Check[]): Struct<string, null> {
  const rule = define<string>('text', (value) => {
    if (typeof value !== 'string' || value === '') return required;
    if (visibleText(value)) return V.hiddenCharacters;
    for (const check of checks) {
      const failure = check(value);
      if (failure) return failure;
    }
    return true;
  });
  return coerce(rule, unknown(), normalise) as unknown as Struct<string, null>;
}

/** An optional text field: absent or blank becomes undefined; present text must pass the checks. */
export function optionalText(...checks: Check[]): Struct<string | undefined, null> {
  const rule = define<string | undefined>('optional text', (value) => {
    if (value === undefined) return true;
    if (typeof value !== 'string') return 'Must be text';
    if (visibleText(value)) return V.hiddenCharacters;
    for (const check of checks) {
      const failure = check(value);
      if (failure) return failure;
    }
    return true;
  });
  return coerce(rule, unknown(), (v) => trimmed(v) || undefined) as unknown as Struct<string | undefined, null>;
}

/** Fills in a default when the field is absent or blank. */
function textWithDefault(fallback: string, ...checks: Check[]): Struct<string, null> {
  // Blank becomes the default before this rule runs, so only a value that is not text can fail here.
  const rule = requiredText('Must be text', ...checks);
  return coerce(rule, unknown(), (v) => (v === undefined || v === null ? fallback : trimmed(v) || fallback)) as unknown as Struct<
    string,
    null
  >;
}

function rating(): Struct<number, null> {
  return define<number>('rating', (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 10) || V.feedback.ratingRange);
}

function pastDate(required: string, invalid: string, future: string): Struct<string, null> {
  return requiredText(required, (v) => {
    if (!ISO_DATE.test(v) || Number.isNaN(Date.parse(v + 'T00:00:00Z'))) return invalid;
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCDate() !== d || y < 1900) return invalid;
    // "Today" anywhere on Earth counts as not in the future: the latest calendar date is UTC+14.
    const latestToday = new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
    return v > latestToday ? future : null;
  });
}

export const OtpSendRequest = object({
  mobileNo: requiredDigits(V.login.mobileRequired, matches(TEN_DIGITS, V.login.mobileDigits)),
});
export type OtpSendRequest = Infer<typeof OtpSendRequest>;

export const OtpVerifyRequest = object({
  reference_id: requiredText(V.login.referenceRequired, maxLength(LIMITS.id, 'Reference id')),
  otp: requiredDigits(V.login.otpRequired, matches(SIX_DIGITS, V.login.otpDigits)),
});
export type OtpVerifyRequest = Infer<typeof OtpVerifyRequest>;

export const ContactRequest = object({
  name: requiredText(V.contact.nameRequired, minLength(3, V.contact.nameMin), maxLength(LIMITS.name, 'Name')),
  email: requiredText(V.contact.emailRequired, maxLength(LIMITS.email, 'Email'), matches(EMAIL, V.contact.emailInvalid)),
  phone: requiredDigits(V.contact.phoneRequired, matches(TEN_DIGITS, V.contact.phoneDigits)),
  message: requiredText(V.contact.messageRequired, minLength(10, V.contact.messageMin), maxLength(LIMITS.message, 'Message')),
});
export type ContactRequest = Infer<typeof ContactRequest>;

const R = V.registration;
export const RegistrationRequest = object({
  fullName: requiredText(R.fullNameRequired, minLength(2, R.fullNameMin), maxLength(LIMITS.name * 3, 'Full name')),
  email: requiredText(R.emailRequired, maxLength(LIMITS.email, 'Email'), matches(EMAIL, R.emailInvalid)),
  mobileNo: requiredDigits(R.mobileRequired, matches(INDIAN_MOBILE, R.mobileInvalid)),
  dob: pastDate(R.dobRequired, R.dobInvalid, R.dobFuture),
  collegeName: requiredText(R.collegeRequired, maxLength(LIMITS.college, 'College name')),
  selectedProgram: textWithDefault(DEFAULT_REGISTRATION_PROGRAM, maxLength(LIMITS.program, 'Program')),
});
export type RegistrationRequest = Infer<typeof RegistrationRequest>;

const E = V.enrol;
export const EnrolmentRequest = object({
  studentId: requiredText(E.studentRequired, maxLength(LIMITS.id, 'Student id')),
  fullName: requiredText(E.fullNameRequired, maxLength(LIMITS.name * 3, 'Full name')),
  mobileNo: requiredDigits(E.mobileRequired, matches(TEN_DIGITS, E.mobileDigits)),
  email: requiredText(E.emailRequired, maxLength(LIMITS.email, 'Email'), matches(EMAIL, E.emailInvalid)),
  collegeName: requiredText(E.collegeRequired, maxLength(LIMITS.college, 'College name')),
  selectedProgram: textWithDefault(UNKNOWN_PROGRAM, maxLength(LIMITS.program, 'Program')),
  course: requiredText(E.courseRequired, matches(UUID, E.courseInvalid)),
  /**
   * The batch chosen (issue 38). Optional: an enrolment queued by an app from before batches has none,
   * and goes to the course's default batch (decision 141).
   */
  batch: optionalText(matches(UUID, E.batchInvalid)),
});
export type EnrolmentRequest = Infer<typeof EnrolmentRequest>;

const F = V.feedback;
export const FEEDBACK_CRITERIA = ['teachingQuality', 'presentations', 'engagement', 'pacing', 'organization'] as const;
export const FeedbackRequest = object({
  firstName: requiredText(F.firstNameRequired, maxLength(LIMITS.name, 'First name')),
  middleName: optionalText(maxLength(LIMITS.name, 'Middle name')),
  lastName: requiredText(F.lastNameRequired, maxLength(LIMITS.name, 'Last name')),
  phone: requiredDigits(F.phoneRequired, matches(TEN_DIGITS, F.phoneDigits)),
  email: requiredText(F.emailRequired, maxLength(LIMITS.email, 'Email'), matches(EMAIL, F.emailInvalid)),
  collegeName: requiredText(F.collegeRequired, maxLength(LIMITS.college, 'College name')),
  ratings: object({
    teachingQuality: rating(),
    presentations: rating(),
    engagement: rating(),
    pacing: rating(),
    organization: rating(),
  }),
});
export type FeedbackRequest = Infer<typeof FeedbackRequest>;

/** An ISO 8601 instant with its zone, as `Date.prototype.toISOString` writes it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** POST /auth/logout: `loggedOutAt` when a logout made offline is sent later (a newer login survives it). */
export const LogoutRequest = object({
  loggedOutAt: define<string | undefined>(
    'instant',
    (v) =>
      v === undefined ||
      (typeof v === 'string' && ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v))) ||
      'loggedOutAt must be an ISO 8601 instant',
  ),
});
export type LogoutRequest = Infer<typeof LogoutRequest>;

/** POST /client-errors: a screen that failed in a browser, for the server's log (no personal fields). */
export const ClientErrorReport = object({
  kind: enums(['render', 'chunk']),
  message: requiredText('message is required', maxLength(500, 'message')),
  stack: optionalText(maxLength(4000, 'stack')),
  path: requiredText('path is required', maxLength(300, 'path')),
  version: optionalText(maxLength(64, 'version')),
});
export type ClientErrorReport = Infer<typeof ClientErrorReport>;

export type FieldErrors = Record<string, string>;
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Validates (trimming, dropping unknown fields) and reports the first failure of each field. */
export function validateRequest<T>(struct: Struct<T, unknown>, input: unknown): Validated<T> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: { body: 'Expected a JSON object' } };
  }
  const [error, value] = validate(input, struct, { coerce: true, mask: true });
  if (!error) return { ok: true, value: value as T };
  const errors: FieldErrors = {};
  for (const failure of error.failures()) {
    const field = failure.path.join('.') || 'body';
    errors[field] ??= nestedObjectMessage(failure.message, field);
  }
  return { ok: false, errors };
}

/** A nested object that is missing entirely fails as a whole; say which field it was. */
function nestedObjectMessage(message: string, field: string): string {
  return message.startsWith('Expected an object') ? `${field} must be an object` : message;
}

/**
 * The forms' own shapes (SPEC §5), where they differ from the request they become: names in three
 * parts, a program chosen from a list, a code on its own.
 */
export const LoginMobileForm = OtpSendRequest;
export type LoginMobileForm = Infer<typeof LoginMobileForm>;

export const LoginOtpForm = object({
  otp: requiredDigits(V.login.otpRequired, matches(SIX_DIGITS, V.login.otpDigits)),
});

export const ContactForm = ContactRequest;

export const RegistrationForm = object({
  firstName: requiredText(R.firstNameRequired, minLength(2, R.firstNameMin), maxLength(LIMITS.name, 'First name')),
  middleName: optionalText(maxLength(LIMITS.name, 'Middle name')),
  lastName: requiredText(R.lastNameRequired, minLength(2, R.lastNameMin), maxLength(LIMITS.name, 'Last name')),
  mobileNo: requiredDigits(R.mobileRequired, matches(INDIAN_MOBILE, R.mobileInvalid)),
  email: requiredText(R.emailRequired, maxLength(LIMITS.email, 'Email'), matches(EMAIL, R.emailInvalid)),
  dob: pastDate(R.dobRequired, R.dobInvalid, R.dobFuture),
  collegeName: requiredText(R.collegeRequired, maxLength(LIMITS.college, 'College name')),
  selectedProgram: requiredText(R.programRequired, maxLength(LIMITS.program, 'Program')),
});
export type RegistrationForm = Infer<typeof RegistrationForm>;

export const EnrolForm = object({
  firstName: requiredText(E.firstNameRequired, maxLength(LIMITS.name, 'First name')),
  middleName: optionalText(maxLength(LIMITS.name, 'Middle name')),
  lastName: requiredText(E.lastNameRequired, maxLength(LIMITS.name, 'Last name')),
  mobileNo: requiredDigits(E.mobileRequired, matches(TEN_DIGITS, E.mobileDigits)),
  email: requiredText(E.emailRequired, maxLength(LIMITS.email, 'Email'), matches(EMAIL, E.emailInvalid)),
  collegeName: requiredText(E.collegeRequired, maxLength(LIMITS.college, 'College name')),
});
export type EnrolForm = Infer<typeof EnrolForm>;

/** SPEC §3: the full name is the first, optional middle and last names joined by spaces. */
export const joinName = (first: string, middle: string | undefined, last: string) =>
  [first, middle, last]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
