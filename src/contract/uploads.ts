/**
 * Where the server keeps each kind of picture or file (SPEC §3 "server image/file locations").
 * Entities carry bare file names; the PWA joins them with these folders.
 */
/** Every upload lives under this path (server/uploads on disk). */
export const UPLOADS_ROOT = '/uploads/';

export const UPLOADS = {
  studentPhoto: '/uploads/students/',
  trainerPhoto: '/uploads/trainers/',
  eventBanner: '/uploads/events/banners/',
  eventGallery: '/uploads/events/gallery/',
  sponsorLogo: '/uploads/events/sponsors/',
  webinarSpeaker: '/uploads/webinars/speakers/',
  workshopBanner: '/uploads/workshops/banners/',
  feedbackProfile: '/uploads/feedback/',
  courseNotes: '/uploads/courses/notes/',
  courseCover: '/uploads/courses/covers/',
  courseLectures: '/uploads/courses/lectures/',
} as const;

export type UploadKind = keyof typeof UPLOADS;

export function uploadUrl(kind: UploadKind, fileName: string): string {
  return UPLOADS[kind] + encodeURIComponent(fileName);
}
