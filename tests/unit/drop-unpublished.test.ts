// Issue 20: a list the server sends drops the device's saved copies of the records it no longer names
// (jsdom: a real QueryClient; the service worker's part is a message, checked as it is posted).
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys, workshopQuery, workshopsQuery } from '../../src/api/queries';
import { dropUnpublishedOnSync } from '../../src/offline/drop-unpublished';

const posted: unknown[] = [];
let queryClient: QueryClient;
let stop: () => void;

beforeEach(() => {
  posted.length = 0;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: { postMessage: (m: unknown) => posted.push(m) } },
  });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.workshop('kept'), { _id: 'kept', title: 'Kept' });
  queryClient.setQueryData(queryKeys.workshop('unpublished'), { _id: 'unpublished', title: 'Withdrawn' });
  queryClient.setQueryData(queryKeys.webinar('other'), { id: 'other' });
  stop = dropUnpublishedOnSync(queryClient);
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, data: body })),
  );

describe('saved pages the academy unpublished', () => {
  it('go when the list is fetched again, from this device and from the service worker’s cache', async () => {
    answer([{ _id: 'kept' }]);
    await queryClient.fetchQuery(workshopsQuery());
    expect(queryClient.getQueryData(queryKeys.workshop('kept'))).toEqual({ _id: 'kept', title: 'Kept' });
    expect(queryClient.getQueryData(queryKeys.workshop('unpublished'))).toBeUndefined();
    // Other kinds are not this list's to judge.
    expect(queryClient.getQueryData(queryKeys.webinar('other'))).toEqual({ id: 'other' });
    expect(posted).toEqual([{ type: 'DROP_UNLISTED', read: 'workshop', keep: ['kept'] }]);
  });

  it('leave a page on screen by asking the server again, and leave alone one asked for the first time', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/workshops')
        ? Response.json({ success: true, data: [{ _id: 'kept' }] })
        : Response.json({ success: false, message: 'Workshop not found' }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    const shown = new QueryObserver(queryClient, workshopQuery('unpublished'));
    const results: { data: unknown; status: string }[] = [];
    const stopWatching = shown.subscribe((r) => results.push({ data: r.data, status: r.status }));
    const firstTime = new QueryObserver(queryClient, workshopQuery('new'));
    const stopFirst = firstTime.subscribe(() => undefined);
    await queryClient.fetchQuery(workshopsQuery());
    await vi.waitFor(() => expect(results.at(-1)).toEqual({ data: undefined, status: 'error' }));
    expect(queryClient.getQueryCache().find({ queryKey: queryKeys.workshop('new'), exact: true })).toBeDefined();
    stopWatching();
    stopFirst();
  });

  it('stay when the list was only set on this device, not sent by the server', () => {
    queryClient.setQueryData(queryKeys.workshops, [{ _id: 'kept' }]);
    expect(queryClient.getQueryData(queryKeys.workshop('unpublished'))).toBeDefined();
    expect(posted).toEqual([]);
  });

  it('stay while offline: the only list then is the saved one', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    answer([{ _id: 'kept' }]);
    await queryClient.fetchQuery({ ...workshopsQuery(), networkMode: 'always' });
    expect(queryClient.getQueryData(queryKeys.workshop('unpublished'))).toBeDefined();
    expect(posted).toEqual([]);
  });
});
