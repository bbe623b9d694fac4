/**
 * Requests Node's HTTP parser refuses before the app sees them (an unknown method, a broken header,
 * headers too large) still get the API's JSON error shape instead of Node's bare 400.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerType } from '@hono/node-server';

const STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Content Too Large'],
};

export function answerClientErrorsWithJson(served: ServerType) {
  // serve() is only ever given plain HTTP/1.1 options here, so the server is node:http's.
  const server = served as Server;
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A client that hung up or timed out is not waiting for an answer.
    if (err.code === 'ECONNRESET' || !socket.writable) {
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
