// An app started from saved answers shows them at once and asks the server again a second into the visit
// (decisions 80 and 88): not as each screen mounts in the start's first moments, where it slowed the
// visitor's first tap.
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/app/query-client';
import { ASK_AGAIN_AFTER_MS, askAgainOnceSettled, holdSavedAnswers } from '../../src/offline/ask-again';

const KEY = ['courses'];

function Courses({ ask }: { ask: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: KEY, queryFn: ask });
  return <p>{data ?? 'Loading'}</p>;
}

/** A start from saved answers (yesterday's list, or none), held, the screen mounted. */
function startFromSavedAnswers(saved: string | null = 'saved list') {
  const queryClient = createQueryClient();
  if (saved !== null) queryClient.setQueryData(KEY, saved, { updatedAt: Date.now() - 86_400_000 });
  holdSavedAnswers(queryClient);
  const ask = vi.fn(async () => 'fresh list');
  render(
    <QueryClientProvider client={queryClient}>
      <Courses ask={ask} />
    </QueryClientProvider>,
  );
  return { queryClient, ask };
}

describe('asking again after a start from saved answers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the saved answer without asking, then asks once the start has had its second', async () => {
    const { queryClient, ask } = startFromSavedAnswers();
    const alsoAsk = vi.fn();
    askAgainOnceSettled(queryClient, alsoAsk);
    await act(() => vi.advanceTimersByTimeAsync(ASK_AGAIN_AFTER_MS - 10));
    expect(screen.getByText('saved list')).toBeTruthy();
    expect(ask).not.toHaveBeenCalled();
    expect(alsoAsk).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(ASK_AGAIN_AFTER_MS + 10));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(alsoAsk).toHaveBeenCalledTimes(1);
    expect(screen.getByText('fresh list')).toBeTruthy();
    // Screens mount as usual again: a stale answer is asked for as its screen opens.
    expect(queryClient.getDefaultOptions().queries?.refetchOnMount).toBeUndefined();
  });

  it('offline, asks nothing but counts every saved answer as old, to be asked when the network returns', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { queryClient, ask } = startFromSavedAnswers();
    askAgainOnceSettled(queryClient, () => {});
    await act(() => vi.advanceTimersByTimeAsync(ASK_AGAIN_AFTER_MS * 3));
    expect(ask).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(true);
    expect(screen.getByText('saved list')).toBeTruthy();
  });

  it('still asks at once for a screen that has no saved answer', async () => {
    const { ask } = startFromSavedAnswers(null);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(screen.getByText('fresh list')).toBeTruthy();
  });
});
