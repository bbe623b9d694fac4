import { UPLOADS, uploadUrl, type UploadKind } from '../contract/uploads';

/** SPEC §4: pictures that fail fall back to a "no image available" picture. */
export const NO_IMAGE = '/images/no-image.svg';
export const DEFAULT_AVATAR = UPLOADS.trainerPhoto + 'default-avatar.svg';
/** SPEC §2 event detail: the banner of an event that has none (or whose banner fails): a stage, no words. */
export const DEFAULT_EVENT_BANNER = '/images/event-banner.svg';
/** A course without a cover of its own: the academy's mark on the night background (issue 37). */
export const DEFAULT_COURSE_COVER = '/images/course-cover.svg';
/** A session card without a banner: its kind's picture (event, webinar, workshop, internship-session). */
/** The /courses hero's other half: logos of the technologies taught (simple-icons, drawn by scripts/lib/cover-art.ts). */
export const TECHNOLOGIES_PICTURE = '/images/technologies.svg';
export const sessionKindPicture = (kind: string) => `/images/session-${kind}.svg`;
/** Page illustrations of the same set (public/images, drawn by scripts/lib/demo-art.ts). */
export const ILLUSTRATIONS = { notFound: '/images/not-found.svg', forgotPassword: '/images/forgot-password.svg' } as const;
/** Testimonials use an embedded placeholder, so it shows even when nothing else can load. */
export const TESTIMONIAL_PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23e0e7ff'/%3E%3Ccircle cx='32' cy='25' r='12' fill='%236366f1'/%3E%3Cpath d='M10 60c3-14 12-20 22-20s19 6 22 20z' fill='%236366f1'/%3E%3C/svg%3E";

/** The URL of an upload, or null when the entity names no file. */
export function uploadSrc(kind: UploadKind, fileName: string | null | undefined): string | null {
  return fileName ? uploadUrl(kind, fileName) : null;
}
