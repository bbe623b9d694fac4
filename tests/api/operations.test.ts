/** What an operator relies on: request logs without personal data, request ids, health checks, client addresses behind proxies. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/migrate';
import { createLogger } from '../../server/log';
import { CLIENT_ERRORS_PER_MINUTE } from '../../server/routes/client-errors';
import { login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

const lines: Record<string, unknown>[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    logger: createLogger({ destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } }),
  });
});
afterAll(() => server?.close());

const person = {
  name: 'Asha Kulkarni',
  email: 'asha.kulkarni@example.com',
  phone: '9812345678',
  message: 'Please call me about the MERN course.',
};

describe('request log', () => {
  it('writes one JSON line per request with id, method, route, status and duration, and returns the id', async () => {
    const res = await server.get('/api/courses/all');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.find((l) => l.reqId === id);
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/api/courses/all', status: 200 });
    expect(typeof line!.ms).toBe('number');
  });

  it('keeps a sane request id from a proxy and replaces anything else', async () => {
    expect((await server.get('/healthz', { headers: { 'X-Request-Id': 'lb-1234abcd' } })).headers.get('x-request-id')).toBe('lb-1234abcd');
    expect((await server.get('/healthz', { headers: { 'X-Request-Id': 'bad id <script>' } })).headers.get('x-request-id')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('a server failure answers 500 with the request id, and its log line carries no personal data', async () => {
    // Break the table under the route: the insert fails inside the driver, whose error quotes its parameters.
    await server.database.db.execute(sql`alter table contact_messages rename to contact_messages_away`);
    try {
      const res = await server.post('/api/contact', person);
      expect(res.status).toBe(500);
      const body = (await res.json()) as { success: boolean; message: string; requestId: string };
      expect(body).toMatchObject({ success: false, message: 'Something went wrong' });
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
      const logged = lines.filter((l) => l.reqId === body.requestId);
      expect(logged.map((l) => l.msg)).toEqual(['unhandled error', 'request failed']);
      const text = JSON.stringify(logged);
      expect(text).toContain('contact_messages'); // the cause is still there for whoever reads the log
      for (const secret of [person.name, person.email, person.phone, 'Kulkarni', 'MERN']) expect(text).not.toContain(secret);
    } finally {
      await server.database.db.execute(sql`alter table contact_messages_away rename to contact_messages`);
    }
  });
});

describe('what the log keeps out', () => {
  it("masks the calendar feed's token in the logged path: the URL is the feed's only secret", async () => {
    const me = await login(server);
    const made = await fetch(`${server.baseUrl}/api/me/calendar-feed`, { method: 'POST', headers: { Cookie: me.cookie } });
    const { path } = ((await made.json()) as { data: { path: string } }).data;
    const token = /\/calendar\/([^/]+)\.ics$/.exec(path)![1]!;
    const res = await server.get(path);
    expect(res.status).toBe(200);
    const line = lines.find((l) => l.reqId === res.headers.get('x-request-id'));
    expect(line).toMatchObject({ msg: 'request', path: '/api/calendar/[token].ics', status: 200 });
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('logs a browser error report without query strings, e-mails or phone numbers', async () => {
    const secrets = ['asha.kulkarni@example.com', '9812345678', '+91 98123 45679', 'mobileNo=', 'utm_source', 'otp=123456'];
    const res = await server.post('/api/client-errors', {
      kind: 'render',
      message: 'Cannot read "x" for asha.kulkarni@example.com, call 9812345678 or +91 98123 45679',
      stack: 'TypeError: x\n    at render (https://academy.example/assets/app.js?mobileNo=9812345678:1:2)',
      path: '/my-learning?utm_source=mail&otp=123456',
    });
    expect(res.status).toBe(202);
    const line = lines.find((l) => l.reqId === res.headers.get('x-request-id') && l.msg === 'a screen failed in a browser');
    const client = line?.client as { message: string; stack: string; path: string };
    expect(client.message).toBe('Cannot read "x" for [email], call [phone] or [phone]');
    expect(client.stack).toContain('(https://academy.example/assets/app.js:1:2)');
    expect(client.path).toBe('/my-learning');
    for (const secret of secrets) expect(JSON.stringify(lines), secret).not.toContain(secret);
  });

  it('refuses an over-long report with 400 and logs nothing of it', async () => {
    const res = await server.post('/api/client-errors', { kind: 'render', message: 'x'.repeat(501), path: '/' });
    expect(res.status).toBe(400);
    expect(lines.some((l) => l.reqId === res.headers.get('x-request-id') && l.msg === 'a screen failed in a browser')).toBe(false);
  });

  it('takes at most 10 error reports a minute from one address, each address its own', async () => {
    const proxied = await startTestServer({ trustProxy: 1, clientErrorsPerMinutePerIp: CLIENT_ERRORS_PER_MINUTE });
    try {
      const report = (from: string) =>
        proxied.post('/api/client-errors', { kind: 'chunk', message: 'Failed to fetch', path: '/courses' }, { 'X-Forwarded-For': from });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await report('203.0.113.7')).status);
      expect(statuses).toEqual([...Array<number>(10).fill(202), 429, 429]);
      const refused = await report('203.0.113.7');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ success: false });
      expect((await report('198.51.100.9')).status).toBe(202);
    } finally {
      await proxied.close();
    }
  });
});

describe('health', () => {
  it('GET /healthz says the process is alive, GET /readyz that the database answers with its schema current', async () => {
    expect(await (await server.get('/healthz')).json()).toEqual({ success: true, data: { status: 'alive' } });
    const ready = await server.get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ success: true, data: { status: 'ready' } });
  });

  it('GET /readyz answers 503 when a migration is missing', async () => {
    const [last] = rowsOf<{ hash: string }>(
      await server.database.db.execute(sql`select hash from schema_migrations order by created_at desc limit 1`),
    );
    await server.database.db.execute(sql`delete from schema_migrations where hash = ${last!.hash}`);
    try {
      const res = await server.get('/readyz');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toMatch(/1 database migration/);
    } finally {
      await server.database.db.execute(sql`insert into schema_migrations (hash, created_at) values (${last!.hash}, 0)`);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('counts trusted hops from the right: a spoofed leftmost X-Forwarded-For cannot dodge the POST limit', async () => {
    const behindProxy = await startTestServer({ trustProxy: 1, postsPerMinutePerIp: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        // The client writes any address it likes; the proxy appends the one it really saw.
        const res = await behindProxy.post('/api/contact', {}, { 'X-Forwarded-For': `10.0.0.${i}, 203.0.113.7` });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      // Another real client behind the same proxy has its own allowance.
      expect((await behindProxy.post('/api/contact', {}, { 'X-Forwarded-For': '198.51.100.9' })).status).toBe(400);
    } finally {
      await behindProxy.close();
    }
  });

  it('with two trusted proxies takes the second entry from the right', async () => {
    const twoHops = await startTestServer({ trustProxy: 2, postsPerMinutePerIp: 2 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await twoHops.post('/api/contact', {}, { 'X-Forwarded-For': `spoof-${i}, 203.0.113.7, 10.1.1.1` })).status);
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await twoHops.close();
    }
  });
});

describe('requests the HTTP parser refuses', () => {
  it('answer with the JSON error shape, not a bare 400', async () => {
    const { connect } = await import('node:net');
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const { port } = new URL(server.baseUrl);
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(text));
        let answer = '';
        socket.on('data', (d: Buffer) => (answer += d.toString()));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const request of [
      'FOO /api/contact HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/courses/all HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
    ]) {
      const answer = await raw(request);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ success: false, message: 'Malformed HTTP request' });
    }
  });
});
