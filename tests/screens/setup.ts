/**
 * jsdom has no layout and no network of its own: scrolling is a no-op here, and the PWA's relative
 * `/api/...` requests go to whichever real server the test picked with `useApi`.
 */
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, inject } from 'vitest';

type ApiKind = keyof ReturnType<typeof inject<'apiOrigins'>>;

let apiOrigin = '';
const nodeFetch = globalThis.fetch;

/** Which server the screens of this test talk to. */
export function useApi(kind: ApiKind): string {
  apiOrigin = inject('apiOrigins')[kind];
  return apiOrigin;
}

globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
  return nodeFetch(new URL(url, apiOrigin || window.location.origin), init);
};

window.scrollTo = () => {};
// jsdom lays nothing out and has no scrollIntoView (a form brings its sent line into view, use-submit-form.ts).
Element.prototype.scrollIntoView = () => {};

beforeEach(() => useApi('seeded'));
afterEach(() => {
  // Sonner keeps its toasts in module state; a test must not inherit the last one's.
  toast.dismiss();
  cleanup();
  document.title = '';
});
