/** The app's paths of a course and of its notes and lessons (the reader and the player, issue 40). */
export const coursePath = (courseId: string) => `/courses/c/${encodeURIComponent(courseId)}`;
export const notePath = (courseId: string, noteId: string) => `${coursePath(courseId)}/notes/${encodeURIComponent(noteId)}`;
export const lessonPath = (courseId: string, lessonId: string) => `${coursePath(courseId)}/lessons/${encodeURIComponent(lessonId)}`;

/** A lecture hosted on another site (YouTube…): watched there, never downloaded. */
export const hostedElsewhere = (contentUrl: string) => /^https?:\/\//i.test(contentUrl);
