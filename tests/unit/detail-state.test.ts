/**
 * The detail scaffold's states (src/ui/DetailScreen.tsx) and the failure reading behind them
 * (src/lib/load-failure.ts), which reads the API client's errors without importing them.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, TIMEOUT_MESSAGE } from '../../src/api/http';
import { loadFailureOf } from '../../src/lib/load-failure';
import { detailState } from '../../src/ui/DetailScreen';

describe('loadFailureOf', () => {
  it('reads the API client’s errors: no answer, a 404 or a malformed id’s 400, anything else', () => {
    expect(loadFailureOf(new ApiError('Network Error', 0))).toBe('no-answer');
    expect(loadFailureOf(new ApiError(TIMEOUT_MESSAGE, 0))).toBe('no-answer');
    expect(loadFailureOf(new ApiError('Not found', 404))).toBe('not-found');
    expect(loadFailureOf(new ApiError('Invalid course id', 400))).toBe('not-found');
    expect(loadFailureOf(new ApiError('Forbidden', 403))).toBe('failed');
    expect(loadFailureOf(new ApiError('Internal Server Error', 500))).toBe('failed');
  });

  it('calls an error that is not the client’s a failure, never "offline" or "not found"', () => {
    expect(loadFailureOf(new TypeError('Cannot read properties of undefined'))).toBe('failed');
    expect(loadFailureOf({ status: '404' })).toBe('failed');
    expect(loadFailureOf(null)).toBe('failed');
  });
});

describe('detailState', () => {
  const base = { data: undefined, error: null, failureReason: null, isPending: true, fetchStatus: 'fetching' as const };

  it('loading while the first answer is awaited, and while a failed page asks again', () => {
    expect(detailState(base)).toBe('loading');
    expect(detailState({ ...base, failureReason: new ApiError('Network Error', 0) })).toBe('loading');
    expect(detailState({ ...base, isPending: false, error: new ApiError('boom', 500) })).toBe('loading');
    expect(detailState({ ...base, isPending: false, error: new ApiError('Network Error', 0) })).toBe('loading');
  });

  it('offline when no answer came while the browser is offline, or React Query holds the request until it is online', () => {
    const failed = { ...base, isPending: false, fetchStatus: 'idle' as const };
    expect(detailState({ ...failed, error: new ApiError('Network Error', 0) }, false)).toBe('offline');
    expect(detailState({ ...failed, error: new ApiError(TIMEOUT_MESSAGE, 0) }, false)).toBe('offline');
    expect(detailState({ ...base, fetchStatus: 'paused', failureReason: new ApiError('Network Error', 0) })).toBe('offline');
  });

  it('the page’s error, not "offline", when no answer came while the browser says it is online (lie-fi, issue 36)', () => {
    const failed = { ...base, isPending: false, fetchStatus: 'idle' as const };
    expect(detailState({ ...failed, error: new ApiError('Network Error', 0) }, true)).toBe('error');
    expect(detailState({ ...failed, error: new ApiError(TIMEOUT_MESSAGE, 0) }, true)).toBe('error');
  });

  it('not found only for a 404 or a malformed id’s 400, and it stays so while asked again', () => {
    const failed = { ...base, isPending: false, fetchStatus: 'idle' as const };
    expect(detailState({ ...failed, error: new ApiError('Not found', 404) })).toBe('not-found');
    expect(detailState({ ...failed, fetchStatus: 'fetching', error: new ApiError('Not found', 404) })).toBe('not-found');
    expect(detailState({ ...failed, error: new ApiError('Invalid course id', 400) })).toBe('not-found');
    expect(detailState({ ...failed, error: new ApiError('Forbidden', 403) })).toBe('error');
    expect(detailState({ ...failed, error: new ApiError('boom', 500) })).toBe('error');
  });

  it('the content whenever there is data, even when a later read failed; empty for an answer with nothing', () => {
    const failed = { ...base, isPending: false, fetchStatus: 'idle' as const };
    expect(detailState({ ...failed, data: { title: 'x' } })).toBe('content');
    expect(detailState({ ...failed, data: { title: 'x' }, error: new ApiError('Network Error', 0) })).toBe('content');
    expect(detailState({ ...failed, data: null })).toBe('empty');
  });
});
