/**
 * The visit a form belongs to (issue 39): the site that referred the visitor and the `utm_*` of the visit's first
 * page, remembered for the tab (sessionStorage) as the app starts, because its own navigation drops the query
 * string. A form reads it when it is sent (visit-source.ts, with the forms' code, not in the first load).
 */
import { UTM_KEYS, type UtmKey } from '../contract/visit-source';

export const VISIT_KEY = 'codesmart-visit';

export interface Visit {
  referrer?: string;
  utm?: Partial<Record<UtmKey, string>>;
}

/** The visit a page load starts: a landing with `utm_*` is a new campaign visit; a plain reload keeps the first. */
export function rememberVisit(location: Pick<Location, 'search' | 'origin'> = window.location, referrer = document.referrer): void {
  const params = new URLSearchParams(location.search);
  const utm: Visit['utm'] = {};
  for (const k of UTM_KEYS) {
    const v = params.get(`utm_${k}`)?.trim();
    if (v) utm[k] = v.slice(0, 100);
  }
  const external =
    referrer && !referrer.startsWith(location.origin + '/') && referrer !== location.origin ? referrer.slice(0, 500) : undefined;
  const campaign = Object.keys(utm).length > 0;
  try {
    if (!campaign && sessionStorage.getItem(VISIT_KEY) !== null) return;
    const visit: Visit = { ...(external ? { referrer: external } : {}), ...(campaign ? { utm } : {}) };
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Storage refused (some private modes), full: nothing to remember; a form then says only its page.
  }
}
