/**
 * One PostgreSQL schema for PGlite and for PostgreSQL. Nested, read-only-by-the-site structures
 * (key features, agenda, sponsors…) are jsonb: they are always read whole with their parent.
 * Anything with its own identity that the site links to (lectures, notes) has its own table.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PNG bytes: node-postgres and PGlite both give a Buffer/Uint8Array for bytea. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * What the staff console edits (decision 67): a draft is hidden from every public read, and the version
 * is the record's ETag, raised by each save so a second editor's stale save is refused (decision 68).
 * Content from before the console is published.
 */
const editorial = () => ({
  published: boolean('published').notNull().default(true),
  version: integer('version').notNull().default(1),
});
/** What students sent, as the staff inbox works through it: new until someone has handled it. */
const inboxColumns = () => ({
  status: text('status').$type<'new' | 'handled'>().notNull().default('new'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
});
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
    /** When the version last moved: the sitemap's lastmod (decision 146). */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
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
  ...editorial(),
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
  /** The card's and hero's cover picture, a file name under UPLOADS.courseCover; null: the default cover (issue 37). */
  coverImage: text('cover_image'),
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
  ...editorial(),
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

/** How a batch is taught (issue 38). */
export type BatchMode = 'online' | 'offline' | 'hybrid';
/** A batch meets on weekdays or at weekends (SPEC's "weekend/weekday batches"). */
export type BatchWeekPart = 'weekday' | 'weekend';
/** open: taking enrolments (a full one takes them onto its waitlist); closed: no more; cancelled: will not run. */
export type BatchStatus = 'open' | 'closed' | 'cancelled';

/**
 * A dated cohort of a course (issue 38, decision 140): when it meets (dates, days and times in India time),
 * how, and how many seats. `seatsTaken` counts confirmed seats and seats held by a waitlist offer; it moves
 * only in the transaction of the enrolment, cancellation, offer or lapse that changes it, under the
 * batch row's lock, and the check keeps it within the seats whatever the code does.
 */
export const courseBatches = pgTable(
  'course_batches',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The last day of classes; absent, `durationWeeks` after the start. */
    endsOn: date('ends_on', { mode: 'string' }),
    durationWeeks: integer('duration_weeks'),
    mode: text('mode').$type<BatchMode>().notNull(),
    weekPart: text('week_part').$type<BatchWeekPart>().notNull(),
    /** iCalendar's day codes (MO, TU… SU): the days classes meet. */
    classDays: jsonb('class_days').$type<string[]>().notNull(),
    /** "HH:MM" in India time. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    language: text('language').notNull(),
    location: text('location'),
    seats: integer('seats').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** Rupees, when it differs from the course's price. */
    fee: integer('fee'),
    status: text('status').$type<BatchStatus>().notNull().default('open'),
    ...editorial(),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_batches_course_starts_idx').on(t.courseId, t.startsOn),
    check('course_batches_seats_taken_check', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seats}`),
    check('course_batches_mode_check', sql`${t.mode} in ('online', 'offline', 'hybrid')`),
    check('course_batches_week_part_check', sql`${t.weekPart} in ('weekday', 'weekend')`),
    check('course_batches_status_check', sql`${t.status} in ('open', 'closed', 'cancelled')`),
  ],
);

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
  ...editorial(),
  createdAt: createdAt(),
});

export const sessionCategories = pgTable('session_categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  type: text('type').$type<'event' | 'webinar' | 'workshop' | 'internship-session'>().notNull(),
  position: integer('position').notNull().default(0),
  ...editorial(),
});

/** What every kind of session has: a title, a description and when it starts and ends (new builders per table). */
const scheduledColumns = () => ({
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  ...editorial(),
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
  bannerImage: text('banner_image'),
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
 * A student is known by mobile number: OTP login finds or creates the row; a registration fills in the
 * details and sets `registeredAt` only once its number is proven (decision 92: sent while signed in with
 * that number, or followed by an OTP login in the browser that sent it). Every registration is kept in
 * `registrations` with its outcome.
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
    /**
     * The e-mail address this student proved by a code sent to it (decision 92), in lower case: the only
     * e-mail a staff role is ever granted to. `email` is what they typed, never proof.
     */
    confirmedEmail: text('confirmed_email'),
    /**
     * When the student last decided their profile's name and e-mail: saved them, or kept them over an
     * enrollment's (decision 114). My learning offers an enrollment's differing details only from enrollments
     * made after it.
     */
    profileDecidedAt: timestamp('profile_decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('students_mobile_no_key').on(t.mobileNo),
    // Not unique: a typed e-mail proves nothing and must not tell who is registered (decision 92).
    index('students_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('students_confirmed_email_key')
      .on(t.confirmedEmail)
      .where(sql`${t.confirmedEmail} is not null`),
  ],
);

/** A code sent to an e-mail address a signed-in student wants to prove (decision 92); only its hash is kept. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_codes_student_created_idx').on(t.studentId, t.createdAt),
    index('email_codes_email_created_idx').on(t.email, t.createdAt),
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

export type RegistrationOutcome = 'pending' | 'new' | 'known-mobile' | 'known-email';

/**
 * Every registration form sent: a request, never a change to an account by itself (decision 92). The
 * answer to the sender is the same either way (no one learns who studies here), and the academy sees
 * the outcome.
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
    /**
     * pending: not attached to an account, since no one has proven the number yet (decision 92);
     * new: it filled in the account of the student who proved the number; known-mobile / known-email:
     * that account was registered already, or the e-mail is another account's, so it changed nothing.
     */
    outcome: text('outcome').$type<RegistrationOutcome>().notNull(),
    /** SHA-256 of the token in the sending browser's claim cookie: that browser's OTP login attaches it. */
    claimHash: text('claim_hash'),
    ...inboxColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('registrations_created_idx').on(t.createdAt),
    index('registrations_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('registrations_claim_hash_key')
      .on(t.claimHash)
      .where(sql`${t.claimHash} is not null`),
  ],
);

/**
 * Wrong OTP guesses per number, kept a year: the lockout grows with them (decision 33). Guesses
 * on a code that was then entered correctly are the student's own typos and are deleted at login.
 */
export const otpFailures = pgTable(
  'otp_failures',
  {
    id: id(),
    mobileNo: text('mobile_no').notNull(),
    referenceId: uuid('reference_id').notNull(),
    requestIp: text('request_ip').notNull(),
    /** The browser that guessed, when it had logged in with this number before (decision 98). */
    deviceHash: text('device_hash'),
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
    /** The browser that asked, when it had logged in with this number before (auth/known-device.ts). */
    deviceHash: text('device_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_mobile_created_idx').on(t.mobileNo, t.createdAt),
    index('otp_codes_ip_created_idx').on(t.requestIp, t.createdAt),
  ],
);

/**
 * Browsers that logged in with a number (decision 98): the SHA-256 of the token in their `academy_device`
 * cookie. The number's own lockout and send limits count everyone else; these are counted apart.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').notNull(),
    mobileNo: text('mobile_no').notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.mobileNo] }), index('known_devices_last_login_idx').on(t.lastLoginAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    ...inboxColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_status_created_idx').on(t.status, t.createdAt)],
);

/**
 * confirmed: holds a seat; waitlisted: waits in line (oldest first); offered: a seat is held for them until
 * `offerExpiresAt`; cancelled: staff ended it (the seat went to the next); lapsed: an offer ran out.
 */
export type SeatState = 'confirmed' | 'waitlisted' | 'offered' | 'cancelled' | 'lapsed';

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
    /** The batch chosen (issue 38); null for a course without batches, or an enrolment from before them. */
    batchId: uuid('batch_id').references(() => courseBatches.id, { onDelete: 'set null' }),
    /** The place in the batch: null without a batch (decision 141). */
    seat: text('seat').$type<SeatState>(),
    /**
     * Where the enrolment stands in its batch's line: drawn from a sequence when it is placed, under the
     * batch row's lock, so the waitlist's order is the order enrolments took their turn at the batch.
     */
    lineNo: bigserial('line_no', { mode: 'number' }).notNull(),
    /** While `seat` is 'offered': the seat is held until then, and then offered to the next in line. */
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** The lease of the instance telling the student about the offer (decision 142); `offerSentAt` marks it told. */
    offerClaimedUntil: timestamp('offer_claimed_until', { withTimezone: true }),
    offerSentAt: timestamp('offer_sent_at', { withTimezone: true }),
    ...inboxColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enrollments_student_course_key').on(t.studentId, t.courseId),
    index('enrollments_status_created_idx').on(t.status, t.createdAt),
    index('enrollments_batch_seat_idx').on(t.batchId, t.seat, t.lineNo),
    check('enrollments_seat_check', sql`${t.seat} in ('confirmed', 'waitlisted', 'offered', 'cancelled', 'lapsed')`),
  ],
);

export const feedbackSubmissions = pgTable(
  'feedback_submissions',
  {
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
    ...inboxColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_submissions_status_created_idx').on(t.status, t.createdAt)],
);

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

export type StaffRole = 'staff' | 'admin';

/**
 * Who may use the staff console (decision 66): a mobile number or e-mail that an OTP login proves. The
 * role is read from here on every staff request, so removing someone takes effect at once.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    kind: text('kind').$type<'mobile' | 'email'>().notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    version: integer('version').notNull().default(1),
    /** Who added this one: an admin's identifier, or an admin token's name (`token:<label>#<id>`); "cli" before decision 120. */
    addedBy: text('added_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_members_identifier_key').on(sql`lower(${t.identifier})`),
    check('staff_members_role_check', sql`${t.role} in ('staff', 'admin')`),
    check('staff_members_kind_check', sql`${t.kind} in ('mobile', 'email')`),
  ],
);

/**
 * What `npm run admin` signs its requests to the staff routes with (decision 120): an admin token, made on the
 * server machine by its operator and kept here only as its SHA-256. It acts as an admin, never more; the
 * audit log names it by its label and the start of its id; a revoked one is refused.
 */
export const adminTokens = pgTable(
  'admin_tokens',
  {
    id: id(),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Who made it: "operator" (the server machine's shell). */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    /** Moved at most once a minute, so a read does not write on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admin_tokens_token_hash_key').on(t.tokenHash)],
);

/** Every change made through the staff console or the admin command: who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/** Files staff uploaded: the content-hashed name, what the bytes were, and the alt text an image must have. */
export const uploadedFiles = pgTable('uploaded_files', {
  name: text('name').primaryKey(),
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  alt: text('alt'),
  width: integer('width'),
  height: integer('height'),
  variants: stringList('variants'),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: createdAt(),
});

/** The four kinds of bookable session; a registration names its kind and id (one table per kind). */
export type SessionKind = 'event' | 'webinar' | 'workshop' | 'internship-session';

/** A student's place in a session (issue 21): one row per student and session, whatever the number of clicks. */
export const sessionRegistrations = pgTable(
  'session_registrations',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    sessionKind: text('session_kind').$type<SessionKind>().notNull(),
    sessionId: uuid('session_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('session_registrations_student_session_key').on(t.studentId, t.sessionKind, t.sessionId),
    check('session_registrations_kind_check', sql`${t.sessionKind} in ('event', 'webinar', 'workshop', 'internship-session')`),
  ],
);

/**
 * A reminder a student asked for: due `leadMinutes` before the session starts, and no longer worth sending
 * once the session is `staleMinutes` away (the next, shorter reminder takes over). `claimedUntil` is the
 * lease of the instance sending it (decision 72); `sentAt` marks it done.
 */
export const sessionReminders = pgTable(
  'session_reminders',
  {
    id: id(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => sessionRegistrations.id, { onDelete: 'cascade' }),
    leadMinutes: integer('lead_minutes').notNull(),
    staleMinutes: integer('stale_minutes').notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('session_reminders_registration_lead_key').on(t.registrationId, t.leadMinutes),
    index('session_reminders_unsent_idx')
      .on(t.registrationId)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** One Web Push subscription per device; the endpoint is unique to a browser profile. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_student_idx').on(t.studentId)],
);

/** A student's private calendar feed: only the SHA-256 of the secret token in its URL is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);

/**
 * The 1200×630 link-preview picture of a published course, event or webinar (issue 38, decision 145),
 * drawn when it is published or changed and kept here so that every instance serves the same bytes.
 * `sourceHash` is the SHA-256 of what was drawn: a picture whose text has changed is drawn again.
 */
export const previewImages = pgTable(
  'preview_images',
  {
    kind: text('kind').notNull(),
    recordId: uuid('record_id').notNull(),
    sourceHash: text('source_hash').notNull(),
    png: bytea('png').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recordId] })],
);

/** A "Request a call back" form (issue 39): who to call, about which course, and when suits them. */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: id(),
    name: text('name').notNull(),
    mobileNo: text('mobile_no').notNull(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    preferredTime: text('preferred_time').notNull(),
    ...inboxColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('callback_requests_status_created_idx').on(t.status, t.createdAt)],
);

export type LeadStatus = 'new' | 'contacted' | 'counselling' | 'demo-booked' | 'enrolled' | 'lost';

/**
 * One person the academy is talking to (issue 39, decision 150): every contact, registration, enrolment and
 * call back request joins the lead of its mobile number, made by the first. A lead merged into another
 * (possible duplicates by e-mail, never merged silently) stays, pointing at it, so its history still reads.
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    mobileNo: text('mobile_no').notNull(),
    /** True once a form came from someone signed in with this number (an OTP login proved it). */
    mobileProven: boolean('mobile_proven').notNull().default(false),
    fullName: text('full_name').notNull(),
    email: text('email'),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** The course or program named last, as the person named it (a registration's program has no id). */
    courseTitle: text('course_title'),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    lostReason: text('lost_reason'),
    ownerId: uuid('owner_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    nextFollowUpAt: timestamp('next_follow_up_at', { withTimezone: true }),
    /** When the first reply is promised by: the target in working hours from the enquiry (decision 152). */
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }).notNull(),
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    /** The first form's source (page, referrer, utm_*); each form's own is on the timeline. */
    source: jsonb('source'),
    sourceLabel: text('source_label').notNull().default('direct'),
    mergedInto: uuid('merged_into'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leads_mobile_no_key').on(t.mobileNo),
    index('leads_live_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.mergedInto} is null`),
    index('leads_status_created_idx').on(t.status, t.createdAt, t.id),
    index('leads_email_idx').on(sql`lower(${t.email})`),
    index('leads_owner_idx').on(t.ownerId),
    index('leads_follow_up_idx').on(t.nextFollowUpAt),
    check('leads_status_check', sql`${t.status} in ('new', 'contacted', 'counselling', 'demo-booked', 'enrolled', 'lost')`),
  ],
);

/** The texts staff and students read (acknowledgements, WhatsApp and SMS messages): defaults in code, edits here. */
export const leadTemplates = pgTable('lead_templates', {
  key: text('key').primaryKey(),
  body: text('body').notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An address the academy's own tools listen on (a Google Sheet's script, Zapier, n8n): signed events are posted to it. */
export const webhooks = pgTable('webhooks', {
  id: id(),
  url: text('url').notNull(),
  /** The signing secret (`whsec_…`), shown once when made: signing needs it in the clear. */
  secret: text('secret').notNull(),
  events: stringList('events'),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdBy: text('created_by').notNull(),
  createdAt: createdAt(),
});

export type OutboundChannel = 'webhook' | 'sms' | 'mail';

/**
 * The server's own outbox (decision 151): what must leave the server — a webhook event, an SMS, an e-mail —
 * is a row written in the transaction of what caused it, then claimed by one instance (`claimed_until`, a
 * lease), sent, and marked delivered, or tried again later with a growing wait. At least once: a crash
 * mid-send leaves the lease to run out and the row is sent again with the same `event_id`.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: id(),
    channel: text('channel').$type<OutboundChannel>().notNull(),
    /** The event's id, shared by its deliveries to every webhook: receivers drop repeats by it. */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    webhookId: uuid('webhook_id').references(() => webhooks.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** A mobile number, an e-mail address or the webhook's URL when queued. */
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Given up after the last try. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbound_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
    index('outbound_messages_webhook_idx').on(t.webhookId, t.createdAt),
    index('outbound_messages_lead_idx').on(t.leadId, t.eventType, t.createdAt),
  ],
);

/** The delivery log: one row per try of an outbound message, what answered and how long it took. */
export const outboundAttempts = pgTable(
  'outbound_attempts',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => outboundMessages.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    status: integer('status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbound_attempts_message_idx').on(t.messageId, t.createdAt)],
);

/** One daily digest per owner and India-time day, claimed like a reminder (decision 152). */
export const leadDigests = pgTable(
  'lead_digests',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.day] })],
);
