/**
 * Where a form came from (issue 39): the page it is sent from, and the visit it belongs to (visit-landing.ts).
 * The outbox keeps the source with the item, so a form queued offline and sent days later still says where it
 * came from.
 */
import type { VisitSource } from '../contract/visit-source';
import { VISIT_KEY, type Visit } from './visit-landing';

/** The source of a form sent now, from this page. */
export function currentVisitSource(): VisitSource | undefined {
  if (typeof window === 'undefined') return undefined;
  let visit: Visit = {};
  try {
    visit = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? '{}') as Visit;
  } catch {
    // Storage refused (some private modes), or not what we wrote: the page alone is recorded.
    visit = {};
  }
  return { page: window.location.pathname.slice(0, 300), ...visit };
}
