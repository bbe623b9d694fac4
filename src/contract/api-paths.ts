/** The base path and the read paths of SPEC §7, shared by the PWA client, the server routes and the service worker. */
export const API_BASE = '/api';

export const REQUEST_TIMEOUT_MS = 10_000;

export const apiPaths = {
  courses: '/courses/all',
  course: (id: string) => `/courses/${encodeURIComponent(id)}`,
  mentors: '/trainer/all-profile',
  mentor: (id: string) => `/trainer/${encodeURIComponent(id)}`,
  testimonials: '/feedback',
  sessionCategories: '/session-category',
  events: '/event',
  event: (id: string) => `/event/${encodeURIComponent(id)}`,
  webinars: '/webinars',
  webinar: (id: string) => `/webinars/${encodeURIComponent(id)}`,
  workshops: '/workshops',
  workshop: (id: string) => `/workshops/${encodeURIComponent(id)}`,
  internshipSessions: '/internship-sessions',
  internshipSession: (id: string) => `/internship-sessions/${encodeURIComponent(id)}`,
} as const;
