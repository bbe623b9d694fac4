/**
 * After the first online visit, in idle time and never on Save-Data: read every public page of the route
 * table, as its read plan says (src/api/route-reads.ts: one page per item of the list that names them), and
 * every picture those screens show, so that a page never opened before still opens offline, pictures
 * included. Reads go through React Query (persisted) and the service worker (cached); pictures through the
 * service worker alone.
 *
 * A run can take a minute on a slow phone, and the tab may close or the network drop half-way: each
 * step is recorded as it is saved (WARM_UP_PROGRESS_KEY), so the next start or the next `online` event
 * continues with what is left. A complete run is recorded by offline-readiness.ts, which the UI reads.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from '../api/http';
import { queryKeys } from '../api/queries';
import { readPublicPages, type ReadQuery } from '../api/route-reads';
import type { Course, CourseSummary, Event as SessionEvent, Mentor, MentorSummary, Testimonial, Webinar, Workshop } from '../contract';
import { uploadUrl, type UploadKind } from '../contract/uploads';
import { offlineReadiness, restingReadiness, saveWarmUpRecord, WARM_UP_EVERY_MS, type WarmUpRecord } from './offline-readiness';
import { flushSavedQueries } from './query-persistence';

export { lastWarmUp, offlineReadiness, WARM_UP_KEY, type OfflineReadiness, type WarmUpRecord } from './offline-readiness';

/** The run under way: when it began and which steps are settled. Removed once the run is complete. */
export const WARM_UP_PROGRESS_KEY = 'codesmart-warm-up-progress';
/** A few requests at a time: a warm-up must never crowd out what the person does. */
const BATCH_SIZE = 4;

// ---- Every picture a screen shows ----

/** ui/images.ts DEFAULT_AVATAR (offline/ may not import ui/): a mentor or trainer without a photo. */
const DEFAULT_AVATAR = uploadUrl('trainerPhoto', 'default-avatar.svg');

const upload = (kind: UploadKind, file: string | null | undefined): string[] => (file ? [uploadUrl(kind, file)] : []);
const trainerPhoto = (file: string | null): string => (file ? uploadUrl('trainerPhoto', file) : DEFAULT_AVATAR);

/** The pictures each entity puts on screen, from the fields that name them: the warm-up's one list. */
export const PICTURES_OF = {
  /** Home's and /mentors' cards (cards/MentorCard). */
  mentorSummary: (m: MentorSummary) => [trainerPhoto(m.profilePhotoTrainer)],
  /** /mentors/:id. */
  mentor: (m: Mentor) => [trainerPhoto(m.profilePhotoTrainer)],
  /** Home's and /courses' cards: the cover (the default cover is precached with the site's pictures). */
  courseSummary: (c: CourseSummary) => upload('courseCover', c.coverImage),
  /** /courses/:id shows its cover and its trainer, who need not be among the listed mentors. */
  course: (c: Course) => [...upload('courseCover', c.coverImage), ...(c.trainer ? [trainerPhoto(c.trainer.profilePhotoTrainer)] : [])],
  /** Home's and /testimonials' cards (cards/TestimonialCard). */
  testimonial: (t: Testimonial) => upload('feedbackProfile', t.profile),
  /** /webinars/:id's presenter. */
  webinar: (w: Webinar) => upload('webinarSpeaker', w.speakerPhoto),
  /** /events/:id: banner, gallery and the sponsors' logos. */
  event: (e: SessionEvent) => [
    ...upload('eventBanner', e.bannerImage),
    ...e.gallery.flatMap((g) => upload('eventGallery', g)),
    ...e.sponsors.flatMap((s) => (typeof s === 'string' ? [] : upload('sponsorLogo', s.logo))),
  ],
  /** /workshops/:id's banner, when the academy gave it one. */
  workshop: (w: Workshop | null) => upload('workshopBanner', w?.bannerImage),
} satisfies Record<string, (entity: never) => string[]>;

type PicturesOf = (entity: never) => string[];

/** Whose pictures each read's answer holds, by its query key's first word: a list's items, or one entity. */
const PICTURES_OF_READ: Record<string, { list?: PicturesOf; one?: PicturesOf }> = {
  [queryKeys.courses[0]]: { list: PICTURES_OF.courseSummary, one: PICTURES_OF.course },
  [queryKeys.mentors[0]]: { list: PICTURES_OF.mentorSummary, one: PICTURES_OF.mentor },
  [queryKeys.testimonials[0]]: { list: PICTURES_OF.testimonial },
  [queryKeys.webinars[0]]: { list: PICTURES_OF.webinar, one: PICTURES_OF.webinar },
  [queryKeys.events[0]]: { one: PICTURES_OF.event },
  [queryKeys.workshops[0]]: { one: PICTURES_OF.workshop },
};

/** The pictures of a read's answer (src/api/queries.ts's keys: `[list]`, `[list, id]`, and Home's `['home', list]`). */
export function picturesOfAnswer(key: QueryKey, data: unknown): string[] {
  const [list, id] = key[0] === queryKeys.homeSlice('')[0] ? [key[1]] : key;
  const pictures = PICTURES_OF_READ[String(list)];
  if (data === undefined || data === null || !pictures) return [];
  if (id !== undefined) return pictures.one?.(data as never) ?? [];
  return Array.isArray(data) && pictures.list ? data.flatMap((item) => pictures.list!(item as never)) : [];
}

// ---- Progress, kept so that an interrupted run resumes ----

interface WarmUpProgress {
  startedAt: number;
  /** Steps saved: a read's query key (JSON) or a picture's URL. */
  done: string[];
  /** Steps the server answered with an error: not asked again in this run. */
  missing: string[];
  ms: number;
  requests: number;
  bytes: number;
}

function loadProgress(now: number): WarmUpProgress {
  try {
    const saved = JSON.parse(localStorage.getItem(WARM_UP_PROGRESS_KEY) ?? 'null') as WarmUpProgress | null;
    // A run begun longer ago than a warm-up lasts is due again as a whole: what it saved has aged too.
    if (saved && Array.isArray(saved.done) && Array.isArray(saved.missing) && now - saved.startedAt < WARM_UP_EVERY_MS) return saved;
  } catch {
    // Damaged or no storage: start afresh.
  }
  return { startedAt: now, done: [], missing: [], ms: 0, requests: 0, bytes: 0 };
}

function saveProgress(progress: WarmUpProgress | null): void {
  try {
    if (progress) localStorage.setItem(WARM_UP_PROGRESS_KEY, JSON.stringify(progress));
    else localStorage.removeItem(WARM_UP_PROGRESS_KEY);
  } catch {
    // Storage full or unavailable: this run still saves; a later one just starts from the beginning.
  }
}

// ---- One sitting of a run (a run interrupted and resumed has several) ----

/** A step is named by what it saves: a read by its query key, a picture by its URL. */
const stepOf = (options: { queryKey: QueryKey }): string => JSON.stringify(options.queryKey);

interface Task {
  /** What it saves, when known before it runs (a picture); a page's reads are known as they run. */
  step?: string;
  run: () => Promise<unknown>;
}

/** Settles steps one by one and records each at once, so a closed tab loses nothing already saved. */
class Sitting {
  readonly pictures = new Set<string>();
  private readonly known = new Set<string>();
  /** Tasks not started whose steps are not known yet: each counts as one step in the total meanwhile. */
  private waiting = 0;
  private stopped = false;
  private readonly begun = performance.now();

  constructor(
    private readonly queryClient: QueryClient,
    readonly progress: WarmUpProgress,
    private readonly signal: AbortSignal,
  ) {}

  /** The network went (or failed a request): nothing more is started, so no storm of failures. */
  get interrupted(): boolean {
    return this.stopped || this.signal.aborted || !navigator.onLine;
  }

  /** A list or a detail through React Query, and the pictures it shows; undefined when it could not be had. */
  readonly read: ReadQuery = async (options) => {
    const step = stepOf(options);
    this.known.add(step);
    if (this.interrupted || this.progress.missing.includes(step)) return undefined;
    // staleTime 0: the warm-up is the moment to refresh what was saved before; a step this run already
    // saved comes from the (restored) cache instead. No retry: the run resumes later rather than insist.
    const staleTime = this.progress.done.includes(step) ? Infinity : 0;
    try {
      const data = await unlessAborted(this.queryClient.fetchQuery({ ...options, staleTime, retry: false }), this.signal);
      this.settle(step, 'saved');
      picturesOfAnswer(options.queryKey, data).forEach((url) => this.pictures.add(url));
      return data;
    } catch (error) {
      // Status 0: no answer (offline, timeout). Any status: the server answered; asking again won't help.
      this.settle(step, error instanceof ApiError && error.status > 0 ? 'missing' : 'interrupted');
      return undefined;
    }
  };

  /** A picture into the service worker's cache; the page does not need its bytes now. */
  async picture(url: string): Promise<void> {
    this.known.add(url);
    if (this.interrupted || this.progress.done.includes(url) || this.progress.missing.includes(url)) return;
    try {
      const response = await fetch(url, { signal: this.signal });
      if (response.ok) await response.arrayBuffer();
      this.settle(url, response.ok ? 'saved' : 'missing');
    } catch {
      this.settle(url, 'interrupted');
    }
  }

  /** A few tasks at a time, and none once interrupted; all of them count towards the total at once. */
  async inBatches(tasks: Task[]): Promise<void> {
    tasks.forEach((t) => (t.step ? this.known.add(t.step) : (this.waiting += 1)));
    for (let i = 0; i < tasks.length && !this.interrupted; i += BATCH_SIZE) {
      const batch = tasks.slice(i, i + BATCH_SIZE);
      this.waiting -= batch.filter((t) => !t.step).length;
      await Promise.allSettled(batch.map((t) => t.run()));
    }
  }

  private settle(step: string, outcome: 'saved' | 'missing' | 'interrupted'): void {
    if (outcome === 'interrupted') {
      this.stopped = true;
      return;
    }
    const list = outcome === 'saved' ? this.progress.done : this.progress.missing;
    if (!list.includes(step)) list.push(step);
    saveProgress(this.progress);
    offlineReadiness.setState({ state: 'saving', ...this.counts() });
  }

  /** Settled and known steps; the total grows as the lists reveal their details and pictures. */
  counts(): { done: number; total: number } {
    const done = this.progress.done.length + this.progress.missing.length;
    return { done, total: Math.max(done, this.known.size + this.waiting) };
  }

  /** Adds this sitting's time, requests and bytes (resource timing, encoded sizes) to the run's. */
  account(): void {
    const resources = (performance.getEntriesByType?.('resource') ?? []) as PerformanceResourceTiming[];
    const mine = resources.filter((r) => r.startTime >= this.begun && /\/(api|uploads|media)\//.test(r.name));
    this.progress.ms += Math.round(performance.now() - this.begun);
    this.progress.requests += mine.length;
    this.progress.bytes += mine.reduce((sum, r) => sum + (r.encodedBodySize || 0), 0);
  }
}

/**
 * A read a screen is making too is shared, with the screen's retries: offline, React Query pauses it
 * until the network is back. The run stops at once instead, so that it is resumed by the `online` event.
 */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The network went', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Every public page's reads: those of the pages the route table names outright and the lists that name the
 * others, then those others a few at a time, then every picture those screens show.
 */
async function readEverything(s: Sitting): Promise<void> {
  const pages = await readPublicPages(s.read);
  await s.inBatches(pages.map((page) => ({ run: () => page.run(s.read) })));
  await s.inBatches([...s.pictures].map((url) => ({ step: url, run: () => s.picture(url) })));
}

/**
 * Runs the warm-up, or what is left of it: answers the record when everything is settled, null when
 * the network went first (progress kept for the next start or `online` event).
 */
export async function warmUp(queryClient: QueryClient): Promise<WarmUpRecord | null> {
  const stop = new AbortController();
  const onOffline = () => stop.abort();
  window.addEventListener('offline', onOffline);
  const sitting = new Sitting(queryClient, loadProgress(Date.now()), stop.signal);
  offlineReadiness.setState({ state: 'saving', ...sitting.counts() });
  try {
    await readEverything(sitting);
  } finally {
    window.removeEventListener('offline', onOffline);
    sitting.account();
  }
  const { progress } = sitting;
  if (sitting.interrupted) {
    saveProgress(progress);
    offlineReadiness.setState({ ...restingReadiness(), ...sitting.counts() }, true);
    return null;
  }
  const record: WarmUpRecord = {
    at: progress.startedAt,
    completeAt: Date.now(),
    ms: progress.ms,
    requests: progress.requests,
    bytes: progress.bytes,
    saved: progress.done.length,
    missing: progress.missing.length,
    complete: progress.missing.length === 0,
  };
  // "Ready for offline" only once what the run read is in the saved cache, not a second later.
  flushSavedQueries();
  saveWarmUpRecord(record);
  saveProgress(null);
  offlineReadiness.setState(restingReadiness(record), true);
  return record;
}
