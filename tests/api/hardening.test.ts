import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAll } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const POST_ROUTES = ['/api/otp/send', '/api/otp/verify', '/api/contact', '/api/student/register', '/api/enrollments/enroll', '/api/feedback'];

describe('request hardening', () => {
  it('refuses bodies over 32 KB with 413', async () => {
    const res = await server.post('/api/contact', { name: 'A'.repeat(40_000) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });

  it('refuses other content types with 415 and malformed JSON with 400', async () => {
    const text = await fetch(`${server.baseUrl}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'name=x' });
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
    for (const res of [await server.get('/api/courses/all'), await server.post('/api/contact', {}), await server.get('/uploads/trainers/default-avatar.svg')]) {
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
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key' },
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

/** Malformed requests by construction: every case breaks at least one rule, so none may write. */
function* malformedRequests(): Generator<{ method: string; path: string; headers: Record<string, string>; body?: string }> {
  const valid: Record<string, Record<string, unknown>> = {
    '/api/otp/send': { mobileNo: '9876543210' },
    '/api/otp/verify': { reference_id: randomUUID(), otp: '123456' },
    '/api/contact': { name: 'Valid Name', email: 'valid@example.com', phone: '9876543210', message: 'A valid message body.' },
    '/api/student/register': { fullName: 'Valid Name', email: 'valid@example.com', mobileNo: '9876543210', dob: '2000-01-01', collegeName: 'College' },
    '/api/enrollments/enroll': { studentId: randomUUID(), fullName: 'Valid', mobileNo: '9876543210', email: 'v@example.com', collegeName: 'C', course: randomUUID() },
    '/api/feedback': { firstName: 'A', lastName: 'B', phone: '9876543210', email: 'a@example.com', collegeName: 'C', ratings: { teachingQuality: 5, presentations: 5, engagement: 5, pacing: 5, organization: 5 } },
  };
  const badValues: unknown[] = [null, 123.5, true, [], {}, ['9876543210'], '', '   ', 'x'.repeat(6000), '९८७६५४३२१०', '98765\u0000432', '😀😀😀', '<script>alert(1)</script>', "' OR 1=1 --", -1, 1e308, { $gt: '' }];
  const json = { 'Content-Type': 'application/json' };
  let i = 0;
  for (;;) {
    for (const path of POST_ROUTES) {
      const base = valid[path]!;
      const fields = Object.keys(base);
      const field = fields[i % fields.length]!;
      const bad = badValues[i % badValues.length];
      const kind = i % 12;
      i += 1;
      if (kind === 0) {
        const whole = JSON.stringify(base);
        yield { method: 'POST', path, headers: json, body: whole.slice(0, Math.min(whole.length - 1, 5 + (i % 40))) };
      }
      else if (kind === 1) yield { method: 'POST', path, headers: json, body: JSON.stringify([base]) };
      else if (kind === 2) yield { method: 'POST', path, headers: json, body: ['null', '42', '"text"', 'true', '[]'][i % 5]! };
      else if (kind === 3) {
        const { [field]: _dropped, ...rest } = base;
        yield { method: 'POST', path, headers: json, body: JSON.stringify(rest) };
      } else if (kind === 4) yield { method: 'POST', path, headers: { 'Content-Type': ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'][i % 4]! }, body: JSON.stringify(base) };
      else if (kind === 5) yield { method: ['GET', 'PUT', 'DELETE', 'PATCH'][i % 4]!, path: path === '/api/feedback' ? '/api/contact' : path, headers: json, body: undefined };
      else if (kind === 6) yield { method: 'POST', path, headers: json, body: JSON.stringify({ ...base, [field]: 'y'.repeat(40_000) }) };
      else if (kind === 7) yield { method: 'POST', path, headers: { ...json, 'Idempotency-Key': ['nope', '123', randomUUID() + 'x', 'null'][i % 4]! }, body: JSON.stringify(base) };
      else if (kind === 8) yield { method: 'POST', path, headers: json, body: '{"a":' + '['.repeat(500) + ']'.repeat(500) + '}' };
      else if (kind === 9) yield { method: 'POST', path, headers: json, body: '\uFEFF{"bom": true' };
      else {
        // Break one field with a wrong type, a huge or hostile string; mobile/phone/otp/ratings fields
        // get non-digits so no bad value can pass by chance.
        const value = /mobile|phone|otp|reference|course|studentId|dob|email/i.test(field) ? (typeof bad === 'string' && /^\d+$/.test(bad) ? `${bad}x` : bad) : bad;
        const broken = field === 'ratings' ? { ...base, ratings: { ...(base.ratings as object), pacing: value } } : { ...base, [field]: value };
        const safe = (typeof value === 'string' && value.trim().length > 1 && value.length < 5000 && !/mobile|phone|otp|reference|course|studentId|dob|email/i.test(field))
          ? { ...broken, email: 'not-an-email' }
          : broken;
        yield { method: 'POST', path, headers: json, body: JSON.stringify(safe) };
      }
    }
  }
}

describe('fuzz', () => {
  it('2,000+ malformed requests across all POST routes: no 5xx, the server still answers, no row written', async () => {
    const before = await countAll(server);
    const byStatus = new Map<number, number>();
    const generator = malformedRequests();
    const TOTAL = 2_100;
    const BATCH = 30;
    for (let sent = 0; sent < TOTAL; sent += BATCH) {
      const batch = Array.from({ length: BATCH }, () => generator.next().value!);
      const statuses = await Promise.all(
        batch.map(async (r) => {
          const res = await fetch(server.baseUrl + r.path, { method: r.method, headers: r.headers, body: r.body });
          const text = await res.text();
          if (res.status < 400 || res.status >= 500) console.log('[fuzz] unexpected', res.status, r.method, r.path, r.body?.slice(0, 200), text.slice(0, 200));
          return res.status;
        }),
      );
      for (const s of statuses) byStatus.set(s, (byStatus.get(s) ?? 0) + 1);
    }
    const summary = Object.fromEntries([...byStatus.entries()].sort(([a], [b]) => a - b));
    console.log(`[fuzz] ${TOTAL} malformed requests by status: ${JSON.stringify(summary)}`);
    expect([...byStatus.keys()].filter((s) => s >= 500)).toEqual([]);
    expect([...byStatus.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
    expect((await server.get('/api/courses/all')).status).toBe(200);
    expect(await countAll(server)).toEqual(before);
  });
});
