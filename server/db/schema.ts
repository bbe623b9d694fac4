/**
 * One PostgreSQL schema for PGlite and for PostgreSQL. Nested, read-only-by-the-site structures
 * (key features, agenda, sponsors…) are jsonb: they are always read whole with their parent.
 * Anything with its own identity that the site links to (lectures, notes) has its own table.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const stringList = (name: string) =>
  jsonb(name)
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** Key/value facts about the database itself, such as when the demo content was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * One row: the version of the public content (courses, mentors, testimonials, sessions). Every write to
 * that content bumps it in its own transaction (`bumpContentVersion`, server/reads/content-version.ts),
 * and every instance keeps its ready answers and pages only while the number is unchanged (decision 53).
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('content_version_single_row', sql`${t.id} = 1`)],
);

export const trainers = pgTable('trainers', {
  id: id(),
  fullName: text('full_name').notNull(),
  title: text('title').notNull(),
  highestQualification: text('highest_qualification').notNull(),
  profilePhoto: text('profile_photo'),
  linkedin: text('linkedin'),
  email: text('email').notNull(),
  mobileNo: text('mobile_no').notNull(),
  summary: text('summary').notNull(),
  certifications: stringList('certifications'),
  achievements: stringList('achievements'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export type CourseCategory = 'front-end' | 'back-end' | 'ui-ux' | 'full-stack';

export const courses = pgTable('courses', {
  id: id(),
  title: text('title').notNull(),
  category: text('category').$type<CourseCategory>().notNull(),
  description: text('description').notNull(),
  overview: text('overview').notNull(),
  duration: text('duration').notNull(),
  price: integer('price'),
  rating: real('rating'),
  enrolledCount: integer('enrolled_count').notNull().default(0),
  features: jsonb('features').$type<{ certificate: boolean; codingExercises: boolean; recordedLectures: boolean }>().notNull(),
  learningOutcomes: stringList('learning_outcomes'),
  keyFeatures: jsonb('key_features')
    .$type<{ title: string; description: string; subPoints?: string[] }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  benefits: stringList('benefits'),
  trainerId: uuid('trainer_id').references(() => trainers.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const videoLectures = pgTable('video_lectures', {
  id: id(),
  courseId: uuid('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  duration: text('duration').notNull(),
  contentUrl: text('content_url').notNull(),
  position: integer('position').notNull().default(0),
});

export const courseNotes = pgTable('course_notes', {
  id: id(),
  courseId: uuid('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  content: text('content').notNull(),
  file: text('file'),
  position: integer('position').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: id(),
  fullName: text('full_name').notNull(),
  message: text('message').notNull(),
  collegeName: text('college_name').notNull(),
  profile: text('profile'),
  rating: integer('rating').notNull(),
  role: text('role'),
  linkedin: text('linkedin'),
  courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const sessionCategories = pgTable('session_categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  type: text('type').$type<'event' | 'webinar' | 'workshop' | 'internship-session'>().notNull(),
  position: integer('position').notNull().default(0),
});

/** What every kind of session has: a title, a description and when it starts and ends (new builders per table). */
const scheduledColumns = () => ({
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const events = pgTable('events', {
  ...scheduledColumns(),
  location: text('location').notNull(),
  mode: text('mode').notNull(),
  bannerImage: text('banner_image'),
  gallery: stringList('gallery'),
  registeredCount: integer('registered_count').notNull().default(0),
  maxParticipants: integer('max_participants').notNull(),
  certificateAvailable: boolean('certificate_available').notNull().default(false),
  organizer: text('organizer').notNull(),
  /** Set only when an event is, say, postponed; otherwise the status follows the dates. */
  statusOverride: text('status_override'),
  speakers: stringList('speakers'),
  isFree: boolean('is_free').notNull().default(true),
  price: integer('price').notNull().default(0),
  meetingLink: text('meeting_link'),
  registrationLink: text('registration_link'),
  feedbackFormLink: text('feedback_form_link'),
  agenda: jsonb('agenda')
    .$type<{ _id: string; time: string; activity: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  sponsors: jsonb('sponsors')
    .$type<(string | { name: string; logo: string | null })[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  resources: stringList('resources'),
});

export const webinars = pgTable('webinars', {
  ...scheduledColumns(),
  speakerName: text('speaker_name').notNull(),
  speakerBio: text('speaker_bio').notNull(),
  speakerPhoto: text('speaker_photo'),
  platform: text('platform').notNull(),
  meetingLink: text('meeting_link').notNull(),
  meetingId: text('meeting_id').notNull(),
  passcode: text('passcode').notNull(),
  maxParticipants: integer('max_participants').notNull(),
});

export const workshops = pgTable('workshops', {
  ...scheduledColumns(),
  duration: text('duration').notNull(),
  location: text('location').notNull(),
  certification: boolean('certification').notNull().default(false),
  registrationLink: text('registration_link'),
  prerequisites: stringList('prerequisites'),
  topics: stringList('topics'),
  instructors: jsonb('instructors')
    .$type<{ name: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull(),
});

export const internshipSessions = pgTable('internship_sessions', {
  ...scheduledColumns(),
  duration: text('duration').notNull(),
  mode: text('mode').notNull(),
  location: text('location').notNull(),
  topics: stringList('topics'),
  capacity: integer('capacity').notNull(),
  certification: boolean('certification').notNull().default(false),
  feeAmount: integer('fee_amount').notNull(),
  refundPolicy: text('refund_policy').notNull(),
});

/**
 * A student is known by mobile number: OTP login finds or creates the row; registration fills in the
 * details and sets `registeredAt` (a second registration for the same number or e-mail changes nothing
 * here; it is kept in `registrations` with its outcome).
 */
export const students = pgTable(
  'students',
  {
    id: id(),
    mobileNo: text('mobile_no').notNull(),
    fullName: text('full_name'),
    email: text('email'),
    dob: date('dob', { mode: 'string' }),
    collegeName: text('college_name'),
    selectedProgram: text('selected_program'),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('students_mobile_no_key').on(t.mobileNo),
    uniqueIndex('students_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);

/** Server-side login sessions; the cookie holds a random token, the table only its SHA-256. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Refreshed at most once a minute while the session is used; idle sessions end (auth/session.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_sessions_token_hash_key').on(t.tokenHash)],
);

/**
 * Every registration form sent, whether or not it made a new student: the answer to the sender is the
 * same either way (no one learns who studies here), and the academy sees the outcome.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    mobileNo: text('mobile_no').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    collegeName: text('college_name').notNull(),
    selectedProgram: text('selected_program').notNull(),
    /** new: a student was registered; known-mobile / known-email: someone is already registered with it. */
    outcome: text('outcome').$type<'new' | 'known-mobile' | 'known-email'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('registrations_created_idx').on(t.createdAt)],
);

/**
 * Wrong OTP guesses per number, kept a year: the lockout grows with them (docs/DECISIONS.md 33). Guesses
 * on a code that was then entered correctly are the student's own typos and are deleted at login.
 */
export const otpFailures = pgTable(
  'otp_failures',
  {
    id: id(),
    mobileNo: text('mobile_no').notNull(),
    referenceId: uuid('reference_id').notNull(),
    requestIp: text('request_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_failures_mobile_created_idx').on(t.mobileNo, t.createdAt),
    index('otp_failures_ip_created_idx').on(t.requestIp, t.createdAt),
    index('otp_failures_reference_idx').on(t.referenceId),
  ],
);

/** One row per code sent; the id is the reference_id the client gets back. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    mobileNo: text('mobile_no').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    requestIp: text('request_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_mobile_created_idx').on(t.mobileNo, t.createdAt),
    index('otp_codes_ip_created_idx').on(t.requestIp, t.createdAt),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const enrolments = pgTable(
  'enrollments',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    mobileNo: text('mobile_no').notNull(),
    email: text('email').notNull(),
    collegeName: text('college_name').notNull(),
    selectedProgram: text('selected_program').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('enrollments_student_course_key').on(t.studentId, t.courseId)],
);

export const feedbackSubmissions = pgTable('feedback_submissions', {
  id: id(),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name'),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  collegeName: text('college_name').notNull(),
  teachingQuality: smallint('teaching_quality').notNull(),
  presentations: smallint('presentations').notNull(),
  engagement: smallint('engagement').notNull(),
  pacing: smallint('pacing').notNull(),
  organization: smallint('organization').notNull(),
  createdAt: createdAt(),
});

/**
 * The first answer to each Idempotency-Key. The primary key is what makes a replay exactly-once across
 * server instances: only one request can insert the key; every other one reads what it stored.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: uuid('key').primaryKey(),
    route: text('route').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<'running' | 'done'>().notNull().default('running'),
    responseStatus: smallint('response_status'),
    // Text, not jsonb: a replay must repeat the first answer byte for byte, key order included.
    responseBody: text('response_body'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);
