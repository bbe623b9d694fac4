/**
 * The "Request a call back" form of issue 39 (name, mobile, course of interest, preferred time), which goes
 * through the outbox like SPEC's forms; the source every public form records is in visit-source.ts.
 */
import { coerce, define, object, type Infer, type Struct, unknown } from 'superstruct';
import { optionalText, requiredDigits, requiredText } from './requests';

const INDIAN_MOBILE = /^[6-9]\d{9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const CALLBACK_MESSAGES = {
  nameRequired: 'Name is required',
  nameMin: 'Name must be at least 2 characters',
  nameLong: 'Name must be at most 100 characters',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Enter a valid 10-digit mobile number',
  courseInvalid: 'Choose a course from the list',
  timeRequired: 'Choose when we should call you',
  received: 'Thanks! We will call you back in working hours (Mon–Sat, 9AM–6PM).',
  failed: 'We could not take your request. Please try again.',
} as const;

/** When to call, within the working hours (SPEC §1): the academy's morning, afternoon or evening, or any time. */
export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

const M = CALLBACK_MESSAGES;
const check = (ok: (v: string) => boolean, message: string) => (v: string) => (ok(v) ? null : message);

export const CallbackRequest = object({
  name: requiredText(
    M.nameRequired,
    check((v) => v.length >= 2, M.nameMin),
    check((v) => v.length <= 100, M.nameLong),
  ),
  mobileNo: requiredDigits(
    M.mobileRequired,
    check((v) => INDIAN_MOBILE.test(v), M.mobileInvalid),
  ),
  /** A course's id, or absent for "not sure yet". */
  course: optionalText(check((v) => UUID.test(v), M.courseInvalid)),
  preferredTime: coerce(
    define<PreferredTime>('preferred time', (v) => (PREFERRED_TIMES as readonly unknown[]).includes(v) || M.timeRequired),
    unknown(),
    (v) => v,
  ) as unknown as Struct<PreferredTime, null>,
});
export type CallbackRequest = Infer<typeof CallbackRequest>;

/** The form's own shape: the same fields, the course chosen from a list ('' is "not sure yet"). */
export const CallbackForm = CallbackRequest;

export { readVisitSource, sourceLabel, SOURCE_LIMITS, UTM_KEYS, type UtmKey, type VisitSource } from './visit-source';
