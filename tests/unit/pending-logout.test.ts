// A logout made offline reaches the server later (jsdom: its localStorage, window and document events).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, setApiTransport, TIMEOUT_MESSAGE } from '../../src/api/http';
import type { LogoutRequest } from '../../src/contract/requests';
import { useSession } from '../../src/session/session';
import {
  endServerSession,
  flushPendingLogout,
  PENDING_LOGOUT_KEY,
  PENDING_LOGOUT_MAX_AGE_MS,
  pendingLogout,
  startPendingLogout,
} from '../../src/offline/pending-logout';

const AT = Date.parse('2026-03-02T10:00:00.000Z');
const now = () => AT;

/** A `send` that records what it was given and answers as told: 'ok', an HTTP status, or no answer. */
function fakeSend(answer: 'ok' | 'offline' | 'timeout' | number) {
  const calls: (LogoutRequest | undefined)[] = [];
  const send = async (body: LogoutRequest | undefined) => {
    calls.push(body);
    if (answer === 'ok') return { success: true, message: 'Logged out', data: { revoked: true } };
    if (answer === 'offline') throw new ApiError('Network Error', 0);
    if (answer === 'timeout') throw new ApiError(TIMEOUT_MESSAGE, 0);
    throw new ApiError(`Request failed with status code ${answer}`, answer);
  };
  return { send, calls };
}

beforeEach(() => localStorage.clear());

describe('a logout made without a network', () => {
  it('is remembered with its instant when the logout gets no answer, and not when the server answers', async () => {
    for (const answer of ['offline', 'timeout'] as const) {
      localStorage.clear();
      const { send, calls } = fakeSend(answer);
      await endServerSession({ send, now });
      expect(calls).toEqual([undefined]); // sent at once: no body, the cookie's session ends as before
      expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBe('2026-03-02T10:00:00.000Z');
    }
    for (const answer of ['ok', 401] as const) {
      localStorage.clear();
      await endServerSession({ send: fakeSend(answer).send, now });
      expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull();
    }
  });

  it('is sent with loggedOutAt, and forgotten once the server answers 2xx or 4xx', async () => {
    for (const answer of ['ok', 401, 400] as const) {
      localStorage.setItem(PENDING_LOGOUT_KEY, '2026-03-02T10:00:00.000Z');
      const { send, calls } = fakeSend(answer);
      await flushPendingLogout({ send, now: () => AT + 3_600_000 });
      expect(calls).toEqual([{ loggedOutAt: '2026-03-02T10:00:00.000Z' }]);
      expect(pendingLogout()).toBeNull();
    }
  });

  it('is kept while there is still no answer (or the server says "not now")', async () => {
    for (const answer of ['offline', 'timeout', 503, 429] as const) {
      localStorage.setItem(PENDING_LOGOUT_KEY, '2026-03-02T10:00:00.000Z');
      const { send, calls } = fakeSend(answer);
      await flushPendingLogout({ send, now: () => AT + 60_000 });
      expect(calls).toHaveLength(1);
      expect(pendingLogout()).toBe('2026-03-02T10:00:00.000Z');
    }
  });

  it('sends nothing when nothing waits, and drops what the server has ended by itself since', async () => {
    const { send, calls } = fakeSend('ok');
    await flushPendingLogout({ send, now });
    localStorage.setItem(PENDING_LOGOUT_KEY, '2026-03-02T10:00:00.000Z');
    await flushPendingLogout({ send, now: () => AT + PENDING_LOGOUT_MAX_AGE_MS + 1 });
    localStorage.setItem(PENDING_LOGOUT_KEY, 'not a date');
    await flushPendingLogout({ send, now });
    expect(calls).toEqual([]);
    expect(pendingLogout()).toBeNull();
  });

  it('keeps the later of two logouts made offline', async () => {
    const { send } = fakeSend('offline');
    await endServerSession({ send, now: () => AT + 60_000 });
    await endServerSession({ send, now });
    expect(pendingLogout()).toBe(new Date(AT + 60_000).toISOString());
  });

  describe('once started', () => {
    let stop: () => void = () => {};
    afterEach(() => stop());

    it('is sent at start, when the network comes back and when the tab is shown again, one send at a time', async () => {
      const { send, calls } = fakeSend('offline');
      localStorage.setItem(PENDING_LOGOUT_KEY, '2026-03-02T10:00:00.000Z');
      stop = startPendingLogout({ send, now });
      await flushPendingLogout(); // the start's send, still running, is shared
      expect(calls).toHaveLength(1);
      window.dispatchEvent(new Event('online'));
      document.dispatchEvent(new Event('visibilitychange')); // at the same moment: joins the send under way
      await flushPendingLogout();
      expect(calls).toHaveLength(2);
      document.dispatchEvent(new Event('visibilitychange'));
      await flushPendingLogout();
      expect(calls).toHaveLength(3);
      expect(pendingLogout()).not.toBeNull();
      stop();
      window.dispatchEvent(new Event('online'));
      await flushPendingLogout({ send: fakeSend('ok').send, now });
      expect(calls).toHaveLength(3); // stopped: the listeners are gone
    });
  });
});

describe('logging out', () => {
  afterEach(() => setApiTransport((url, init) => fetch(url, init)));

  it('forgets the person here at once, and ends the server session when the network is back', async () => {
    useSession.getState().logIn({ studentId: 's-1', mobileNo: '9876543210' });
    expect(document.cookie).toContain('studentId=s-1');
    const requests: { url: string; body: unknown }[] = [];
    let online = false;
    setApiTransport(async (url, init) => {
      requests.push({ url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ success: true, message: 'Logged out', data: { revoked: true } }), { status: 200 });
    });
    await useSession.getState().logOut();
    expect(useSession.getState().student).toBeNull();
    expect(document.cookie).not.toContain('studentId=');
    const loggedOutAt = pendingLogout();
    expect(loggedOutAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    online = true;
    await flushPendingLogout();
    expect(requests).toEqual([
      { url: '/api/auth/logout', body: undefined },
      { url: '/api/auth/logout', body: { loggedOutAt } },
    ]);
    expect(pendingLogout()).toBeNull();
  });
});
