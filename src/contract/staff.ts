/**
 * The staff console's wire contract (issue 20): the bodies staff send for each kind of content, checked
 * with the same field rules as the public forms (requests.ts: trimmed, length-capped, no hidden
 * characters, unknown fields dropped), and the shapes of the console's answers. Not exported from the
 * contract's index: a visitor's bundle never needs it; the console imports it directly.
 */
import { array, boolean, coerce, defaulted, define, enums, object, optional, refine, type Infer, type Struct, unknown } from 'superstruct';
import { BATCH_MODES, BATCH_STATUSES, CLASS_DAYS, WEEK_PARTS } from './batches';
import { LESSON_VIDEO_MAX_BYTES } from './course-pack';
import { outOfRangeMessage, readDay, readInstant, SESSION_YEARS, type YearRange } from './date-range';
import { optionalText, requiredText } from './requests';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const TEN_DIGITS = /^\d{10}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Caps of the console's fields: generous for prose, tight for names and links. */
export const STAFF_LIMITS = { short: 200, long: 10_000, url: 2_000, listItems: 100, fileName: 200 } as const;

const tooLong = (label: string, n: number) => (v: string) => (v.length <= n ? null : `${label} must be at most ${n} characters`);
const pattern = (re: RegExp, message: string) => (v: string) => (re.test(v) ? null : message);

/** Required text of at most `max` characters. */
const text = (label: string, max: number = STAFF_LIMITS.short) => requiredText(`${label} is required`, tooLong(label, max));

/**
 * Optional text that is stored as null when absent or blank (the database's columns are nullable;
 * requests.ts's optionalText gives undefined, which would leave a column unchanged on a save).
 */
function nullableText(label: string, max: number = STAFF_LIMITS.short, ...checks: ((v: string) => string | null)[]) {
  const inner = optionalText(tooLong(label, max), ...checks);
  return coerce(
    define<string | null>('nullable text', (value) => value === null || inner.validate(value)[0]?.message || true),
    unknown(),
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? v.trim() : v),
  ) as unknown as Struct<string | null, null>;
}

/** A whole number in a range; `fallback` when absent. */
function integer(label: string, min: number, max: number, fallback?: number): Struct<number, null> {
  const rule = define<number>(
    'integer',
    (v) =>
      (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) || `${label} must be a whole number from ${min} to ${max}`,
  );
  return (fallback === undefined ? rule : defaulted(rule, fallback)) as Struct<number, null>;
}

function nullableInteger(label: string, min: number, max: number): Struct<number | null, null> {
  return coerce(
    define<number | null>(
      'nullable integer',
      (v) =>
        v === null ||
        (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) ||
        `${label} must be a whole number from ${min} to ${max}`,
    ),
    unknown(),
    (v) => (v === undefined ? null : v),
  ) as unknown as Struct<number | null, null>;
}

function nullableRating(label: string): Struct<number | null, null> {
  return coerce(
    define<number | null>('rating', (v) => v === null || (typeof v === 'number' && v >= 0 && v <= 5) || `${label} must be from 0 to 5`),
    unknown(),
    (v) => (v === undefined ? null : v),
  ) as unknown as Struct<number | null, null>;
}

const flag = (fallback = false) => defaulted(boolean(), fallback) as unknown as Struct<boolean, null>;

/** A list of short texts (outcomes, topics, file names…): each required and capped. */
function textList(label: string, max: number = STAFF_LIMITS.short) {
  return listOf(label, text(label, max));
}

/** A list of at most 100 entries, each checked (and trimmed, and masked) by `item`; absent is empty. */
function listOf<T, S>(label: string, item: Struct<T, S>) {
  const capped = refine(
    array(item),
    'list',
    (v) => v.length <= STAFF_LIMITS.listItems || `${label} may have at most ${STAFF_LIMITS.listItems} entries`,
  );
  return defaulted(capped, []) as unknown as Struct<T[], Struct<T, S>>;
}

/** A point in time with its zone, as `toISOString` writes it, in `years` (date-range.ts). */
const instant = (label: string, years: YearRange) =>
  requiredText(`${label} is required`, (v) => {
    const reading = readInstant(v, years);
    if (reading.ok) return null;
    return reading.problem === 'range' ? outOfRangeMessage(years) : `${label} must be a date and time such as 2026-12-01T10:00:00Z`;
  });

const nullableId = (label: string) => nullableText(label, 64, pattern(UUID, `${label} must be an id`));
const fileName = (label: string) => nullableText(label, STAFF_LIMITS.fileName, pattern(/^[^/\\]+$/, `${label} must be a file name`));
/**
 * A link the site will put in an href: a web address or a path of the site. Any other scheme
 * (javascript:, data:…) is refused, and so is whitespace, which browsers drop from a scheme ("java\tscript:").
 */
const safeLink = (label: string) => (v: string) =>
  /\s/.test(v) || (/^[a-z][a-z0-9+.-]*:/i.test(v) && !/^https?:\/\//i.test(v))
    ? `${label} must be a web address (https://…) or a path of this site`
    : null;
const link = (label: string) => nullableText(label, STAFF_LIMITS.url, safeLink(label));
const requiredLink = (label: string) => requiredText(`${label} is required`, tooLong(label, STAFF_LIMITS.url), safeLink(label));
const email = (label: string) =>
  requiredText(`${label} is required`, tooLong(label, 254), pattern(EMAIL, `${label} must be an e-mail address`));
const phone = (label: string) => requiredText(`${label} is required`, pattern(TEN_DIGITS, `${label} must be 10 digits`));

export const CourseBody = object({
  title: text('Title'),
  category: enums(['front-end', 'back-end', 'ui-ux', 'full-stack']),
  description: text('Description', STAFF_LIMITS.long),
  overview: text('Overview', STAFF_LIMITS.long),
  duration: text('Duration'),
  price: nullableInteger('Price', 0, 10_000_000),
  coverImage: fileName('Cover picture'),
  rating: nullableRating('Rating'),
  features: defaulted(object({ certificate: flag(), codingExercises: flag(), recordedLectures: flag() }), {}),
  learningOutcomes: textList('Learning outcome', 1000),
  keyFeatures: listOf(
    'Key features',
    object({
      title: text('Key feature title'),
      description: text('Key feature description', 2000),
      subPoints: optional(textList('Sub-point')),
    }),
  ),
  benefits: textList('Benefit', 1000),
  trainerId: nullableId('Mentor'),
  position: integer('Position', 0, 100_000, 0),
  videolectures: listOf(
    'Lectures',
    object({ title: text('Lecture title'), duration: text('Lecture duration'), contentUrl: requiredLink('Lecture video') }),
  ),
  notes: listOf(
    'Notes',
    object({ title: text('Note title'), content: text('Note content', STAFF_LIMITS.long), file: fileName('Note file') }),
  ),
});
export type CourseBody = Infer<typeof CourseBody>;

export const MentorBody = object({
  fullName: text('Full name'),
  title: text('Title'),
  highestQualification: text('Highest qualification'),
  profilePhoto: fileName('Profile photo'),
  linkedin: link('LinkedIn'),
  email: email('Email'),
  mobileNo: phone('Mobile number'),
  summary: text('Summary', STAFF_LIMITS.long),
  certifications: textList('Certification'),
  achievements: textList('Achievement', 1000),
  position: integer('Position', 0, 100_000, 0),
});
export type MentorBody = Infer<typeof MentorBody>;

export const TestimonialBody = object({
  fullName: text('Full name'),
  message: text('Message', 5000),
  collegeName: text('College name'),
  profile: fileName('Profile picture'),
  rating: integer('Rating', 1, 5),
  role: nullableText('Role'),
  linkedin: link('LinkedIn'),
  courseId: nullableId('Course'),
  position: integer('Position', 0, 100_000, 0),
});
export type TestimonialBody = Infer<typeof TestimonialBody>;

export const SESSION_TYPES = ['event', 'webinar', 'workshop', 'internship-session'] as const;

export const SessionCategoryBody = object({
  slug: requiredText('Slug is required', tooLong('Slug', 100), pattern(SLUG, 'Slug must be lower-case words joined by hyphens')),
  name: text('Name'),
  description: text('Description', 2000),
  type: enums(SESSION_TYPES),
  position: integer('Position', 0, 100_000, 0),
});
export type SessionCategoryBody = Infer<typeof SessionCategoryBody>;

/**
 * A session's end may not come before its start: one field's rule about another, so not in the struct
 * (whose messages are per field); the server refuses it and the console's form says it before sending.
 */
export function scheduleProblem(startsAt: unknown, endsAt: unknown): { endsAt: string } | null {
  const start = Date.parse(String(startsAt));
  const end = Date.parse(String(endsAt));
  return end < start ? { endsAt: 'End must not be before the start' } : null;
}

const scheduled = {
  title: text('Title'),
  description: text('Description', STAFF_LIMITS.long),
  startsAt: instant('Start', SESSION_YEARS),
  endsAt: instant('End', SESSION_YEARS),
};

export const EventBody = object({
  ...scheduled,
  location: text('Location'),
  mode: text('Mode'),
  bannerImage: fileName('Banner'),
  gallery: textList('Gallery picture', STAFF_LIMITS.fileName),
  maxParticipants: integer('Maximum participants', 1, 1_000_000),
  certificateAvailable: flag(),
  organizer: text('Organizer'),
  statusOverride: nullableText('Status'),
  speakers: textList('Speaker'),
  isFree: flag(true),
  price: integer('Price', 0, 10_000_000, 0),
  meetingLink: link('Meeting link'),
  registrationLink: link('Registration link'),
  feedbackFormLink: link('Feedback form link'),
  agenda: listOf('Agenda', object({ time: text('Agenda time', 50), activity: text('Agenda activity') })),
  sponsors: listOf('Sponsors', object({ name: text('Sponsor name'), logo: fileName('Sponsor logo') })),
  resources: listOf('Resource', requiredLink('Resource')),
});
export type EventBody = Infer<typeof EventBody>;

export const WebinarBody = object({
  ...scheduled,
  speakerName: text('Speaker name'),
  speakerBio: text('Speaker bio', 5000),
  speakerPhoto: fileName('Speaker photo'),
  platform: text('Platform'),
  meetingLink: requiredLink('Meeting link'),
  meetingId: text('Meeting id'),
  passcode: text('Passcode'),
  maxParticipants: integer('Maximum participants', 1, 1_000_000),
});
export type WebinarBody = Infer<typeof WebinarBody>;

export const WorkshopBody = object({
  ...scheduled,
  duration: text('Duration'),
  location: text('Location'),
  bannerImage: fileName('Banner'),
  certification: flag(),
  registrationLink: link('Registration link'),
  prerequisites: textList('Prerequisite'),
  topics: textList('Topic'),
  instructors: listOf('Instructors', object({ name: text('Instructor name') })),
  contactEmail: email('Contact e-mail'),
  contactPhone: phone('Contact phone'),
});
export type WorkshopBody = Infer<typeof WorkshopBody>;

export const InternshipSessionBody = object({
  ...scheduled,
  duration: text('Duration'),
  mode: text('Mode'),
  location: text('Location'),
  topics: textList('Topic'),
  capacity: integer('Capacity', 1, 1_000_000),
  certification: flag(),
  feeAmount: integer('Fee', 0, 10_000_000),
  refundPolicy: text('Refund policy', 2000),
});
export type InternshipSessionBody = Infer<typeof InternshipSessionBody>;

/** A calendar day (`YYYY-MM-DD`) in the years sessions are held. */
const day = (label: string) =>
  requiredText(`${label} is required`, (v) => {
    const reading = readDay(v, SESSION_YEARS);
    if (reading.ok) return null;
    return reading.problem === 'range' ? outOfRangeMessage(SESSION_YEARS) : `${label} must be a date such as 2027-01-09`;
  });
const nullableDay = (label: string) =>
  nullableText(label, 10, (v) => {
    const reading = readDay(v, SESSION_YEARS);
    if (reading.ok) return null;
    return reading.problem === 'range' ? outOfRangeMessage(SESSION_YEARS) : `${label} must be a date such as 2027-03-27`;
  });
/** A time of day, "HH:MM" on the 24-hour clock (India time). */
const clockTime = (label: string) =>
  requiredText(`${label} is required`, pattern(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time such as 18:30`));

/**
 * A batch of a course (issue 38, decision 140): its dates and class times in India time, how it is taught,
 * its seats and, when it differs from the course's, its fee. The seats taken are the server's to count.
 */
export const BatchBody = object({
  courseId: requiredText('Course is required', pattern(UUID, 'Course must be an id')),
  startsOn: day('Start date'),
  endsOn: nullableDay('End date'),
  durationWeeks: nullableInteger('Duration in weeks', 1, 520),
  mode: enums(BATCH_MODES),
  weekPart: enums(WEEK_PARTS),
  classDays: refine(
    defaulted(array(enums(CLASS_DAYS)), []),
    'class days',
    (v) => (v.length > 0 && new Set(v).size === v.length) || 'Choose the days classes meet',
  ),
  startTime: clockTime('Start time'),
  endTime: clockTime('End time'),
  language: text('Language', 100),
  location: nullableText('Location'),
  seats: integer('Seats', 1, 10_000),
  fee: nullableInteger('Fee', 0, 10_000_000),
  status: defaulted(enums(BATCH_STATUSES), 'open'),
});
export type BatchBody = Infer<typeof BatchBody>;

/**
 * What a batch's fields say about each other (not in the struct, whose messages are per field): it ends
 * on or after its start, by an end date or a number of weeks; classes end after they begin; a weekend
 * batch meets on Saturday or Sunday only, a weekday batch Monday to Friday.
 */
export function batchProblem(body: Record<string, unknown>): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (body.endsOn === null && body.durationWeeks === null) problems.endsOn = 'Give an end date or a duration in weeks';
  if (typeof body.endsOn === 'string' && String(body.startsOn) > body.endsOn) problems.endsOn = 'End date must not be before the start';
  if (String(body.endTime) <= String(body.startTime)) problems.endTime = 'Classes must end after they start';
  const days = Array.isArray(body.classDays) ? (body.classDays as string[]) : [];
  const weekend = days.every((d) => d === 'SA' || d === 'SU');
  const weekday = days.every((d) => d !== 'SA' && d !== 'SU');
  if (days.length && body.weekPart === 'weekend' && !weekend) problems.classDays = 'A weekend batch meets on Saturday or Sunday only';
  if (days.length && body.weekPart === 'weekday' && !weekday) problems.classDays = 'A weekday batch meets Monday to Friday only';
  return Object.keys(problems).length ? problems : null;
}

/** The console's content kinds, as they appear in `/api/staff/content/:kind`. */
export const CONTENT_KINDS = [
  'courses',
  'batches',
  'mentors',
  'testimonials',
  'session-categories',
  'events',
  'webinars',
  'workshops',
  'internship-sessions',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** PATCH of a record: publish or unpublish it (the rest of a record is replaced with PUT). */
export const PublishBody = object({ published: boolean() });
export type PublishBody = Infer<typeof PublishBody>;

export const STAFF_ROLES = ['staff', 'admin'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

/** An admin invites a colleague by the mobile number or e-mail they log in with. */
export const StaffMemberBody = object({
  identifier: requiredText('Mobile number or e-mail is required', tooLong('Mobile number or e-mail', 254), (v) =>
    TEN_DIGITS.test(v) || EMAIL.test(v) ? null : 'Give a 10-digit mobile number or an e-mail address',
  ),
  role: defaulted(enums(STAFF_ROLES), 'staff'),
});
export type StaffMemberBody = Infer<typeof StaffMemberBody>;

/**
 * The operator makes an admin token on the server machine (decision 120), named so the audit log can say
 * which one acted: a few plain characters, such as `ops@academy-1`.
 */
export const AdminTokenBody = object({
  label: requiredText('Label is required', (v) =>
    /^[A-Za-z0-9._@-]{1,60}$/.test(v) ? null : 'Label must be 1 to 60 letters, digits, dots, dashes, underscores or @',
  ),
});
export type AdminTokenBody = Infer<typeof AdminTokenBody>;

/**
 * An admin clears a mobile number's wrong login codes, which ends its lockouts (decision 98): the number
 * in the path of DELETE /api/staff/otp-locks/:mobileNo, checked by the console's form with this struct.
 */
export const OtpUnlockBody = object({ mobileNo: phone('Mobile number') });
export type OtpUnlockBody = Infer<typeof OtpUnlockBody>;

/** What an unlock answers: the number and how many wrong codes were cleared. */
export interface OtpUnlockResult {
  mobileNo: string;
  clearedWrongCodes: number;
}

export const INBOX_STATUSES = ['new', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const InboxStatusBody = object({ status: enums(INBOX_STATUSES) });
export type InboxStatusBody = Infer<typeof InboxStatusBody>;

/** The answer to a save made on a stale copy (409): nothing was written; both versions are here. */
export interface VersionConflictBody {
  success: false;
  message: string;
  yourVersion: number;
  currentVersion: number;
  /** The record as it is now, to compare with what the editor had. */
  current: unknown;
}

export const CONFLICT_MESSAGE =
  'This record was changed by someone else since you opened it. Nothing was saved: reload it to see their changes.';

/** Limits of uploads (decision 69). */
export const UPLOAD_LIMITS = {
  imageBytes: 5 * 1024 * 1024,
  pdfBytes: 10 * 1024 * 1024,
  /** Short lesson clips (issue 40): MP4 or WebM. */
  videoBytes: LESSON_VIDEO_MAX_BYTES,
  altText: 300,
} as const;

/** What each upload folder accepts, and the widths the site shows its pictures at (the largest is the file itself). */
export const UPLOAD_TARGETS = {
  trainerPhoto: { accepts: 'image', widths: [160, 320] },
  eventBanner: { accepts: 'image', widths: [640, 1280] },
  eventGallery: { accepts: 'image', widths: [640, 1280] },
  sponsorLogo: { accepts: 'image', widths: [160, 320] },
  webinarSpeaker: { accepts: 'image', widths: [160, 320] },
  workshopBanner: { accepts: 'image', widths: [640, 1280] },
  feedbackProfile: { accepts: 'image', widths: [96, 192] },
  courseNotes: { accepts: 'pdf', widths: [] },
  courseCover: { accepts: 'image', widths: [640, 1280] },
  courseLectures: { accepts: 'video', widths: [] },
} as const satisfies Record<string, { accepts: 'image' | 'pdf' | 'video'; widths: readonly number[] }>;
export type UploadTarget = keyof typeof UPLOAD_TARGETS;

/** The text fields sent with an upload (multipart form fields beside `file`). */
export const UploadAltBody = object({
  alt: requiredText('Describe the picture for people who cannot see it (alt text is required)', tooLong('Alt text', UPLOAD_LIMITS.altText)),
});
