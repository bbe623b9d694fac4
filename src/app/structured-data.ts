/**
 * schema.org JSON-LD of the public pages (issue 38, decision 144), typed with `schema-dts` and built from
 * the very answers the page was rendered from: the academy (`Organization`), a course with its batches
 * (`Course`, `CourseInstance` with a weekly `Schedule` in India time, offers in INR), the course list
 * (`ItemList`), sessions (`Event`, `EducationEvent`) and every page's trail (`BreadcrumbList`). Runs on the
 * server only (src/server-render.tsx): none of it is in a browser's bundle.
 */
import type {
  BreadcrumbList,
  Course as CourseLd,
  CourseInstance,
  DayOfWeek,
  EducationalOrganization,
  Event as EventLd,
  EventAttendanceModeEnumeration,
  ItemAvailability,
  ItemList,
  Offer,
  Place,
  VirtualLocation,
  WithContext,
} from 'schema-dts';
import type { Course, CourseBatch, CourseSummary, Event, InternshipSession, Webinar, Workshop } from '../contract';
import { ACADEMY } from '../content/copy';
import { ACADEMY_DETAILS } from '../content/academy-details';
import { DAY_MS } from '../contract/date-format';
import { DEFAULT_COURSE_PRICE } from '../content/limits';

const SCHEMA = 'https://schema.org';
const IST = '+05:30';

/** An instant as India's wall clock with its offset ("2027-01-09T10:00:00+05:30"), as Google asks for event dates. */
export function istIso(instant: string): string {
  const at = new Date(Date.parse(instant) + 330 * 60_000);
  return `${at.toISOString().slice(0, 19)}${IST}`;
}

const PINCODE_LINE = /^(.+),\s*(.+?)\s+(\d{6})$/;

/** The academy: the provider of every course, the organiser of every session. */
export function organization(origin: string): WithContext<EducationalOrganization> {
  const [street1, street2, cityLine] = ACADEMY_DETAILS.address;
  const city = PINCODE_LINE.exec(cityLine);
  return {
    '@context': SCHEMA,
    '@type': 'EducationalOrganization',
    '@id': `${origin}/#organization`,
    name: ACADEMY.name,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    description: ACADEMY_DETAILS.blurb,
    email: ACADEMY_DETAILS.email,
    telephone: ACADEMY_DETAILS.phones[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${street1}, ${street2}`,
      addressLocality: city?.[1] ?? cityLine,
      addressRegion: city?.[2],
      postalCode: city?.[3],
      addressCountry: 'IN',
    },
    contactPoint: ACADEMY_DETAILS.phones.map((telephone) => ({
      '@type': 'ContactPoint',
      telephone,
      contactType: 'customer service',
      areaServed: 'IN',
      availableLanguage: ['English', 'Hindi'],
    })),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => `${SCHEMA}/${d}` as DayOfWeek),
      opens: '09:00',
      closes: '18:00',
    },
    sameAs: ACADEMY_DETAILS.socials.map((s) => s.href),
  };
}

const provider = (origin: string) => ({
  '@type': 'EducationalOrganization' as const,
  '@id': `${origin}/#organization`,
  name: ACADEMY.name,
  url: `${origin}/`,
});

export function breadcrumbs(origin: string, trail: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: `${origin}${step.path}` })),
  };
}

export function courseList(origin: string, courses: readonly CourseSummary[]): WithContext<ItemList> {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    itemListElement: courses.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: `${origin}/courses/c/${encodeURIComponent(c._id)}`,
    })),
  };
}

const MODES: Record<CourseBatch['mode'], string> = { online: 'Online', offline: 'Onsite', hybrid: 'Blended' };
const DAYS: Record<string, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const DAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/**
 * How many classes a batch holds: its class days from the first day to the last. Whole weeks by
 * multiplication, then the days left over: a page render asks this of every batch (it was a loop over every day).
 */
export function classCount(batch: Pick<CourseBatch, 'startDate' | 'endDate' | 'classDays'>): number {
  const first = Date.parse(`${batch.startDate}T00:00:00Z`);
  const last = Date.parse(`${batch.endDate}T00:00:00Z`);
  if (!(last >= first)) return 0;
  const days = Math.round((last - first) / DAY_MS) + 1;
  const weeks = Math.floor(days / 7);
  const isClassDay = (weekday: number) => batch.classDays.includes(DAY_CODES[weekday % 7] as CourseBatch['classDays'][number]);
  let n = weeks * DAY_CODES.filter((_, weekday) => isClassDay(weekday)).length;
  const firstWeekday = new Date(first).getUTCDay();
  for (let day = weeks * 7; day < days; day += 1) if (isClassDay(firstWeekday + day)) n += 1;
  return n;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function availability(batch: CourseBatch): ItemAvailability {
  if (batch.availability !== 'open') return `${SCHEMA}/SoldOut`;
  return batch.seatsLeft <= 5 ? `${SCHEMA}/LimitedAvailability` : `${SCHEMA}/InStock`;
}

function offer(price: number, url: string, more: Partial<Offer> = {}): Offer {
  return { '@type': 'Offer', category: 'Paid', price, priceCurrency: 'INR', url, ...more } as Offer;
}

function courseInstance(course: Course, batch: CourseBatch, url: string): CourseInstance {
  const duration = minutes(batch.endTime) - minutes(batch.startTime);
  return {
    '@type': 'CourseInstance',
    name: `${course.title} (${batch.weekPart} batch)`,
    courseMode: MODES[batch.mode],
    inLanguage: batch.language,
    startDate: batch.startDate,
    endDate: batch.endDate,
    ...(batch.location ? { location: { '@type': 'Place', name: batch.location, address: batch.location } } : {}),
    ...(course.trainer
      ? { instructor: { '@type': 'Person', name: course.trainer.fullName, description: course.trainer.highestQualification } }
      : {}),
    courseSchedule: {
      '@type': 'Schedule',
      repeatFrequency: 'Weekly',
      repeatCount: classCount(batch),
      duration: `PT${Math.floor(duration / 60)}H${duration % 60 ? `${duration % 60}M` : ''}`,
      byDay: batch.classDays.map((d) => `${SCHEMA}/${DAYS[d]}` as DayOfWeek),
      startDate: batch.startDate,
      endDate: batch.endDate,
      startTime: batch.startTime,
      endTime: batch.endTime,
      scheduleTimezone: 'Asia/Kolkata',
    },
    offers: offer(batch.fee ?? course.price ?? DEFAULT_COURSE_PRICE, url, {
      availability: availability(batch),
      ...(batch.availability === 'open' ? { inventoryLevel: { '@type': 'QuantitativeValue', value: batch.seatsLeft } } : {}),
    }),
  };
}

export function courseLd(origin: string, course: Course, url: string, image: string): WithContext<CourseLd> {
  const batches = course.batches ?? [];
  return {
    '@context': SCHEMA,
    '@type': 'Course',
    '@id': url,
    name: course.title,
    description: course.description,
    url,
    image,
    provider: provider(origin),
    timeRequired: course.duration,
    ...(course.features.certificate ? { educationalCredentialAwarded: 'Professional Certificate' } : {}),
    offers: offer(course.price ?? DEFAULT_COURSE_PRICE, url),
    // Without a dated batch the course is self-paced: recorded lectures and notes, at the student's own pace.
    hasCourseInstance: batches.length
      ? batches.map((b) => courseInstance(course, b, url))
      : [{ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: course.duration }],
  };
}

/** A session of the SkillUp Center as an event: where, how one attends, when, what it costs, how many seats are left. */
export interface SessionFacts {
  type: 'Event' | 'EducationEvent';
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  /** Free text of the academy's ("Online", "Offline", "Hybrid"; a workshop's location). */
  mode: string;
  location: string;
  price: number;
  maximum?: number;
  remaining?: number;
  performers: readonly string[];
}

const attendance = (mode: string): EventAttendanceModeEnumeration => {
  if (/hybrid|mixed/i.test(mode)) return `${SCHEMA}/MixedEventAttendanceMode`;
  return /online|remote|virtual/i.test(mode) ? `${SCHEMA}/OnlineEventAttendanceMode` : `${SCHEMA}/OfflineEventAttendanceMode`;
};

function where(facts: SessionFacts, url: string): Place | VirtualLocation | (Place | VirtualLocation)[] {
  const place: Place = {
    '@type': 'Place',
    name: facts.location,
    address: { '@type': 'PostalAddress', streetAddress: facts.location, addressCountry: 'IN' },
  };
  const online: VirtualLocation = { '@type': 'VirtualLocation', url };
  const mode = attendance(facts.mode);
  if (mode === `${SCHEMA}/OnlineEventAttendanceMode`) return online;
  return mode === `${SCHEMA}/MixedEventAttendanceMode` ? [place, online] : place;
}

export function sessionLd(origin: string, facts: SessionFacts, url: string, image: string): WithContext<EventLd> {
  return {
    '@context': SCHEMA,
    '@type': facts.type,
    '@id': url,
    name: facts.name,
    description: facts.description,
    url,
    image,
    startDate: istIso(facts.startDate),
    endDate: istIso(facts.endDate),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: attendance(facts.mode),
    location: where(facts, url),
    organizer: provider(origin),
    ...(facts.performers.length ? { performer: facts.performers.map((name) => ({ '@type': 'Person' as const, name })) } : {}),
    ...(facts.maximum !== undefined ? { maximumAttendeeCapacity: facts.maximum } : {}),
    ...(facts.remaining !== undefined ? { remainingAttendeeCapacity: facts.remaining } : {}),
    offers: offer(facts.price, url, {
      category: facts.price === 0 ? 'Free' : 'Paid',
      availability: facts.remaining === 0 ? `${SCHEMA}/SoldOut` : `${SCHEMA}/InStock`,
    }),
  } as WithContext<EventLd>;
}

/** Each kind of session as an event's facts. */
export const SESSION_FACTS = {
  event: (e: Event): SessionFacts => ({
    type: 'Event',
    name: e.title,
    description: e.description,
    startDate: e.startDate,
    endDate: e.endDate,
    mode: e.mode,
    location: e.location,
    price: e.isFree ? 0 : e.price,
    maximum: e.maxParticipants,
    remaining: Math.max(0, e.maxParticipants - e.registeredCount),
    performers: e.speakers,
  }),
  webinar: (w: Webinar): SessionFacts => ({
    type: 'EducationEvent',
    name: w.title,
    description: w.description,
    startDate: w.date,
    // A webinar's answer has its start and its end time of day (India time): the end is that time on the same day.
    endDate: `${istIso(w.date).slice(0, 10)}T${w.endTime}:00${IST}`,
    mode: 'Online',
    location: w.platform,
    price: 0,
    maximum: w.maxParticipants,
    performers: [w.speakerName],
  }),
  workshop: (w: Workshop): SessionFacts => ({
    type: 'EducationEvent',
    name: w.title,
    description: w.description,
    startDate: w.startDate,
    endDate: w.endDate,
    mode: w.location,
    location: w.location,
    price: 0,
    performers: w.instructors.map((i) => i.name),
  }),
  internship: (s: InternshipSession): SessionFacts => ({
    type: 'EducationEvent',
    name: s.title,
    description: s.description,
    startDate: s.startDate,
    endDate: s.endDate,
    mode: s.mode,
    location: s.location,
    price: s.fees.amount,
    maximum: s.capacity,
    performers: [],
  }),
};
