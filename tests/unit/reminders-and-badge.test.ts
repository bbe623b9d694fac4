/** The service worker's reading of a reminder push, the pages it may open, and the app badge (issue 21). */
import { describe, expect, it, vi } from 'vitest';
import { showAppBadge, waitingCount } from '../../src/offline/app-badge';
import { readReminder, sameOriginUrl } from '../../sw/reminders';

const data = (value: unknown) => ({ json: () => (typeof value === 'string' ? JSON.parse(value) : value) as unknown });

describe('reminder pushes', () => {
  it("reads the server's payload, and shows something true for anything else", () => {
    const payload = { title: 'Tomorrow: React Hooks', body: 'Starts Tue 10:00', url: '/webinar/1', tag: 'session-webinar-1' };
    expect(readReminder(data(payload), 'CodeSmart Academy')).toEqual(payload);
    expect(readReminder(data('not json {'), 'CodeSmart Academy')).toEqual({ title: 'CodeSmart Academy', body: '', url: '/my-learning' });
    expect(readReminder(null, 'CodeSmart Academy').title).toBe('CodeSmart Academy');
    expect(readReminder(data({ title: 'Soon' }), 'x')).toEqual({ title: 'Soon', body: '', url: '/', tag: undefined });
  });

  it('opens only pages of this site', () => {
    const origin = 'https://academy.example';
    expect(sameOriginUrl('/book/workshop/1', origin)).toBe('https://academy.example/book/workshop/1');
    expect(sameOriginUrl('https://academy.example/webinar/2', origin)).toBe('https://academy.example/webinar/2');
    expect(sameOriginUrl('https://evil.example/phish', origin)).toBe('https://academy.example/');
    expect(sameOriginUrl('javascript:alert(1)', origin)).toBe('https://academy.example/');
    expect(sameOriginUrl(42, origin)).toBe('https://academy.example/');
  });
});

describe('app badge', () => {
  it('counts what waits, sets the number, clears it at zero, and does nothing without the API', async () => {
    expect(waitingCount([{ status: 'queued' }, { status: 'sent' }, { status: 'needs-attention' }, { status: 'sending' }])).toBe(3);
    const target = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
    showAppBadge(2, target);
    showAppBadge(0, target);
    expect(target.setAppBadge).toHaveBeenCalledWith(2);
    expect(target.clearAppBadge).toHaveBeenCalledTimes(1);
    const refused = { setAppBadge: vi.fn(() => Promise.reject(new Error('not installed'))) };
    expect(() => showAppBadge(1, refused)).not.toThrow();
    expect(() => showAppBadge(1, {})).not.toThrow();
    await Promise.resolve();
  });
});
