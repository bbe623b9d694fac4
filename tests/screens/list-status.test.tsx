/**
 * Lists opened offline before they were saved (issue 15): they say so in plain words, never an error or
 * a spinner forever, and fill themselves in when the browser is back online; online, a failed read is
 * the list's own error with Try again.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from './render';
import { seeded, seededSessions } from './seeded';

const NOT_SAVED = "These haven't been saved for offline use yet. They will appear as soon as you're back online.";
const GIVES_UP = { timeout: 10_000 };

const LISTS: { path: string; first: () => Promise<string>; error: string }[] = [
  {
    path: '/courses',
    first: async () => (await seeded.courses())[0]!.title,
    error: "We couldn't load the courses. Check your connection and try again.",
  },
  { path: '/mentors', first: async () => (await seeded.mentors())[0]!.fullName, error: 'Failed to fetch mentor data.' },
  {
    path: '/enroll',
    first: async () => (await seeded.courses())[0]!.title,
    error: "We couldn't load the courses. Check your connection and try again.",
  },
  {
    path: '/book/workshop',
    first: async () => (await seededSessions.workshops())[0]!.title,
    error: "We couldn't load these sessions. Check your connection and try again.",
  },
];

const throughServer = globalThis.fetch;
let offline = false;
let onLine = true;
beforeEach(() => {
  offline = false;
  onLine = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => onLine });
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    offline ? Promise.reject(new TypeError('Failed to fetch')) : throughServer(input, init);
});
afterEach(() => {
  globalThis.fetch = throughServer;
  onLine = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
});

const goOffline = () => {
  offline = true;
  onLine = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
};
const comeBack = () => {
  offline = false;
  onLine = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
};

describe.each(LISTS)('$path', (list) => {
  it('offline and not saved: says so, then fills itself in when the browser is back online', async () => {
    const first = await list.first();
    goOffline();
    renderAt(list.path);
    expect(await screen.findByText(NOT_SAVED, {}, GIVES_UP)).toBeTruthy();
    expect(screen.queryByText(list.error)).toBeNull();
    comeBack();
    expect((await screen.findAllByText(first, {}, GIVES_UP)).length).toBeGreaterThan(0);
    expect(screen.queryByText(NOT_SAVED)).toBeNull();
  });

  it('online, a read that fails is the list’s error with Try again', async () => {
    offline = true; // the server cannot be reached, though the browser believes it is online
    renderAt(list.path);
    expect(await screen.findByText(list.error, {}, GIVES_UP)).toBeTruthy();
    offline = false;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect((await screen.findAllByText(await list.first(), {}, GIVES_UP)).length).toBeGreaterThan(0);
  });
});
