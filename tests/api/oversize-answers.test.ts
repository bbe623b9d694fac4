/**
 * A body refused as too large before it was read (issue 32, finding 16): the client reads the 413 and
 * its message, however it sends, many at once, on fresh connections — never a reset with no answer.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember } from '../../server/staff/members';
import { freshMobile, login } from '../support/api-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let staffCookie: string;
beforeAll(async () => {
  server = await startTestServer();
  const mobileNo = freshMobile();
  await addStaffMember(server.database.db, { identifier: mobileNo, role: 'staff' }, 'test', new Date());
  staffCookie = (await login(server, mobileNo)).cookie;
});
afterAll(() => server?.close());

const MB = 1024 * 1024;

/** The answer's status and whether it is the error shape, or what the fetch threw when no answer came. */
async function fetchOversize(path: string, headers: Record<string, string>, size: number): Promise<string> {
  try {
    const res = await fetch(server.baseUrl + path, {
      method: 'POST',
      // A fresh connection for each request.
      headers: { ...headers, Connection: 'close' },
      body: new Uint8Array(size).fill(0x41),
    });
    const body = (await res.json()) as { success?: unknown; message?: unknown };
    return `${res.status} ${body.success === false && typeof body.message === 'string' ? 'error shape' : JSON.stringify(body)}`;
  } catch (err) {
    return `no answer: ${err instanceof Error ? `${err.message} ${(err.cause as Error | undefined)?.message ?? ''}` : String(err)}`;
  }
}

/**
 * Sends the whole request on a fresh connection and only then reads the answer, as a browser does with
 * an upload: its status line, or what the connection did instead.
 */
function sendThenRead(path: string, headers: Record<string, string>, size: number): Promise<string> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    let failure = 'closed';
    socket.on('error', (err) => (failure = err.message));
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('latin1');
      resolve(text ? text.slice(0, text.indexOf('\r\n')) : `no answer (${failure})`);
    });
    socket.pause();
    const head = Object.entries({ Host: `${hostname}:${port}`, ...headers, 'Content-Length': String(size) })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
    socket.write(Buffer.alloc(size, 0x41), () => {
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.resume();
    });
  });
}

/** `n` sends, `parallel` at a time, counted by outcome. */
async function tally(n: number, parallel: number, send: () => Promise<string>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (let i = 0; i < n; i += parallel) {
    const outcomes = await Promise.all(Array.from({ length: Math.min(parallel, n - i) }, send));
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

const JSON_TYPE = { 'Content-Type': 'application/json' };

describe('a body refused as too large', () => {
  it('200 POSTs of 1 MB over fresh connections all read a 413 in the error shape', async () => {
    expect(await tally(200, 25, () => fetchOversize('/api/contact', JSON_TYPE, MB))).toEqual({ '413 error shape': 200 });
  });

  it('a client that sends its whole body before reading still reads the 413 (public POST, 12 MB)', async () => {
    expect(await tally(40, 20, () => sendThenRead('/api/contact', JSON_TYPE, 12 * MB))).toEqual({
      'HTTP/1.1 413 Payload Too Large': 40,
    });
  });

  it('…and so does a staff upload over its limit (a 12 MB PDF)', async () => {
    const headers = { 'Content-Type': 'multipart/form-data; boundary=x', Cookie: staffCookie };
    expect(await tally(20, 10, () => sendThenRead('/api/staff/uploads/courseNotes', headers, 12 * MB))).toEqual({
      'HTTP/1.1 413 Payload Too Large': 20,
    });
  });

  it('the server still answers afterwards', async () => {
    expect((await server.get('/api/courses/all')).status).toBe(200);
  });
});
