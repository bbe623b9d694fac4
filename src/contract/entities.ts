/**
 * Entity shapes of SPEC §3, as the API serves them and the PWA reads them.
 * `object` (not `type`) on purpose: a response carrying a field the contract does not name is drift,
 * and the API tests validate every response against these schemas.
 * Each struct spells out all its fields even where two share a run of them (a summary and its detail):
 * each is one answer of SPEC §7, read beside SPEC, and shared fragments would hide a shape across the file.
 */
import { array, boolean, enums, type Infer, nullable, number, object, optional, string, union } from 'superstruct';
import { BATCH_AVAILABILITY, BATCH_MODES, CLASS_DAYS, WEEK_PARTS } from './batches';
import { SESSION_TYPES } from './session-types';

export { SESSION_TYPES };

export const CourseFeatures = object({
  certificate: boolean(),
  codingExercises: boolean(),
  recordedLectures: boolean(),
});
export type CourseFeatures = Infer<typeof CourseFeatures>;

/** A batch of a course as visitors read it (issue 38, decision 140). */
export const CourseBatch = object({
  _id: string(),
  /** Calendar days in India (`YYYY-MM-DD`): the first and the last day of classes. */
  startDate: string(),
  endDate: string(),
  mode: enums(BATCH_MODES),
  weekPart: enums(WEEK_PARTS),
  classDays: array(enums(CLASS_DAYS)),
  /** "HH:MM" in India time. */
  startTime: string(),
  endTime: string(),
  language: string(),
  location: nullable(string()),
  seats: number(),
  /** 0 when full, and while anyone waits for a seat (a freed seat is theirs first). */
  seatsLeft: number(),
  /** Rupees; null: the course's price. */
  fee: nullable(number()),
  availability: enums(BATCH_AVAILABILITY),
});
export type CourseBatch = Infer<typeof CourseBatch>;

/**
 * The list response: SPEC §3's four fields, and what a card shows beside them (issue 37, decision 172): the
 * price (rupees; null: the default price) and the cover picture (a file name under UPLOADS.courseCover; null:
 * the default cover); and the course's next batches (issue 38, decision 140; optional: copies saved before
 * batches have none).
 */
export const CourseSummary = object({
  _id: string(),
  title: string(),
  duration: string(),
  features: CourseFeatures,
  price: nullable(number()),
  coverImage: nullable(string()),
  nextBatches: optional(array(CourseBatch)),
});
export type CourseSummary = Infer<typeof CourseSummary>;

export const KeyFeature = object({
  title: string(),
  description: string(),
  subPoints: optional(array(string())),
});
export type KeyFeature = Infer<typeof KeyFeature>;

export const CourseTrainer = object({
  _id: string(),
  fullName: string(),
  /** A file name under UPLOADS.trainerPhoto; null means the default avatar. */
  profilePhotoTrainer: nullable(string()),
  highestQualification: string(),
});
export type CourseTrainer = Infer<typeof CourseTrainer>;

export const VideoLecture = object({
  _id: string(),
  title: string(),
  duration: string(),
  contentUrl: string(),
});
export type VideoLecture = Infer<typeof VideoLecture>;

export const CourseNote = object({
  _id: string(),
  title: string(),
  content: string(),
  /** A file name under UPLOADS.courseNotes, or null when the note has no attachment. */
  file: nullable(string()),
});
export type CourseNote = Infer<typeof CourseNote>;

export const Course = object({
  _id: string(),
  title: string(),
  description: string(),
  overview: string(),
  duration: string(),
  /** Rupees; null means the PWA shows the default price (SPEC §9). */
  price: nullable(number()),
  /** A file name under UPLOADS.courseCover; null: the default cover. */
  coverImage: nullable(string()),
  rating: nullable(number()),
  enrolledCount: number(),
  features: CourseFeatures,
  learningOutcomes: array(string()),
  keyFeatures: array(KeyFeature),
  benefits: array(string()),
  trainer: nullable(CourseTrainer),
  videolectures: array(VideoLecture),
  notes: array(CourseNote),
  /** Its coming batches by start (issue 38); optional: copies saved before batches have none. */
  batches: optional(array(CourseBatch)),
});
export type Course = Infer<typeof Course>;

export const MentorSummary = object({
  _id: string(),
  fullName: string(),
  title: string(),
  highestQualification: string(),
  profilePhotoTrainer: nullable(string()),
  summary: string(),
  linkedin: nullable(string()),
});
export type MentorSummary = Infer<typeof MentorSummary>;

export const Mentor = object({
  _id: string(),
  fullName: string(),
  title: string(),
  highestQualification: string(),
  profilePhotoTrainer: nullable(string()),
  linkedinProfile: nullable(string()),
  email: string(),
  mobileNo: string(),
  summary: string(),
  certifications: array(string()),
  achievements: array(string()),
  courses: array(object({ _id: string(), title: string() })),
});
export type Mentor = Infer<typeof Mentor>;

export const Testimonial = object({
  _id: string(),
  fullName: string(),
  message: string(),
  collegeName: string(),
  /** A file name under UPLOADS.feedbackProfile; null exercises the placeholder. */
  profile: nullable(string()),
  rating: number(),
  role: nullable(string()),
  linkedin: nullable(string()),
  course: nullable(string()),
  courseId: nullable(string()),
});
export type Testimonial = Infer<typeof Testimonial>;

export const SessionType = enums(SESSION_TYPES);
export type SessionType = Infer<typeof SessionType>;

export const SessionCategory = object({
  _id: string(),
  slug: string(),
  name: string(),
  desc: string(),
  type: SessionType,
});
export type SessionCategory = Infer<typeof SessionCategory>;

export const AgendaItem = object({ _id: string(), time: string(), activity: string() });
export type AgendaItem = Infer<typeof AgendaItem>;

export const Sponsor = union([string(), object({ name: string(), logo: nullable(string()) })]);
export type Sponsor = Infer<typeof Sponsor>;

/** GET /event carries only these (SPEC §7); the client classifies by the dates. */
/** SPEC §7's list fields, and the banner a listing card shows (issue 37; a file name under UPLOADS.eventBanner). */
export const EventSummary = object({
  _id: string(),
  title: string(),
  description: string(),
  startDate: string(),
  endDate: string(),
  bannerImage: nullable(string()),
});
export type EventSummary = Infer<typeof EventSummary>;

export const Event = object({
  _id: string(),
  title: string(),
  description: string(),
  /** ISO 8601 instants of the start and the end; startTime/endTime are "HH:MM" in the academy's zone. */
  startDate: string(),
  endDate: string(),
  startTime: string(),
  endTime: string(),
  location: string(),
  mode: string(),
  bannerImage: nullable(string()),
  gallery: array(string()),
  registeredCount: number(),
  maxParticipants: number(),
  certificateAvailable: boolean(),
  organizer: string(),
  status: string(),
  speakers: array(string()),
  isFree: boolean(),
  price: number(),
  meetingLink: nullable(string()),
  registrationLink: nullable(string()),
  feedbackFormLink: nullable(string()),
  agenda: array(AgendaItem),
  sponsors: array(Sponsor),
  resources: array(string()),
});
export type Event = Infer<typeof Event>;

export const WEBINAR_STATUSES = ['ongoing', 'upcoming', 'past'] as const;

export const Webinar = object({
  _id: string(),
  id: string(),
  title: string(),
  description: string(),
  /** ISO 8601 instant of the start; the countdown runs to it. */
  date: string(),
  startTime: string(),
  endTime: string(),
  status: enums(WEBINAR_STATUSES),
  speakerName: string(),
  speakerBio: string(),
  speakerPhoto: nullable(string()),
  platform: string(),
  meetingLink: string(),
  meetingId: string(),
  passcode: string(),
  maxParticipants: number(),
});
export type Webinar = Infer<typeof Webinar>;

/** Workshops and internship sessions carry capitalised statuses; the PWA compares case-insensitively. */
export const SCHEDULE_STATUSES = ['Ongoing', 'Upcoming', 'Completed'] as const;

export const Workshop = object({
  _id: string(),
  title: string(),
  description: string(),
  startDate: string(),
  endDate: string(),
  duration: string(),
  location: string(),
  /** Added with the staff console: copies saved before it have no such field. */
  bannerImage: optional(nullable(string())),
  certification: boolean(),
  registrationLink: nullable(string()),
  prerequisites: array(string()),
  topics: array(string()),
  instructors: array(object({ name: string() })),
  contact: object({ email: string(), phone: string() }),
  status: enums(SCHEDULE_STATUSES),
});
export type Workshop = Infer<typeof Workshop>;

export const InternshipSession = object({
  _id: string(),
  title: string(),
  description: string(),
  startDate: string(),
  endDate: string(),
  duration: string(),
  mode: string(),
  location: string(),
  topics: array(string()),
  capacity: number(),
  certification: boolean(),
  fees: object({ amount: number(), refundPolicy: string() }),
  status: enums(SCHEDULE_STATUSES),
});
export type InternshipSession = Infer<typeof InternshipSession>;
