/**
 * Where a form came from (issue 39): the page it is sent from, and the visit it belongs to — the site
 * that referred the visitor and the `utm_*` of the visit's first page, remembered for the tab
 * (sessionStorage) because the app's own navigation drops the query string. The outbox keeps the source
 * with the item, so a form queued offline and sent days later still says where it came from.
 */
import { UTM_KEYS, type UtmKey, type VisitSource } from '../contract/visit-source';

const KEY = 'codesmart-visit';

interface Visit {
  referrer?: string;
  utm?: Partial<Record<UtmKey, string>>;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage refused (some private modes): the page alone is recorded.
    return undefined;
  }
}

/** The visit a page load starts: a landing with `utm_*` is a new campaign visit; a plain reload keeps the first. */
export function rememberVisit(location: Pick<Location, 'search' | 'origin'> = window.location, referrer = document.referrer): void {
  const store = storage();
  if (!store) return;
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
    if (!campaign && store.getItem(KEY) !== null) return;
    const visit: Visit = { ...(external ? { referrer: external } : {}), ...(campaign ? { utm } : {}) };
    store.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Full or refused: nothing to remember.
  }
}

/** The source of a form sent now, from this page. */
export function currentVisitSource(): VisitSource | undefined {
  if (typeof window === 'undefined') return undefined;
  let visit: Visit = {};
  try {
    visit = JSON.parse(storage()?.getItem(KEY) ?? '{}') as Visit;
  } catch {
    visit = {};
  }
  return { page: window.location.pathname.slice(0, 300), ...visit };
}
