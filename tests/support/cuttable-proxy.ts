/**
 * A TCP proxy in front of the site for browser tests of a lost connection: the network boundary itself. It
 * can slow what the site sends (`rate`, bytes a second) and cut every connection at once (`cut`: open ones
 * reset mid-answer, new ones refused) until `restore`, as a train's tunnel does; the browser still says it
 * is online, as on lie-fi. Nothing of the site's answers is changed.
 */
import { createServer, connect, type Socket } from 'node:net';

export interface CuttableProxy {
  baseUrl: string;
  /** Bytes a second from the site to the browser; null for as fast as it goes. */
  rate: number | null;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

const SLICE = 4 * 1024;

export async function startCuttableProxy(target: string): Promise<CuttableProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = connect(Number(port), hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      if (proxy.rate === null) return void client.write(chunk);
      // A slow link: 4 KB at a time, each after the time it takes at `rate`.
      upstream.pause();
      const send = (from: number) => {
        if (client.destroyed) return;
        if (from >= chunk.length) return void upstream.resume();
        const slice = chunk.subarray(from, from + SLICE);
        client.write(slice);
        setTimeout(() => send(from + SLICE), (slice.length / (proxy.rate ?? Infinity)) * 1000);
      };
      send(0);
    });
    upstream.on('end', () => client.end());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const proxy: CuttableProxy = {
    baseUrl: `http://127.0.0.1:${address.port}`,
    rate: null,
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  return proxy;
}
