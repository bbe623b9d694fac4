/**
 * After the first online visit, in idle time and never on Save-Data: read the whole catalogue, every
 * mentor and every session (lists and details) and their pictures, so that a page never opened before
 * still opens offline. Reads go through React Query (persisted) and the service worker (cached).
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  courseQuery,
  coursesQuery,
  eventQuery,
  eventsQuery,
  internshipSessionQuery,
  internshipSessionsQuery,
  mentorQuery,
  mentorsQuery,
  sessionCategoriesQuery,
  testimonialsQuery,
  webinarQuery,
  webinarsQuery,
  workshopQuery,
  workshopsQuery,
} from '../api/queries';
import { uploadUrl, type UploadKind } from '../contract/uploads';
import { saveDataOn } from '../lib/client-values';

export const WARM_UP_KEY = 'codesmart-warm-up';
/** Done again at most twice a day: content changes slowly and phones pay for data. */
const WARM_UP_EVERY_MS = 12 * 3_600_000;
/** The first seconds belong to the page the person opened: its pictures, scripts and first taps. */
const WARM_UP_DELAY_MS = 6_000;

export interface WarmUpRecord {
  at: number;
  ms: number;
  requests: number;
  bytes: number;
}

export function lastWarmUp(): WarmUpRecord | null {
  try {
    return JSON.parse(localStorage.getItem(WARM_UP_KEY) ?? 'null') as WarmUpRecord | null;
  } catch {
    return null;
  }
}

/** Schedules the warm-up when it is due; answers whether it was scheduled. */
export function scheduleWarmUp(queryClient: QueryClient): boolean {
  if (saveDataOn() || !navigator.onLine) return false;
  const last = lastWarmUp();
  if (last && Date.now() - last.at < WARM_UP_EVERY_MS) return false;
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2_000));
  void untilServiceWorkerControls()
    .then(() => new Promise((resolve) => window.setTimeout(resolve, WARM_UP_DELAY_MS)))
    .then(() => idle(() => void warmUp(queryClient).catch(() => {}), { timeout: 10_000 }));
  return true;
}

/** Reads made before the service worker controls the page would not be cached for offline use. */
async function untilServiceWorkerControls(maxWaitMs = 15_000): Promise<void> {
  const sw = navigator.serviceWorker;
  if (!sw || sw.controller || !import.meta.env.PROD) return;
  await new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, maxWaitMs);
    sw.addEventListener(
      'controllerchange',
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export async function warmUp(queryClient: QueryClient): Promise<WarmUpRecord> {
  const started = performance.now();
  const startedAt = Date.now();
  // staleTime 0: the warm-up is the moment to refresh whatever the person already had saved.
  const q = queryClient;
  const pictures = new Set<string>();
  const picture = (kind: UploadKind, file: string | null | undefined) => file && pictures.add(uploadUrl(kind, file));

  const [courses, mentors, testimonials, , events, webinars, workshops, internships] = await Promise.all([
    q.fetchQuery({ ...coursesQuery(), staleTime: 0 }),
    q.fetchQuery({ ...mentorsQuery(), staleTime: 0 }),
    q.fetchQuery({ ...testimonialsQuery(), staleTime: 0 }),
    q.fetchQuery({ ...sessionCategoriesQuery(), staleTime: 0 }),
    q.fetchQuery({ ...eventsQuery(), staleTime: 0 }),
    q.fetchQuery({ ...webinarsQuery(), staleTime: 0 }),
    q.fetchQuery({ ...workshopsQuery(), staleTime: 0 }),
    q.fetchQuery({ ...internshipSessionsQuery(), staleTime: 0 }),
  ]);
  testimonials.forEach((t) => picture('feedbackProfile', t.profile));
  webinars.forEach((w) => picture('webinarSpeaker', w.speakerPhoto));

  // Details one kind after another, a few at a time: a warm-up must never crowd out what the person does.
  const details: (() => Promise<unknown>)[] = [
    ...courses.map((c) => () => q.fetchQuery({ ...courseQuery(c._id), staleTime: 0 })),
    ...mentors.map(
      (m) => () => q.fetchQuery({ ...mentorQuery(m._id), staleTime: 0 }).then((full) => picture('trainerPhoto', full.profilePhotoTrainer)),
    ),
    ...events.map(
      (e) => () =>
        q.fetchQuery({ ...eventQuery(e._id), staleTime: 0 }).then((full) => {
          picture('eventBanner', full.bannerImage);
          full.gallery.forEach((g) => picture('eventGallery', g));
          full.sponsors.forEach((s) => typeof s !== 'string' && picture('sponsorLogo', s.logo));
        }),
    ),
    ...webinars.map((w) => () => q.fetchQuery({ ...webinarQuery(w.id), staleTime: 0 })),
    ...workshops.map((w) => () => q.fetchQuery({ ...workshopQuery(w._id), staleTime: 0 })),
    ...internships.map((s) => () => q.fetchQuery({ ...internshipSessionQuery(s._id), staleTime: 0 })),
  ];
  await inBatches(details, 4);
  // Pictures go to the service worker's cache; the page itself does not need their bytes now.
  await inBatches(
    [...pictures].map((url) => () => fetch(url).then((r) => r.arrayBuffer())),
    4,
  );

  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const mine = resources.filter((r) => r.startTime >= started && (r.name.includes('/api/') || r.name.includes('/uploads/')));
  const record: WarmUpRecord = {
    at: startedAt,
    ms: Math.round(performance.now() - started),
    requests: mine.length,
    bytes: mine.reduce((sum, r) => sum + (r.encodedBodySize || 0), 0),
  };
  try {
    localStorage.setItem(WARM_UP_KEY, JSON.stringify(record));
  } catch {
    // Storage full or unavailable: the warm-up still did its work.
  }
  return record;
}

async function inBatches(tasks: (() => Promise<unknown>)[], size: number): Promise<void> {
  for (let i = 0; i < tasks.length; i += size) {
    await Promise.allSettled(tasks.slice(i, i + size).map((t) => t()));
  }
}
