/**
 * The six detail pages share one scaffold (src/ui/DetailScreen.tsx): a 404, or a 400 for an id that is
 * not an id, is "not found" in each page's words; no answer while the browser is offline is "not saved for offline use yet", with ways on,
 * and fills itself in when the browser is back online; no answer while it says it is online (lie-fi) and any other failure are the
 * page's error with Try again.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_BACK_EVENT } from '../../src/lib/server-back-event';
import { renderAt } from './render';
import { seeded, seededSessions } from './seeded';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const OFFLINE_TITLE = "This page hasn't been saved for offline use yet";
/** Failures take their retries (about 3 s) before a screen gives up. */
const GIVES_UP = { timeout: 10_000 };

interface DetailPage {
  name: string;
  path: (id: string) => string;
  /** The id and the heading of one item the seeded server has. */
  item: () => Promise<{ id: string; title: string }>;
  notFound: string;
  error: string;
  listing: { href: string; label: string };
}

const PAGES: DetailPage[] = [
  {
    name: 'course',
    path: (id) => `/courses/c/${id}`,
    item: async () => ((c) => ({ id: c._id, title: c.title }))((await seeded.courses())[0]!),
    notFound: 'Course not found',
    error: 'Course not found or invalid response',
    listing: { href: '/courses', label: 'Back to All Courses' },
  },
  {
    name: 'mentor',
    path: (id) => `/mentors/m/${id}`,
    item: async () => ((m) => ({ id: m._id, title: m.fullName }))((await seeded.mentors())[0]!),
    notFound: 'Mentor not found.',
    error: 'Failed to fetch mentor data.',
    listing: { href: '/mentors', label: 'See all mentors' },
  },
  {
    name: 'event',
    path: (id) => `/book/event/${id}`,
    item: async () => ((e) => ({ id: e._id, title: e.title }))((await seededSessions.events())[0]!),
    notFound: 'Event not found',
    error: "Oops! Couldn't load the event.",
    listing: { href: '/events', label: 'Browse Events' },
  },
  {
    name: 'webinar',
    path: (id) => `/webinar/${id}`,
    item: async () => ((w) => ({ id: w.id, title: w.title }))((await seededSessions.webinars())[0]!),
    notFound: 'No webinar found',
    error: "We couldn't load this webinar. Check your connection and try again.",
    listing: { href: '/book/webinar', label: 'See all webinars' },
  },
  {
    name: 'workshop',
    path: (id) => `/book/workshop/${id}`,
    item: async () => ((w) => ({ id: w._id, title: w.title }))((await seededSessions.workshops())[0]!),
    notFound: 'Workshop not found',
    error: 'Failed to load workshop details',
    listing: { href: '/book/workshop', label: 'Back to Workshops' },
  },
  {
    name: 'internship session',
    path: (id) => `/internship-session/${id}`,
    item: async () => ((s) => ({ id: s._id, title: s.title }))((await seededSessions.internships())[0]!),
    notFound: 'Internship session not found',
    error: "We couldn't load this internship session. Check your connection and try again.",
    listing: { href: '/book/internship-session', label: 'See all internship sessions' },
  },
];

/**
 * How the network behaves for the test: `offline` makes every request fail the way a browser's fetch
 * does with no connection; `answer` gives `status` to the read of the one item `id` names.
 */
let network: { mode: 'offline' } | { mode: 'answer'; status: number; id: string } | null = null;
const throughServer = globalThis.fetch;

beforeEach(() => {
  network = null;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    if (network?.mode === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (network?.mode === 'answer' && url.includes('/api/') && url.endsWith(`/${network.id}`)) {
      const body = JSON.stringify({ success: false, message: `Failed with ${network.status}` });
      return Promise.resolve(new Response(body, { status: network.status, headers: { 'Content-Type': 'application/json' } }));
    }
    return throughServer(input, init);
  };
});
afterEach(() => {
  globalThis.fetch = throughServer;
});

const heading = (name: string, options?: { timeout: number }) => screen.findByRole('heading', { level: 1, name }, options);
const tryAgain = () => screen.queryByRole('button', { name: 'Try again' });

describe.each(PAGES)('$name detail page', (page) => {
  it('a 404 from the server is "not found" in the page’s words, with no Try again', async () => {
    renderAt(page.path(NO_SUCH_ID));
    expect(await heading(page.notFound, GIVES_UP)).toBeTruthy();
    expect(tryAgain()).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeNull();
  });

  it('a malformed id in the address (the server answers 400) is "not found" too, with no Try again', async () => {
    renderAt(page.path('nope'));
    expect(await heading(page.notFound, GIVES_UP)).toBeTruthy();
    expect(tryAgain()).toBeNull();
  });

  it('another answer of the server (a 403) is the page’s error, with Try again', async () => {
    const item = await page.item();
    network = { mode: 'answer', status: 403, id: item.id };
    renderAt(page.path(item.id));
    expect(await heading(page.error, GIVES_UP)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: page.notFound })).toBeNull();
    expect(tryAgain()).toBeTruthy();
  });

  it('offline and not saved: says so (not "not found"), links onward, and fills in when the browser is back online', async () => {
    const item = await page.item();
    network = { mode: 'offline' };
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt(page.path(item.id));
    expect(await heading(OFFLINE_TITLE, GIVES_UP)).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/fill itself in/)).toBeTruthy();
    expect(main.queryByText(/not found/i)).toBeNull();
    expect(main.queryByText(page.error)).toBeNull();
    expect(main.getByRole('link', { name: page.listing.label }).getAttribute('href')).toBe(page.listing.href);
    expect(main.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');

    network = null;
    onLine.mockRestore();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await heading(item.title, GIVES_UP)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeNull();
  });

  it('online but no answer (lie-fi): the page’s own error saying the academy cannot be reached, filled in when the server answers again', async () => {
    const item = await page.item();
    network = { mode: 'offline' }; // every request fails, while navigator.onLine stays true
    renderAt(page.path(item.id));
    expect(await heading(page.error, GIVES_UP)).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/We can't reach the academy right now/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeNull();
    expect(tryAgain()).toBeTruthy();

    // No `online` event comes on lie-fi: the server answering again (the outbox's probe) fills it in.
    network = null;
    act(() => {
      window.dispatchEvent(new Event(SERVER_BACK_EVENT));
    });
    expect(await heading(item.title, GIVES_UP)).toBeTruthy();
  });

  it('a server error is the page’s error with Try again, which loads the page once the server answers', async () => {
    const item = await page.item();
    network = { mode: 'answer', status: 500, id: item.id };
    renderAt(page.path(item.id));
    expect(await heading(page.error, GIVES_UP)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeNull();
    const retry = tryAgain();
    expect(retry).toBeTruthy();

    network = null;
    fireEvent.click(retry!);
    expect(await heading(item.title, GIVES_UP)).toBeTruthy();
  });
});
