/** SPEC §9: limits and timings the screens use, each named once. */
export const HOME_MAX_COURSES = 3;
export const HOME_MAX_MENTORS = 3;
export const HOME_MAX_TESTIMONIALS = 6;
export const TESTIMONIALS_PAGE_SIZE = 6;
export const TESTIMONIAL_FIXED_RATING = 4.8;
export const MENTOR_FIXED_RATING = 4.9;
export const MENTOR_FIXED_REVIEWS = 352;
export const MENTOR_STUDENTS_LINE = 'Currently mentoring 50+ students';
export const MENTORS_INITIAL_COUNT = 6;
export const BIO_CLAMP_LINES = 3;

/** `introMs`: SPEC §9's "intro state timer", the home hero's entrance before the typing starts (decision 58). */
export const TYPING = { typeMs: 35, deleteMs: 10, pauseMs: 2800, introMs: 1300 } as const;

export const BACK_TO_TOP_AFTER_PX = 300;
export const HASH_SCROLL_OFFSET_PX = 70;
export const HASH_SCROLL_DELAY_MS = 50;
export const REVEAL = { threshold: 0.2, durationS: 0.6, distancePx: 100 } as const;

export const DEFAULT_COURSE_PRICE = 8000;
export const ENROL_BAR_HERO_VISIBLE_RATIO = 0.6;
export { NOTE_PREVIEW_CHARS } from '../contract/preview';
export const DEFAULT_SKELETON_COUNT = 4;
/** SPEC §2 event resources: links are shown cut at this many characters. */
export const RESOURCE_LINK_CHARS = 40;
/** SPEC §9: the studentId and mobileNo cookies live 7 days on path /. */
export const SESSION_COOKIE_DAYS = 7;
/** SPEC §9 toasts: top-right, 5 s by default, 3 s in forms, 4 s in the enrol dialog. */
export const TOAST_MS = { default: 5_000, form: 3_000, enrol: 4_000 } as const;
