/**
 * Forms posted by a page before its app runs (decision 126): the way the web works without JavaScript. A
 * page of the route table with a `form` (src/contract/page-routes.ts) accepts a POST of its form fields
 * (`application/x-www-form-urlencoded`); the fields go, as JSON, through the very API route the app posts to
 * (same limits, same validation, same messages, exactly once), and the answer is the page rendered again
 * with it: what was typed and the server's messages, or that it was stored.
 *
 * Only from the site's own pages: the browser says where a form post comes from (`Sec-Fetch-Site`, or the
 * `Origin` of an older one); a post from another site is refused, whoever it is for.
 */
import { createHash } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_BASE, AUTH_PATHS, WRITE_PATHS } from '../../src/contract/api-routes';
import { formErrorsOf, FORM_REQUESTS, type PageFormKind } from '../../src/contract/form-requests';
import { safeNext } from '../../src/contract/login-path';
import { OUTCOME } from '../../src/contract/messages';
import type { FormEcho } from '../../src/contract/page-render';
import { matchPage } from '../../src/contract/page-routes';
import { sourceOfPage, type VisitSource } from '../../src/contract/visit-source';
import { clientIp, limitKey } from './client-ip';
import { MAX_BODY_BYTES } from './json-post';
import type { PageRenderer } from './page-renderer';
import type { LogEnv } from './request-log';
import { CROSS_SITE_WRITE, ownOrigin } from './same-origin-writes';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Answers in words for a person, not JSON: this is a page they will read. */
const REFUSED = {
  method: 'This page has no form to send.',
  type: 'This form must be sent from its page.',
  fields: 'This form could not be read. Please fill it in again.',
  tooLarge: 'This form is too large to send.',
  failed: 'Something went wrong',
  /** As the API says it (server/http/json-post.ts). */
  check: 'Please correct the highlighted fields.',
} as const;

/** The fields of a form post, each named once; null for a body that is not that. */
export function formFields(body: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(fields, name) || name.length > 64) return null;
    fields[name] = value;
  }
  return fields;
}

/**
 * The key a form post is sent under: the same fields from the same address are one submission, so a
 * second press or a reload of the answer stores nothing twice (the app sends its own key instead).
 */
export function formKey(kind: string, ip: string, fields: Record<string, string>): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([kind, ip, Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1))]))
    .digest('hex');
  // As a version-4-shaped UUID: the API's Idempotency-Key is a UUID.
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-4${hash.slice(13, 16)}-8${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}

function fromThisSite(c: Context, trustProxy: number): boolean {
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined) return site === 'same-origin';
  const origin = c.req.header('Origin');
  return origin !== undefined && origin === ownOrigin(c, trustProxy);
}

interface ApiAnswer {
  success?: boolean;
  message?: string;
  errors?: Record<string, string>;
  data?: { reference_id?: string; studentId?: string; mobileNo?: string };
}

/** SPEC §3, §9: the readable `studentId` and `mobileNo` cookies last 7 days. */
const READABLE_COOKIE_SECONDS = 7 * 86_400;

export function pageFormRoutes(app: Hono<LogEnv>, pages: PageRenderer, trustProxy: number): void {
  const isPage: MiddlewareHandler = async (c, next) => (c.req.path.startsWith(`${API_BASE}/`) ? undefined : next());
  app.post('*', isPage, bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text(REFUSED.tooLarge, 413) }), async (c) => {
    const kind = matchPage(c.req.path).route?.form;
    if (!kind) return c.text(REFUSED.method, 405, { Allow: 'GET, HEAD' });
    if (!fromThisSite(c, trustProxy)) return c.text(CROSS_SITE_WRITE, 403);
    if (c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase() !== FORM_TYPE) return c.text(REFUSED.type, 415);
    const fields = formFields(await c.req.text());
    if (!fields) return c.text(REFUSED.fields, 400);
    const api = (path: string, body: unknown, headers: Record<string, string> = {}) => callApi(app, c, path, body, headers);
    const answer =
      kind === 'login'
        ? await loginStep(api, fields, safeNext(new URL(c.req.url).searchParams.get('next')) ?? '/')
        : await submission(api, kind, fields, limitKey(clientIp(c, trustProxy)), sourceOfPage(new URL(c.req.url)));
    if ('response' in answer) return answer.response;
    const page = await pages.respondWithForm(c, answer.echo, answer.status);
    return page ?? c.text(answer.echo.message, answer.status as 400);
  });
}

type Api = (path: string, body: unknown, headers?: Record<string, string>) => Promise<{ res: Response; json: ApiAnswer }>;
/** The page again with the answer, or (a login) a response of its own. */
type Answer = { echo: FormEcho; status: number } | { response: Response };

/**
 * A form of the write registry: checked by the form's own struct and shaped into its request as the page
 * does (src/contract/form-requests.ts), then sent under a key of its own (see formKey).
 */
async function submission(api: Api, kind: PageFormKind, fields: Record<string, string>, ip: string, source: VisitSource): Promise<Answer> {
  const refused = (status: number, errors: Record<string, string>, message: string): Answer => ({
    status,
    echo: { kind, values: fields, errors, outcome: 'refused', message },
  });
  const shaped = FORM_REQUESTS[kind](fields);
  if (!shaped.ok) return refused(400, shaped.errors, REFUSED.check);
  // Where it came from travels beside the fields, as the app sends it (issue 39); the key is the form's alone.
  const body = { ...shaped.request, source };
  const { res, json } = await api(WRITE_PATHS[kind], body, { 'Idempotency-Key': formKey(kind, ip, shaped.request) });
  if (res.status < 200 || res.status >= 300)
    return refused(res.status, formErrorsOf(kind, json.errors ?? {}), json.message ?? REFUSED.failed);
  return { status: 200, echo: { kind, values: {}, errors: {}, outcome: 'sent', message: json.message ?? REFUSED.failed } };
}

/**
 * The login's two steps (SPEC §4) as pages: the number gets a code sent and the page comes back asking for
 * it; the code, when right, logs in as the app does (the server's session cookie, SPEC's readable
 * `studentId` and `mobileNo`) and goes on to `next`.
 */
async function loginStep(api: Api, fields: Record<string, string>, next: string): Promise<Answer> {
  const mobileNo = (fields.mobileNo ?? '').trim();
  if (fields.otp === undefined) {
    const { res, json } = await api(AUTH_PATHS.otpSend, { mobileNo });
    const reference = json.success ? json.data?.reference_id : undefined;
    return {
      status: reference ? 200 : res.status,
      echo: reference
        ? {
            kind: 'login',
            values: { mobileNo, reference_id: reference },
            errors: {},
            outcome: 'sent',
            message: json.message ?? OUTCOME.otpSent,
          }
        : {
            kind: 'login',
            values: { mobileNo },
            errors: json.errors ?? {},
            outcome: 'refused',
            message: json.message ?? OUTCOME.otpSendFailed,
          },
    };
  }
  const reference = fields.reference_id ?? '';
  const { res, json } = await api(AUTH_PATHS.otpVerify, { reference_id: reference, otp: fields.otp.trim() });
  const studentId = json.success ? json.data?.studentId : undefined;
  if (studentId) return { response: loggedIn(res, next, studentId, json.data?.mobileNo ?? mobileNo) };
  return {
    status: res.status >= 400 ? res.status : 400,
    echo: {
      kind: 'login',
      values: { mobileNo, reference_id: reference },
      errors: json.errors ?? {},
      outcome: 'refused',
      message: json.message ?? OUTCOME.invalidOtp,
    },
  };
}

/** Logged in: on to `next`, with the API's cookies and SPEC's readable pair (7 days, path /). */
function loggedIn(api: Response, next: string, studentId: string, mobileNo: string): Response {
  const headers = new Headers({ Location: next, 'Cache-Control': 'private, no-store' });
  for (const cookie of api.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  for (const [name, value] of [
    ['studentId', studentId],
    ['mobileNo', mobileNo],
  ])
    headers.append('Set-Cookie', `${name}=${encodeURIComponent(value!)}; Max-Age=${READABLE_COOKIE_SECONDS}; Path=/; SameSite=Lax`);
  return new Response(null, { status: 303, headers });
}

/** Through the app's own API route, with this request's connection (its address counts for the limits). */
async function callApi(app: Hono<LogEnv>, c: Context, path: string, body: unknown, headers: Record<string, string>) {
  const res = await app.fetch(
    new Request(new URL(`${API_BASE}${path}`, c.req.url), {
      method: 'POST',
      headers: forwarded(c, { 'Content-Type': 'application/json', ...headers }),
      body: JSON.stringify(body),
    }),
    c.env,
  );
  return { res, json: (await res.json().catch(() => ({}))) as ApiAnswer };
}

/** The headers the API route reads about the person: their cookies, language, where the post came from, and any proxy's. */
function forwarded(c: Context, headers: Record<string, string>): Headers {
  const out = new Headers(headers);
  for (const name of ['Cookie', 'Accept-Language', 'Origin', 'Sec-Fetch-Site', 'X-Forwarded-For', 'X-Forwarded-Proto', 'User-Agent']) {
    const value = c.req.header(name);
    if (value !== undefined) out.set(name, value);
  }
  return out;
}
