/**
 * What the console's form shows for each kind of content: an ordered list of field specs, one per
 * field of the kind's body (src/contract/staff.ts), in the order the public pages show them. The form
 * (RecordForm.tsx) renders any kind from its list; values.ts turns the form's values into the body the
 * API takes and back. A new field of a body is one line here, not a new form.
 */
import type { ContentKind, UploadTarget } from '../../../contract/staff';
import { SESSION_TYPES } from '../../../contract/staff';
import { STAFF } from '../../../content/staff';

const F = STAFF.fields;
const R = STAFF.rows;

interface Base {
  /** The body's field. */
  name: string;
  label: string;
  hint?: string;
  /** Shown as "(optional)": the struct takes it empty. */
  optional?: boolean;
  /** Given the whole width of the form (prose, lists, pictures, groups, rows). */
  wide?: boolean;
}

export type FieldSpec =
  /** `upload`: a link that may also be filled by an upload into that folder (a lecture's video, issue 40). */
  | (Base & { kind: 'text' | 'longtext' | 'url' | 'email' | 'phone' | 'datetime' | 'date' | 'time' | 'lines'; upload?: UploadTarget })
  /** A number; empty is null when `nullable`, else absent (the struct's default, or its message). */
  | (Base & { kind: 'number'; nullable?: boolean; decimal?: boolean })
  | (Base & { kind: 'boolean'; initial?: boolean; yes?: string; no?: string })
  /** One of fixed `options`, or a record of the kind `from` (stored as its id; empty is null). */
  | (Base & { kind: 'choice'; options?: readonly { value: string; label: string }[]; from?: ContentKind; nullable?: boolean })
  /** Any of fixed `options`, as a list of their values (a batch's class days). */
  | (Base & { kind: 'checks'; options: readonly { value: string; label: string }[] })
  /** A file name, filled by an upload into `target`. */
  | (Base & { kind: 'picture' | 'pictures'; target: UploadTarget })
  /** A nested object whose fields show together. */
  | (Base & { kind: 'group'; fields: readonly FieldSpec[] })
  /** A list of objects, each a group of `fields`, with buttons to add and remove rows. */
  | (Base & { kind: 'rows'; one: string; add: string; fields: readonly FieldSpec[] });

const text = (name: string, label: string, more: Partial<Base> = {}): FieldSpec => ({ name, label, kind: 'text', ...more });
/** A record's or a row's title: its name, often longer than a quarter of the form's width holds, so the whole width. */
const title = (label: string): FieldSpec => text('title', label, { wide: true });
const longtext = (name: string, label: string, more: Partial<Base> = {}): FieldSpec => ({
  name,
  label,
  kind: 'longtext',
  wide: true,
  ...more,
});
const lines = (name: string, label: string, hint: string = STAFF.record.onePerLine): FieldSpec => ({
  name,
  label,
  kind: 'lines',
  hint,
  optional: true,
  wide: true,
});
const url = (name: string, label: string, optional = true): FieldSpec => ({ name, label, kind: 'url', optional });
const flag = (name: string, label: string, initial = false): FieldSpec => ({ name, label, kind: 'boolean', initial });
const position: FieldSpec = { name: 'position', label: F.position, hint: F.positionHint, kind: 'number', optional: true };
const picture = (name: string, label: string, target: UploadTarget): FieldSpec => ({
  name,
  label,
  kind: 'picture',
  target,
  optional: true,
  wide: true,
});
const rows = (name: string, list: { label: string; one: string; add: string }, fields: FieldSpec[]): FieldSpec => ({
  name,
  kind: 'rows',
  wide: true,
  ...list,
  fields,
});
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const scheduled: FieldSpec[] = [
  title(F.title),
  longtext('description', F.description),
  { name: 'startsAt', label: F.startsAt, kind: 'datetime' },
  { name: 'endsAt', label: F.endsAt, kind: 'datetime' },
];

export const RECORD_FIELDS: Record<ContentKind, readonly FieldSpec[]> = {
  courses: [
    title(F.title),
    { name: 'category', label: F.category, kind: 'choice', options: options(F.categories) },
    longtext('description', F.description),
    longtext('overview', F.overview),
    text('duration', F.duration),
    { name: 'price', label: F.price, hint: F.priceHint, kind: 'number', nullable: true, optional: true },
    picture('coverImage', F.coverImage, 'courseCover'),
    { name: 'rating', label: F.rating, hint: F.ratingHint, kind: 'number', nullable: true, decimal: true, optional: true },
    { name: 'trainerId', label: F.mentor, kind: 'choice', from: 'mentors', nullable: true, optional: true },
    position,
    {
      name: 'features',
      label: F.features,
      kind: 'group',
      wide: true,
      fields: [
        flag('certificate', F.certificate),
        flag('codingExercises', F.codingExercises),
        flag('recordedLectures', F.recordedLectures),
      ],
    },
    lines('learningOutcomes', F.learningOutcomes),
    lines('benefits', F.benefits),
    rows('keyFeatures', R.keyFeatures, [
      title(R.keyFeatureTitle),
      longtext('description', R.keyFeatureDescription),
      lines('subPoints', R.subPoints),
    ]),
    rows('videolectures', R.videolectures, [
      title(R.lectureTitle),
      text('duration', R.lectureDuration),
      // A link, or a short clip uploaded here that enrolled students can download (issue 40).
      { name: 'contentUrl', label: R.lectureVideo, kind: 'url', hint: R.lectureVideoHint, upload: 'courseLectures', wide: true },
    ]),
    rows('notes', R.notes, [title(R.noteTitle), longtext('content', R.noteContent), picture('file', R.noteFile, 'courseNotes')]),
  ],
  batches: [
    { name: 'courseId', label: F.course, kind: 'choice', from: 'courses' },
    { name: 'status', label: F.batchStatus, kind: 'choice', options: options(F.batchStatuses) },
    { name: 'startsOn', label: F.startsOn, kind: 'date' },
    { name: 'endsOn', label: F.endsOn, hint: F.endsOnHint, kind: 'date', optional: true },
    { name: 'durationWeeks', label: F.durationWeeks, hint: F.durationWeeksHint, kind: 'number', nullable: true, optional: true },
    { name: 'weekPart', label: F.weekPart, kind: 'choice', options: options(F.weekParts) },
    { name: 'classDays', label: F.classDays, kind: 'checks', options: options(F.days), wide: true },
    { name: 'startTime', label: F.startTime, hint: F.timeHint, kind: 'time' },
    { name: 'endTime', label: F.endTime, hint: F.timeHint, kind: 'time' },
    { name: 'mode', label: F.batchMode, kind: 'choice', options: options(F.batchModes) },
    text('language', F.language),
    text('location', F.batchLocation, { optional: true, hint: F.batchLocationHint }),
    { name: 'seats', label: F.seats, hint: F.seatsHint, kind: 'number' },
    { name: 'fee', label: F.batchFee, hint: F.batchFeeHint, kind: 'number', nullable: true, optional: true },
  ],
  mentors: [
    text('fullName', F.fullName),
    text('title', F.title),
    text('highestQualification', F.highestQualification),
    { name: 'email', label: F.email, kind: 'email' },
    { name: 'mobileNo', label: F.mobileNo, kind: 'phone' },
    url('linkedin', F.linkedin),
    position,
    picture('profilePhoto', F.profilePhoto, 'trainerPhoto'),
    longtext('summary', F.summary),
    lines('certifications', F.certifications),
    lines('achievements', F.achievements),
  ],
  testimonials: [
    text('fullName', F.fullName),
    text('collegeName', F.collegeName),
    text('role', F.role, { optional: true }),
    { name: 'rating', label: F.testimonialRating, hint: F.testimonialRatingHint, kind: 'number' },
    { name: 'courseId', label: F.course, kind: 'choice', from: 'courses', nullable: true, optional: true },
    url('linkedin', F.linkedin),
    position,
    longtext('message', F.message),
    picture('profile', F.profilePicture, 'feedbackProfile'),
  ],
  'session-categories': [
    text('name', F.name),
    text('slug', F.slug, { hint: F.slugHint }),
    { name: 'type', label: F.type, kind: 'choice', options: SESSION_TYPES.map((value) => ({ value, label: F.types[value] })) },
    position,
    longtext('description', F.description),
  ],
  events: [
    ...scheduled,
    text('location', F.location),
    text('mode', F.mode),
    text('organizer', F.organizer),
    { name: 'maxParticipants', label: F.maxParticipants, kind: 'number' },
    flag('isFree', F.isFree, true),
    { name: 'price', label: F.price, hint: F.priceHint, kind: 'number', optional: true },
    { name: 'certificateAvailable', label: F.certificate, kind: 'boolean', yes: F.certificateYes, no: F.certificateNo },
    text('statusOverride', F.statusOverride, { optional: true, hint: F.statusOverrideHint }),
    url('meetingLink', F.meetingLink),
    url('registrationLink', F.registrationLink),
    url('feedbackFormLink', F.feedbackFormLink),
    picture('bannerImage', F.banner, 'eventBanner'),
    { name: 'gallery', label: F.gallery, kind: 'pictures', target: 'eventGallery', optional: true, wide: true },
    lines('speakers', F.speakers),
    lines('resources', F.resources, F.resourcesHint),
    rows('agenda', R.agenda, [text('time', R.agendaTime), text('activity', R.agendaActivity)]),
    rows('sponsors', R.sponsors, [text('name', R.sponsorName), picture('logo', R.sponsorLogo, 'sponsorLogo')]),
  ],
  webinars: [
    ...scheduled,
    text('platform', F.platform),
    url('meetingLink', F.meetingLink, false),
    text('meetingId', F.meetingId),
    text('passcode', F.passcode),
    { name: 'maxParticipants', label: F.maxParticipants, kind: 'number' },
    text('speakerName', F.speakerName),
    longtext('speakerBio', F.speakerBio),
    picture('speakerPhoto', F.speakerPhoto, 'webinarSpeaker'),
  ],
  workshops: [
    ...scheduled,
    text('duration', F.duration),
    text('location', F.location),
    picture('bannerImage', F.banner, 'workshopBanner'),
    { name: 'certification', label: F.certificate, kind: 'boolean', yes: F.certificateYes, no: F.certificateNo },
    url('registrationLink', F.registrationLink),
    lines('topics', F.topics),
    lines('prerequisites', F.prerequisites),
    rows('instructors', R.instructors, [text('name', R.instructorName)]),
    { name: 'contactEmail', label: F.contactEmail, kind: 'email' },
    { name: 'contactPhone', label: F.contactPhone, kind: 'phone' },
  ],
  'internship-sessions': [
    ...scheduled,
    text('duration', F.duration),
    text('mode', F.mode),
    text('location', F.location),
    { name: 'capacity', label: F.capacity, kind: 'number' },
    { name: 'feeAmount', label: F.fee, hint: F.priceHint, kind: 'number' },
    { name: 'certification', label: F.certificate, kind: 'boolean', yes: F.certificateYes, no: F.certificateNo },
    lines('topics', F.topics),
    longtext('refundPolicy', F.refundPolicy),
  ],
};
