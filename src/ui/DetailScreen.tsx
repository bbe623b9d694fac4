/**
 * The one way a detail page (course, mentor, event, webinar, workshop, internship session) goes from
 * "asked" to "shown". In this order:
 *
 * 1. loading: the page's own loading text or skeleton;
 * 2. not saved for offline yet: no answer arrived while the browser is offline, and nothing is cached;
 *    says so in plain words and links to what does work offline, never "not found". With the browser
 *    online (lie-fi: refused, timed out) that would be untrue: it is the page's error (SPEC's words),
 *    saying the academy cannot be reached right now (issue 36);
 * 3. not found: only when the server answered 404, or 400 to an id that is not an id, in the page's own words;
 * 4. error: any other failure, in the page's own words, with "Try again";
 * 5. the content.
 *
 * In states 2 and 4 the page asks again by itself when the browser says it is back online, or the
 * server answers again after lie-fi, so it fills in without a reload. src/ui may not import the API client: the failure is read through
 * src/lib/load-failure.ts, and the query (TanStack's UseQueryResult) is handed in by the page.
 */
import type { RefetchOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DETAIL_SCREEN } from '../content/detail-pages';
import { loadFailureOf } from '../lib/load-failure';
import { Button } from './Button';
import { useBrowserOnline, useWhenBackOnline } from '../lib/browser-online';
import { PageProblem } from './PageProblem';

/** The parts of a `useQuery` result the scaffold reads; pass the whole result. */
export interface DetailQuery<T> {
  data: T | undefined;
  error: unknown;
  failureReason: unknown;
  isPending: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: (options?: RefetchOptions) => Promise<unknown>;
}

export type DetailState = 'loading' | 'offline' | 'not-found' | 'error' | 'empty' | 'content';

export interface DetailScreenProps<T> {
  query: DetailQuery<T>;
  /** What shows while the first answer is awaited (and while a retry runs). */
  loading: ReactNode;
  /** The page's own words: the 404 heading, the heading of any other failure, and (optionally) an empty answer. */
  copy: { notFound: string; error: string; empty?: string };
  /** The list this page belongs to: offered when the page is missing, failed or not saved for offline. */
  listing: { href: string; label: string };
  /** The page's own ways on under not found, error and empty; a link to `listing` when absent. */
  onward?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}

/**
 * Which state a query is in: cached data always wins, and a 404 stays a 404 while it is asked again.
 * `online` is what the browser says (`navigator.onLine`): no answer is "offline" only when it says so.
 */
export function detailState<T>(
  query: Pick<DetailQuery<T>, 'data' | 'error' | 'failureReason' | 'isPending' | 'fetchStatus'>,
  online = true,
): DetailState {
  if (query.data !== undefined && query.data !== null) return 'content';
  const failure = query.error ?? query.failureReason;
  const kind = failure ? loadFailureOf(failure) : null;
  if (query.error && kind === 'not-found') return 'not-found';
  // Paused: React Query holds the request until the browser is online again.
  if (query.fetchStatus === 'paused') return 'offline';
  if (query.fetchStatus === 'fetching' || query.isPending) return 'loading';
  if (!query.error) return 'empty';
  return kind === 'no-answer' && !online ? 'offline' : 'error';
}

function ListingLink({ listing, variant }: { listing: DetailScreenProps<unknown>['listing']; variant?: 'outline' }) {
  return (
    <Button as="link" href={listing.href} variant={variant}>
      {listing.label}
    </Button>
  );
}

function NotSavedForOffline({ listing }: { listing: DetailScreenProps<unknown>['listing'] }) {
  return (
    <PageProblem message={DETAIL_SCREEN.offlineTitle} lead={DETAIL_SCREEN.offlineText}>
      <ListingLink listing={listing} />
      <Button as="link" href="/" variant="outline">
        {DETAIL_SCREEN.home}
      </Button>
    </PageProblem>
  );
}

export function DetailScreen<T>({ query, loading, copy, listing, onward, children }: DetailScreenProps<T>) {
  const online = useBrowserOnline();
  const state = detailState(query, online);
  useWhenBackOnline(() => void query.refetch({ cancelRefetch: false }), state === 'offline' || state === 'error');
  const wayOn = onward ?? <ListingLink listing={listing} />;
  switch (state) {
    case 'content':
      return <>{children(query.data as NonNullable<T>)}</>;
    case 'loading':
      return <>{loading}</>;
    case 'offline':
      return <NotSavedForOffline listing={listing} />;
    case 'not-found':
      return <PageProblem message={copy.notFound}>{wayOn}</PageProblem>;
    case 'empty':
      return <PageProblem message={copy.empty ?? copy.notFound}>{wayOn}</PageProblem>;
    case 'error':
      return (
        <PageProblem
          message={copy.error}
          lead={loadFailureOf(query.error ?? query.failureReason) === 'no-answer' ? DETAIL_SCREEN.unreachableText : undefined}
          onRetry={() => void query.refetch()}
        >
          {wayOn}
        </PageProblem>
      );
  }
}
