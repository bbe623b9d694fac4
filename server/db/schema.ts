/**
 * One PostgreSQL schema for PGlite and for PostgreSQL. Nested, read-only-by-the-site structures
 * (key features, agenda, sponsors…) are jsonb: they are always read whole with their parent.
 * Anything with its own identity that the site links to (lectures, notes) has its own table.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const stringList = (name: string) => jsonb(name).$type<string[]>().notNull().default(sql`'[]'::jsonb`);

/** Key/value facts about the database itself, such as when the demo content was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

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
  features: jsonb('features')
    .$type<{ certificate: boolean; codingExercises: boolean; recordedLectures: boolean }>()
    .notNull(),
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

export const events = pgTable('events', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
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
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
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
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  duration: text('duration').notNull(),
  location: text('location').notNull(),
  certification: boolean('certification').notNull().default(false),
  registrationLink: text('registration_link'),
  prerequisites: stringList('prerequisites'),
  topics: stringList('topics'),
  instructors: jsonb('instructors').$type<{ name: string }[]>().notNull().default(sql`'[]'::jsonb`),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull(),
});

export const internshipSessions = pgTable('internship_sessions', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  duration: text('duration').notNull(),
  mode: text('mode').notNull(),
  location: text('location').notNull(),
  topics: stringList('topics'),
  capacity: integer('capacity').notNull(),
  certification: boolean('certification').notNull().default(false),
  feeAmount: integer('fee_amount').notNull(),
  refundPolicy: text('refund_policy').notNull(),
});
