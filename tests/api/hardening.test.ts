import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const POST_ROUTES = [
  '/api/otp/send',
  '/api/otp/verify',
  '/api/contact',
  '/api/student/register',
  '/api/enrollments/enroll',
  '/api/feedback',
];

describe('request hardening', () => {
  it('refuses bodies over 32 KB with 413', async () => {
    const res = await server.post('/api/contact', { name: 'A'.repeat(40_000) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });

  it('refuses other content types with 415 and malformed JSON with 400', async () => {
    const text = await fetch(`${server.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'name=x',
    });
    expect(text.status).toBe(415);
    const form = await fetch(`${server.baseUrl}/api/contact`, { method: 'POST', body: new URLSearchParams({ name: 'x' }) });
    expect(form.status).toBe(415);
    const broken = await server.post('/api/contact', '{"name": "x",');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ success: false, message: 'Malformed JSON' });
  });

  it('answers other methods on POST routes with 405', async () => {
    for (const path of POST_ROUTES.filter((p) => p !== '/api/feedback')) {
      const res = await server.get(path);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
    expect((await fetch(`${server.baseUrl}/api/feedback`, { method: 'DELETE' })).status).toBe(405);
  });

  it('sends security headers on every response', async () => {
    for (const res of [
      await server.get('/api/courses/all'),
      await server.post('/api/contact', {}),
      await server.get('/uploads/trainers/default-avatar.svg'),
    ]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allows cross-origin calls only from CORS_ORIGINS', async () => {
    const withCors = await startTestServer({ corsOrigins: ['https://partner.example'] });
    try {
      const preflight = (origin: string) =>
        fetch(`${withCors.baseUrl}/api/contact`, {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type,idempotency-key',
          },
        });
      const allowed = await preflight('https://partner.example');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      const refused = await preflight('https://evil.example');
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await withCors.close();
    }
  });

  it('rate-limits POSTs per IP with 429 and Retry-After', async () => {
    const limited = await startTestServer({ postsPerMinutePerIp: 5 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await limited.post('/api/contact', {})).status);
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const res = await limited.post('/api/contact', {});
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
