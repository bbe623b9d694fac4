/**
 * Requests Node's HTTP parser refuses before the app sees them (an unknown method, a broken header,
 * headers too large, a request not received in time) still get the API's JSON error shape instead of
 * Node's bare 400.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerType } from '@hono/node-server';

const STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Content Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/**
 * A request (headers and body) must arrive within `requestTimeoutMs`: a client that trickles its body
 * holds a connection and its buffers, and Node's default waits 300 s. Node looks at open connections
 * every `connectionsCheckingInterval`, 30 s by default, so a request could run that much over; a
 * tenth of the limit (at least 100 ms, at most a second) keeps the cut close to it.
 */
export function requestTimeouts(requestTimeoutMs: number): ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, Math.max(100, Math.round(requestTimeoutMs / 10))),
  };
}

export function answerClientErrorsWithJson(served: ServerType) {
  // serve() is only ever given plain HTTP/1.1 options here, so the server is node:http's.
  const server = served as Server;
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A client that hung up is not waiting for an answer; one whose answer has begun cannot get another.
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (err.code === 'ECONNRESET' || !socket.writable || answering) {
      socket.destroy();
      return;
    }
    const [status, reason] = STATUS[err.code ?? ''] ?? [400, 'Bad Request'];
    const body = JSON.stringify({ success: false, message: status === 400 ? 'Malformed HTTP request' : reason });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/**
 * A request whose body stopped arriving (the client hung up, or the time limit above cut it off): the
 * app's read of the body fails with this. Nobody is waiting for an answer, and nothing on the server broke.
 */
export function isAbortedRequest(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return e?.code === 'ECONNRESET' && e.message === 'aborted';
}
