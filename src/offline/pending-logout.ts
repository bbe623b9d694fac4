/**
 * A logout made without a network still ends the server session, later. The app forgets the person at
 * once (cookies and store, in src/session/session.ts); the server's HttpOnly session would otherwise stay
 * valid until it expires, so the instant of the logout is kept in localStorage and sent as
 * `POST /auth/logout { loggedOutAt }` at start, on `online` and when the tab becomes visible. The server
 * ends the cookie's session only if it began at or before that instant, so a login made since survives.
 * No React here; every use of window and localStorage is guarded (the server renders the app too).
 */
import { ApiError, apiRequest } from '../api/http';
import type { LogoutRequest } from '../contract/requests';
import { AUTH_PATHS } from '../contract/api-routes';

export const PENDING_LOGOUT_KEY = 'codesmart-pending-logout';

/**
 * Server sessions end by themselves after 7 days (SESSION_DAYS in server/auth/session.ts, like the
 * SPEC's 7-day cookies): a logout kept longer has nothing left to end and is dropped unsent.
 */
export const PENDING_LOGOUT_MAX_AGE_MS = 7 * 24 * 3_600_000;

export interface PendingLogoutDeps {
  /** POSTs the logout: with `loggedOutAt` when sent late, without a body when sent at once. */
  send?: (body: LogoutRequest | undefined) => Promise<unknown>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
}

function defaultSend(body: LogoutRequest | undefined): Promise<unknown> {
  return apiRequest(AUTH_PATHS.logout, { method: 'POST', body });
}

/** localStorage where there is one and it may be used (absent on the server, refused in some private modes). */
function defaultStorage(): PendingLogoutDeps['storage'] {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function resolve(deps: PendingLogoutDeps) {
  return {
    send: deps.send ?? defaultSend,
    storage: deps.storage === undefined ? defaultStorage() : deps.storage,
    now: deps.now ?? Date.now,
  };
}

/**
 * No answer at all (offline, refused, timed out): the server may not have ended the session, so keep it.
 * 408, 429 and 5xx are answers that say "not now" too. Any other answer settles it: 2xx ended the session
 * (or found it already ended), 401 has no session left to end, other 4xx would only be refused again.
 */
function worthKeeping(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  return err.status === 0 || err.status === 408 || err.status === 429 || err.status >= 500;
}

function read(storage: PendingLogoutDeps['storage']): string | null {
  try {
    return storage?.getItem(PENDING_LOGOUT_KEY) ?? null;
  } catch {
    return null;
  }
}

function write(storage: PendingLogoutDeps['storage'], value: string | null): void {
  try {
    if (value === null) storage?.removeItem(PENDING_LOGOUT_KEY);
    else storage?.setItem(PENDING_LOGOUT_KEY, value);
  } catch {
    // Storage full or refused: the session then ends by itself on the server.
  }
}

/** The logout still to be sent, if any. */
export function pendingLogout(deps: PendingLogoutDeps = {}): string | null {
  return read(resolve(deps).storage);
}

/** Loaded with this module at a logout: the downloads leave the device too. */
export { forgetDownloads } from './course-pack/at-logout';

/**
 * Ends the server session now, or remembers to. Resolves when that is settled either way; never throws
 * (the person is logged out here whatever the server says).
 */
export async function endServerSession(deps: PendingLogoutDeps = {}): Promise<void> {
  const { send, storage, now } = resolve(deps);
  const loggedOutAt = new Date(now()).toISOString();
  try {
    await send(undefined);
  } catch (err) {
    if (!worthKeeping(err)) return;
    // Two logouts waiting (logged in again in between, then out again offline): the later one ends the
    // cookie's session, which is the only one this browser can still name.
    const earlier = read(storage);
    if (earlier === null || !(Date.parse(earlier) > Date.parse(loggedOutAt))) write(storage, loggedOutAt);
  }
}

let flushing: Promise<void> | null = null;

/** Sends the remembered logout, if any; `online` and `visibilitychange` may fire together, so one send runs at a time. */
export function flushPendingLogout(deps: PendingLogoutDeps = {}): Promise<void> {
  flushing ??= flush(deps).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function flush(deps: PendingLogoutDeps): Promise<void> {
  const { send, storage, now } = resolve(deps);
  const loggedOutAt = read(storage);
  if (loggedOutAt === null) return;
  const at = Date.parse(loggedOutAt);
  if (Number.isNaN(at) || now() - at > PENDING_LOGOUT_MAX_AGE_MS) {
    write(storage, null);
    return;
  }
  try {
    await send({ loggedOutAt });
  } catch (err) {
    if (worthKeeping(err)) return;
  }
  // Cleared only if no newer logout was stored while this one was on its way.
  if (read(storage) === loggedOutAt) write(storage, null);
}

/** Sends a waiting logout now, when the network comes back and when the tab is shown again; returns the undo. */
export function startPendingLogout(deps: PendingLogoutDeps = {}): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
  const send = () => void flushPendingLogout(deps);
  const onVisible = () => document.visibilityState === 'visible' && send();
  window.addEventListener('online', send);
  document.addEventListener('visibilitychange', onVisible);
  send();
  return () => {
    window.removeEventListener('online', send);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
