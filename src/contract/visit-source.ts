/**
 * Where a public form came from (issue 39): the page it was sent from, the visit's referrer and `utm_*`.
 * SPEC's forms are unchanged: the source travels beside a form's fields (`source`), and the server keeps it
 * on the lead. Plain code, no structs: the app's first load carries it (src/offline/visit-source.ts).
 */

/** How long each part of a source may be: a path, a referring address, a campaign's words. */
export const SOURCE_LIMITS = { page: 300, referrer: 500, utm: 100 } as const;
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** Where a form came from: the page it was sent from, and the visit it was part of. */
export interface VisitSource {
  /** The path of the page the form was on, `/contact`. */
  page: string;
  /** The page that sent the visitor to the site (another site's address), when the browser told. */
  referrer?: string;
  /** The `utm_*` parameters of the visit's first page: `{ source: 'instagram', campaign: 'diwali' }`. */
  utm?: Partial<Record<UtmKey, string>>;
}

const UNSAFE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const keep = (v: unknown, max: number): string | undefined =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max && !UNSAFE.test(v) ? v.trim() : undefined;

/**
 * The source as the server keeps it, or undefined. Nobody typed it, so nobody can correct it: a part that
 * is not what a browser sends (too long, not text, a control character) is left out, never a reason to
 * refuse the form it came with (decision 150).
 */
export function readVisitSource(value: unknown): VisitSource | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  const page = keep(raw.page, SOURCE_LIMITS.page);
  if (!page?.startsWith('/')) return undefined;
  const referrer = keep(raw.referrer, SOURCE_LIMITS.referrer);
  const source: VisitSource = { page };
  if (referrer && /^https?:\/\//i.test(referrer)) source.referrer = referrer;
  const utmIn = raw.utm && typeof raw.utm === 'object' && !Array.isArray(raw.utm) ? (raw.utm as Record<string, unknown>) : {};
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const k of UTM_KEYS) {
    const v = keep(Object.hasOwn(utmIn, k) ? utmIn[k] : undefined, SOURCE_LIMITS.utm);
    if (v) utm[k] = v;
  }
  if (Object.keys(utm).length) source.utm = utm;
  return source;
}

/**
 * The name a source is counted under: the campaign's `utm_source`, else the referring site's host, else
 * "direct" (typed in, a bookmark, an app).
 */
export function sourceLabel(source: VisitSource | undefined | null, ownHost?: string): string {
  if (source?.utm?.source) return source.utm.source.toLowerCase().slice(0, 60);
  if (source?.referrer) {
    try {
      const host = new URL(source.referrer).hostname.replace(/^www\./, '');
      if (host && host !== ownHost) return host;
    } catch {
      // Not an address: counted as direct.
    }
  }
  return 'direct';
}

/**
 * The source of a form a page posts before its app runs (decision 126): the page's path and the `utm_*` of its
 * address (the post goes to the page's own address, query included). The visit's referrer is not known there.
 */
export function sourceOfPage(url: URL): VisitSource {
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const k of UTM_KEYS) {
    const v = url.searchParams.get(`utm_${k}`)?.trim();
    if (v) utm[k] = v.slice(0, SOURCE_LIMITS.utm);
  }
  return Object.keys(utm).length ? { page: url.pathname, utm } : { page: url.pathname };
}
