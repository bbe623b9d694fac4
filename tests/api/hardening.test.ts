import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../server/log';
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

  it('counts an IPv6 client by its /64: addresses in one /64 share an allowance, another /64 has its own', async () => {
    const limited = await startTestServer({ trustProxy: 1, postsPerMinutePerIp: 3 });
    try {
      const from = async (address: string) => (await limited.post('/api/contact', {}, { 'X-Forwarded-For': address })).status;
      const oneSubscriber = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:abcd::9'];
      const statuses = [];
      for (const address of oneSubscriber) statuses.push(await from(address));
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect(await from('2001:db8:1:3::1')).toBe(400);
      // IPv4 counts whole, also when a dual-stack socket writes it as IPv6.
      expect(await from('203.0.113.7')).toBe(400);
      expect(await from('203.0.113.8')).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('tells a client its limit and what is left in the RateLimit-Policy and RateLimit header fields', async () => {
    const limited = await startTestServer({ postsPerMinutePerIp: 3, clientErrorsPerMinutePerIp: 10 });
    try {
      const first = await limited.post('/api/contact', {});
      expect(first.headers.get('ratelimit-policy')).toBe('"posts";q=3;w=60');
      expect(first.headers.get('ratelimit')).toMatch(/^"posts";r=2;t=\d+$/);
      // The error reports have a limit of their own, listed beside the one of every POST.
      const report = await limited.post('/api/client-errors', { kind: 'render', message: 'x', path: '/' });
      expect(report.headers.get('ratelimit-policy')).toBe('"posts";q=3;w=60, "client-errors";q=10;w=60');
      expect(report.headers.get('ratelimit')).toMatch(/^"posts";r=1;t=\d+, "client-errors";r=9;t=\d+$/);
      await limited.post('/api/contact', {});
      const refused = await limited.post('/api/contact', {});
      expect(refused.status).toBe(429);
      const [, reset] = /^"posts";r=0;t=(\d+)$/.exec(refused.headers.get('ratelimit') ?? '') ?? [];
      expect(Number(reset)).toBe(Number(refused.headers.get('retry-after')));
    } finally {
      await limited.close();
    }
  });

  it('answers 408 to a request whose body has not arrived within the time limit, and keeps serving', async () => {
    const lines: { msg: string; status?: number }[] = [];
    const logger = createLogger({ destination: { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) } });
    const slow = await startTestServer({ requestTimeoutMs: 500, logger });
    try {
      const { port } = new URL(slow.baseUrl);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          // 100 bytes announced, 10 sent: the rest never comes.
          socket.write('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name": "');
        });
        let text = '';
        socket.on('data', (d: Buffer) => (text += d.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ success: false, message: 'Request Timeout' });
      expect((await slow.get('/api/courses/all')).status).toBe(200);
      // The server's side of it is a 408 too, not a failure of its own.
      await vi.waitFor(() => expect(lines.find((l) => l.msg === 'request' && l.status === 408)).toBeTruthy());
      expect(lines.filter((l) => l.msg === 'unhandled error' || (l.status ?? 0) >= 500)).toEqual([]);
    } finally {
      await slow.close();
    }
  });
});
