/**
 * The answer to a body refused as too large before it was read (413), and a connection closed so that
 * the client can read it (issue 32, finding 16).
 *
 * Node closes a `Connection: close` socket as soon as the answer is written. With the client's body
 * still arriving, that close is a TCP reset, and a reset can reach the client before it has read the
 * answer: it sees a network error instead of "too large" (RFC 9112 §9.6). So the socket is closed in
 * stages: the answer, then our half of the connection (FIN), then what the client still sends is read
 * and dropped until it closes its half, or until a bound of bytes or time (decision 97).
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { fail } from './respond';

/** How much of a refused body is read and dropped, at most: about @hono/node-server's own drain bound. */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024;
/** How long a refused request's connection stays half open, at most (nginx's lingering_time is 30 s). */
export const LINGER_MAX_MS = 30_000;
const LINGER_CHECK_MS = 100;

const lingering = new WeakSet<Socket>();

/** 413 in the error shape, with `Connection: close`; the rest of the body is drained before the socket closes. */
export function refuseTooLarge(c: Context, maxBytes: number): Response {
  c.header('Connection', 'close');
  lingerBeforeClosing(c);
  return fail(c, 413, `Request body is too large (at most ${Math.round(maxBytes / 1024)} KB)`);
}

function lingerBeforeClosing(c: Context): void {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  const socket = incoming?.socket;
  // Not on Node's HTTP/1 server (app.fetch in a test), or the whole body was read: Node's own close is clean.
  if (!incoming || !socket || !('destroySoon' in socket) || incoming.complete) return;
  // Node calls destroySoon() once a `Connection: close` answer is written (and @hono/node-server when its own drain gives up).
  socket.destroySoon = () => lingeringClose(socket, incoming);
}

function lingeringClose(socket: Socket, incoming: IncomingMessage): void {
  if (lingering.has(socket) || socket.destroyed) return;
  lingering.add(socket);
  socket.end(); // FIN after the answer: the client reads the answer, then the end of the connection.
  const byteLimit = socket.bytesRead + LINGER_MAX_BYTES;
  const deadline = Date.now() + LINGER_MAX_MS;
  // Node's parser may read the socket itself (no 'data' events): the bytes are counted on the socket.
  const check = setInterval(() => {
    if (socket.bytesRead > byteLimit || Date.now() > deadline) socket.destroy();
  }, LINGER_CHECK_MS);
  check.unref();
  socket.once('close', () => clearInterval(check));
  // The request is answered: the rest of its body is taken off the wire and dropped. A reader still
  // attached (the body stream @hono/node-server made for the app) would pause the request again.
  incoming.removeAllListeners('data');
  incoming.on('data', () => {});
  incoming.resume();
}
