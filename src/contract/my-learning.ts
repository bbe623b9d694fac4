/**
 * A signed-in student's own space (issue 21): the paths of "My learning", calendars and Web Push, the
 * structs both sides check, and the shapes the server answers. Only the owner's cookie reads or changes
 * any of it; the calendar feed is read by its secret URL alone (calendar apps send no cookie).
 */
import { enums, object, optional, type Infer } from 'superstruct';
import type { SeatState } from './batches';
import type { CourseBatch } from './entities';
import { RegistrationRequest, requiredText } from './requests';
import { SESSION_TYPES } from './session-types';

export type SessionKind = (typeof SESSION_TYPES)[number];

export { ME_PATHS } from './me-paths';

/** The academy's zone: session times are instants, shown and put in calendars in this zone. */
export const ACADEMY_TIME_ZONE = 'Asia/Kolkata';

/** PUT /me/profile: both fields, checked like the registration form's. */
export const ProfileUpdate = object({
  fullName: RegistrationRequest.schema.fullName,
  email: RegistrationRequest.schema.email,
});
export type ProfileUpdate = Infer<typeof ProfileUpdate>;

/** PATCH /me/profile: either field or both. */
export const ProfilePatch = object({
  fullName: optional(RegistrationRequest.schema.fullName),
  email: optional(RegistrationRequest.schema.email),
});
export type ProfilePatch = Infer<typeof ProfilePatch>;

/** POST /me/push-subscriptions: what `PushSubscription.toJSON()` gives in the browser. */
export const PushSubscriptionRequest = object({
  endpoint: requiredText('endpoint is required'),
  keys: object({
    p256dh: requiredText('keys.p256dh is required'),
    auth: requiredText('keys.auth is required'),
  }),
});
export type PushSubscriptionRequest = Infer<typeof PushSubscriptionRequest>;

export interface MyProfile {
  studentId: string;
  mobileNo: string;
  fullName: string | null;
  email: string | null;
  collegeName: string | null;
  registeredAt: string | null;
}

/**
 * The newest enrollment's name and e-mail where they differ from a filled profile (decision 114): My learning asks
 * "Use the details from your enrollment?". A field the same as the profile's is null.
 */
export interface ProfileOffer {
  enrollmentId: string;
  courseTitle: string;
  sentAt: string;
  fullName: string | null;
  email: string | null;
}

/** POST /me/enrolments/:id/offer. */
export const OfferAnswer = object({ answer: enums(['accept', 'decline']) });
export type OfferAnswer = Infer<typeof OfferAnswer>;

/** The batch of an enrolment and the student's place in it (issue 38, decision 141). */
export interface MyBatch extends Pick<
  CourseBatch,
  '_id' | 'startDate' | 'endDate' | 'mode' | 'weekPart' | 'classDays' | 'startTime' | 'endTime' | 'language' | 'location'
> {
  seat: SeatState;
  /** 1 for the first in line, while `seat` is 'waitlisted'. */
  waitlistPosition: number | null;
  /** While `seat` is 'offered': the seat is held until then. */
  offerExpiresAt: string | null;
  /** The class schedule's .ics under /api, while the seat is the student's (confirmed or offered). */
  calendarPath: string | null;
}

export interface MyEnrolment {
  enrollmentId: string;
  course: { _id: string; title: string; duration: string };
  /**
   * Courses without a batch are self-paced: active from the day the enrolment is made. An enrolment whose
   * seat was cancelled, or whose offer lapsed, has ended.
   */
  status: 'active' | 'ended';
  startDate: string;
  nextStep: { label: string; path: string };
  /** Null for a course without batches; absent in copies saved before batches. */
  batch?: MyBatch | null;
}

export interface JoinDetails {
  platform?: string;
  meetingLink?: string;
  meetingId?: string;
  passcode?: string;
  location?: string;
}

export interface MySession {
  kind: SessionKind;
  _id: string;
  title: string;
  startDate: string;
  endDate: string;
  /** "HH:MM" in the academy's zone. */
  startTime: string;
  endTime: string;
  timeZone: typeof ACADEMY_TIME_ZONE;
  phase: 'upcoming' | 'ongoing' | 'past';
  join: JoinDetails;
  /** The session's page in the PWA. */
  pagePath: string;
  /** Its .ics under /api. */
  calendarPath: string;
  registeredAt: string;
  reminders: boolean;
}

export interface MySubmission {
  kind: 'registration' | 'enrolment';
  id: string;
  sentAt: string;
  summary: string;
}

export interface MyLearning {
  profile: MyProfile;
  /** Absent in answers kept from before it existed (a device's saved copy): read as null. */
  profileOffer?: ProfileOffer | null;
  enrolments: MyEnrolment[];
  sessions: { upcoming: MySession[]; past: MySession[] };
  submissions: MySubmission[];
  calendarFeed: { createdAt: string } | null;
  pushDevices: number;
  generatedAt: string;
}
