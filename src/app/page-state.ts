/**
 * What a server-rendered page carries for the browser: the data its screen was rendered from, the
 * clock and the locale. It travels in a JSON data block (not a script that runs, so the CSP's
 * "scripts only from self" holds) and lets the browser's first render match the server's HTML.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { PAGE_STATE_ID, type FormEcho } from '../contract/page-render';

export interface PageState {
  renderedAt: number;
  locale?: string;
  /** The dates the screen shows, by call (ui/format.ts useDateFormats): hydrating needs no Intl. */
  dates?: Record<string, string>;
  /** A form the page posted before its app ran, as the server answered it (decision 126). */
  form?: FormEcho;
  queries: DehydratedState;
}

/** The page state as the text of a `<script type="application/json">`; `<` escaped so no tag can end early. */
export function encodePageState(
  client: QueryClient,
  renderedAt: number,
  locale: string | undefined,
  dates: Record<string, string> = {},
  form?: FormEcho,
): string {
  // Answers only: a query that failed is asked again when its screen mounts (React Query's retryOnMount),
  // so its screen hydrates as loading either way.
  const state: PageState = {
    renderedAt,
    locale,
    ...(Object.keys(dates).length ? { dates } : {}),
    ...(form ? { form } : {}),
    queries: dehydrate(client),
  };
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The state a server-rendered page carries, or null for the plain app shell (or anything unreadable). */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as PageState;
    return typeof state.renderedAt === 'number' && state.queries && Array.isArray(state.queries.queries) ? state : null;
  } catch {
    return null;
  }
}

/** Puts the page's data into the client's cache before the first render. */
export function hydratePageQueries(client: QueryClient, state: PageState): void {
  hydrate(client, state.queries);
}
