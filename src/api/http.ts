/**
 * The one HTTP client of the PWA (SPEC §7): base path /api, JSON headers, credentials included,
 * and a 10-second timeout whose message is the one SPEC §8 shows.
 */
import { API_BASE, REQUEST_TIMEOUT_MS } from '../contract/api-routes';
import type { ErrorBody } from '../contract';

export const TIMEOUT_MESSAGE = `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`;

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer arrived (offline, timeout, refused). */
    readonly status: number,
    readonly body?: ErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How requests reach the API: the browser's fetch, or the server's own app when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Used once by the server-side renderer (src/server-render.tsx): reads go straight to the API in process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await transport(API_BASE + path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (err) {
    if (timeout.aborted) throw new ApiError(TIMEOUT_MESSAGE, 0);
    if (options.signal?.aborted) throw err;
    throw new ApiError('Network Error', 0);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const errorBody = isErrorBody(body) ? body : undefined;
    throw new ApiError(errorBody?.message ?? `Request failed with status code ${response.status}`, response.status, errorBody);
  }
  return body as T;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false;
}
