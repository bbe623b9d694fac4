// The offline warm-up: every public page's reads (the route table's plans) and pictures saved, resumed after an
// interruption, completion recorded (jsdom: its localStorage, window events and navigator; fetch is a fake API
// and picture server).
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, apiPaths } from '../../src/contract/api-routes';
import { HOME_SCREEN, type PageRoute } from '../../src/contract/page-routes';

const HOUR = 3_600_000;

/** Only the fields the warm-up and the screens' pictures use; the rest of each entity is not read. */
const DATA: Record<string, unknown> = {
  [apiPaths.courses]: [{ _id: 'c1' }, { _id: 'c2' }],
  [apiPaths.course('c1')]: { _id: 'c1', trainer: { _id: 'g', profilePhotoTrainer: 'guest.svg' } },
  [apiPaths.course('c2')]: { _id: 'c2', trainer: null },
  [apiPaths.mentors]: [
    { _id: 'm1', profilePhotoTrainer: 'ananya-rao.svg' },
    { _id: 'm2', profilePhotoTrainer: null },
  ],
  [apiPaths.mentor('m1')]: { _id: 'm1', profilePhotoTrainer: 'ananya-rao.svg' },
  [apiPaths.mentor('m2')]: { _id: 'm2', profilePhotoTrainer: null },
  [apiPaths.testimonials]: [
    { _id: 't1', profile: 'priya sharma.svg' },
    { _id: 't2', profile: null },
  ],
  [apiPaths.sessionCategories]: [],
  [apiPaths.events]: [{ _id: 'e1' }],
  [apiPaths.event('e1')]: {
    _id: 'e1',
    bannerImage: 'banner.jpg',
    gallery: ['g1.jpg', 'g2.jpg'],
    sponsors: ['Plain Sponsor', { name: 'Acme', logo: 'acme.svg' }, { name: 'NoLogo', logo: null }],
  },
  [apiPaths.webinars]: [{ _id: 'w1', id: 'w1', speakerPhoto: 'speaker.svg' }],
  [apiPaths.webinar('w1')]: { _id: 'w1', id: 'w1', speakerPhoto: 'speaker.svg' },
  [apiPaths.workshops]: [{ _id: 'k1' }],
  [apiPaths.workshop('k1')]: { _id: 'k1', bannerImage: 'k1.webp' },
  [apiPaths.internshipSessions]: [{ _id: 'i1' }],
  [apiPaths.internshipSession('i1')]: { _id: 'i1' },
};

const API_URLS = Object.keys(DATA).map((path) => API_BASE + path);
/** Home's reads are the first few of three lists: the warm-up saves them by saving those lists, each address once. */
const HOME_URLS = [apiPaths.courses, apiPaths.mentors, apiPaths.testimonials].map((path) => API_BASE + path);
const LIST_URLS = [
  apiPaths.courses,
  apiPaths.mentors,
  apiPaths.testimonials,
  apiPaths.sessionCategories,
  apiPaths.events,
  apiPaths.webinars,
  apiPaths.workshops,
  apiPaths.internshipSessions,
].map((path) => API_BASE + path);
const PICTURE_URLS = [
  '/uploads/trainers/ananya-rao.svg',
  '/uploads/trainers/default-avatar.svg',
  '/uploads/trainers/guest.svg',
  '/uploads/feedback/priya%20sharma.svg',
  '/uploads/webinars/speakers/speaker.svg',
  '/uploads/events/banners/banner.jpg',
  '/uploads/events/gallery/g1.jpg',
  '/uploads/events/gallery/g2.jpg',
  '/uploads/events/sponsors/acme.svg',
  '/uploads/workshops/banners/k1.webp',
];

let online = true;
/** Requests the fake network answered, and the ones it refused for being offline. */
let answered: string[] = [];
let refused: string[] = [];
/** The network drops right after answering this many requests. */
let dropAfter = Infinity;

function setOnline(next: boolean) {
  online = next;
  window.dispatchEvent(new Event(next ? 'online' : 'offline'));
}

async function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  if (!online) {
    refused.push(url);
    throw new TypeError('Failed to fetch');
  }
  answered.push(url);
  if (answered.length >= dropAfter) setOnline(false);
  if (!url.startsWith(API_BASE + '/')) return new Response('picture bytes', { status: 200 });
  const data = DATA[url.slice(API_BASE.length)];
  if (data === undefined) return Response.json({ success: false, message: 'Not found' }, { status: 404 });
  return Response.json({ success: true, data });
}

/** A fresh copy of the modules, so each test starts with no run scheduled and the store read afresh. */
async function load() {
  vi.resetModules();
  return { ...(await import('../../src/offline/warm-up')), ...(await import('../../src/offline/schedule-warm-up')) };
}

beforeEach(() => {
  localStorage.clear();
  online = true;
  answered = [];
  refused = [];
  dropAfter = Infinity;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the offline warm-up', () => {
  it('saves every list, detail and picture the screens show, and records when it completed', async () => {
    const { warmUp, lastWarmUp, offlineReadiness, warmUpDue, WARM_UP_PROGRESS_KEY } = await load();
    const seen: string[] = [];
    offlineReadiness.subscribe((s) => seen.push(s.state));
    expect(offlineReadiness.getState()).toEqual({ state: 'never' });

    const record = await warmUp(new QueryClient());

    expect([...answered].sort()).toEqual([...API_URLS, ...PICTURE_URLS].sort());
    expect(record).toMatchObject({ complete: true, missing: 0, saved: API_URLS.length + PICTURE_URLS.length });
    expect(record!.completeAt).toBeGreaterThanOrEqual(record!.at);
    expect(lastWarmUp()).toEqual(record);
    expect(localStorage.getItem(WARM_UP_PROGRESS_KEY)).toBeNull();
    const total = API_URLS.length + PICTURE_URLS.length;
    expect(offlineReadiness.getState()).toEqual({ state: 'saved', savedAt: record!.completeAt, done: total, total, missing: 0 });
    expect(seen).toContain('saving');
    expect(warmUpDue(record!.completeAt + 11 * HOUR)).toBe(false);
    expect(warmUpDue(record!.completeAt + 12 * HOUR)).toBe(true);
  });

  it("reads what the route table's public pages read, and only that: a route added with reads is warmed", async () => {
    const table: PageRoute[] = [
      { path: '/', screen: HOME_SCREEN, reads: 'home', audience: 'public' },
      // A new public route: each event it names is read, because its plan says so, with its pictures.
      { path: '/talks/:id', screen: 'sessions/EventDetailPage', reads: 'event', audience: 'public' },
      // Not a public page: not warmed.
      { path: '/mine/:id', screen: 'mentors/MentorProfilePage', reads: 'mentor', audience: 'student' },
    ];
    vi.doMock(import('../../src/contract/page-routes'), async (actual) => ({ ...(await actual()), PAGE_ROUTES: table }));
    try {
      const { warmUp } = await load();
      expect(await warmUp(new QueryClient())).toMatchObject({ complete: true });
    } finally {
      vi.doUnmock('../../src/contract/page-routes');
    }

    const reads = [...HOME_URLS, API_BASE + apiPaths.events, API_BASE + apiPaths.event('e1')];
    const pictures = [
      '/uploads/trainers/ananya-rao.svg',
      '/uploads/trainers/default-avatar.svg',
      '/uploads/feedback/priya%20sharma.svg',
      '/uploads/events/banners/banner.jpg',
      '/uploads/events/gallery/g1.jpg',
      '/uploads/events/gallery/g2.jpg',
      '/uploads/events/sponsors/acme.svg',
    ];
    expect([...answered].sort()).toEqual([...reads, ...pictures].sort());
  });

  it('has every read in the saved cache when it records completion, not a second later', async () => {
    const { warmUp, lastWarmUp } = await load();
    const { restoreQueries } = await import('../../src/offline/restore-queries');
    const client = new QueryClient();
    await restoreQueries(client); // as the app does: saved queries back, and kept saving

    await warmUp(client);

    expect(lastWarmUp()?.complete).toBe(true);
    const saved = JSON.parse(localStorage.getItem('codesmart-queries') ?? 'null') as {
      clientState: { queries: { queryKey: unknown }[] };
    } | null;
    const savedKeys = (saved?.clientState.queries ?? []).map((q) => JSON.stringify(q.queryKey));
    const readKeys = client
      .getQueryCache()
      .getAll()
      .map((q) => JSON.stringify(q.queryKey));
    expect(readKeys.length).toBeGreaterThan(10);
    expect(savedKeys.sort()).toEqual(readKeys.sort());
  });

  it('stops cleanly when the network drops, and the next start continues with what is left', async () => {
    const { warmUp, lastWarmUp, offlineReadiness, WARM_UP_PROGRESS_KEY } = await load();
    dropAfter = 12; // the eight lists and a few details
    const before = new QueryClient();

    expect(await warmUp(before)).toBeNull();
    expect(refused.length).toBeLessThanOrEqual(4); // the batch under way at most: no storm
    expect(lastWarmUp()).toBeNull();
    const progress = JSON.parse(localStorage.getItem(WARM_UP_PROGRESS_KEY)!) as { startedAt: number; done: string[] };
    // The eight lists at least; details answered as the network went may be dropped and asked again.
    const saved = progress.done.length;
    expect(saved).toBeGreaterThanOrEqual(8);
    expect(saved).toBeLessThanOrEqual(12);
    const paused = offlineReadiness.getState();
    expect(paused).toMatchObject({ state: 'never', done: saved });
    expect(paused.total).toBeGreaterThanOrEqual(API_URLS.length); // every read is counted by now

    // The tab is closed; the next start restores the persisted queries, then resumes.
    const after = new QueryClient();
    hydrate(after, dehydrate(before));
    online = true;
    dropAfter = Infinity;
    refused = [];
    const firstRun = answered;
    answered = [];
    const record = await warmUp(after);

    expect(refused).toEqual([]);
    expect(answered).toHaveLength(API_URLS.length + PICTURE_URLS.length - saved); // only what was left
    expect(answered.filter((url) => LIST_URLS.includes(url))).toEqual([]); // the lists came from the restored cache
    expect(new Set([...firstRun, ...answered])).toEqual(new Set([...API_URLS, ...PICTURE_URLS]));
    expect(record).toMatchObject({ at: progress.startedAt, complete: true });
    expect(offlineReadiness.getState()).toMatchObject({ state: 'saved', savedAt: record!.completeAt });
  });

  it('does not fetch again the pictures already saved, even when the saved reads were lost', async () => {
    const { warmUp } = await load();
    dropAfter = API_URLS.length + 3; // every read and three pictures
    await warmUp(new QueryClient());
    const firstPictures = answered.filter((u) => !u.startsWith(API_BASE));
    answered = [];
    online = true;
    dropAfter = Infinity;

    expect(await warmUp(new QueryClient())).toMatchObject({ complete: true });
    expect(answered.filter((u) => u.startsWith(API_BASE)).sort()).toEqual([...API_URLS].sort());
    expect(answered.filter((u) => firstPictures.includes(u))).toEqual([]);
  });

  it('records what the server could not give, without asking again in the same run', async () => {
    const { warmUp, offlineReadiness } = await load();
    const missingPicture = '/uploads/events/gallery/g2.jpg';
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input) === missingPicture ? Promise.resolve(new Response('', { status: 404 })) : fakeFetch(input),
      ),
    );

    const record = await warmUp(new QueryClient());

    expect(record).toMatchObject({ complete: false, missing: 1 });
    expect(offlineReadiness.getState()).toMatchObject({ state: 'saved', missing: 1 });
  });

  it('is scheduled only when due, online and without Save-Data, and resumes on the `online` event', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { scheduleWarmUp, lastWarmUp, offlineReadiness } = await load();
    const queryClient = new QueryClient();

    online = false;
    expect(scheduleWarmUp(queryClient)).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(answered).toEqual([]);

    setOnline(true); // the `online` event schedules the run: a short delay, then idle time
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).not.toHaveBeenCalled(); // the first seconds belong to the page
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(() => expect(lastWarmUp()).not.toBeNull());
    expect(offlineReadiness.getState().state).toBe('saved');

    expect(scheduleWarmUp(queryClient)).toBe(false); // complete, and not due for 12 hours
    vi.setSystemTime(Date.now() + 12 * HOUR);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection: { saveData: true } }));
    expect(scheduleWarmUp(queryClient)).toBe(false);
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', vi.fn(fakeFetch));
    expect(scheduleWarmUp(queryClient)).toBe(true);
    expect(scheduleWarmUp(queryClient)).toBe(false); // one run at a time
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.waitFor(() => expect(lastWarmUp()!.completeAt).toBeGreaterThanOrEqual(Date.now() - 10_000));
    expect(fetch).toHaveBeenCalledTimes(API_URLS.length + PICTURE_URLS.length);
    expect(offlineReadiness.getState().state).toBe('saved');
  });
});
