// @vitest-environment node
/**
 * A failed import reloads the page only for a stale build (src/app/stale-build.ts): the file it names is
 * asked again of a real local server, and only "not there" counts as gone. A file cut off on the way, a
 * server out of reach or one that fails answers "not gone", so the person's page stays as it is.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedFile, fileGone } from '../../src/app/failed-file';

const PAGE = 'https://academy.example/courses/c/42';
const OWN_CODE = 'https://academy.example/assets/index-abc123.js';

describe('failedFile', () => {
  it.each([
    [
      'Chromium’s',
      new TypeError('Failed to fetch dynamically imported module: https://academy.example/assets/AboutPage-x1.js'),
      'https://academy.example/assets/AboutPage-x1.js',
    ],
    [
      'Firefox’s',
      new TypeError('error loading dynamically imported module: https://academy.example/assets/pack/PdfView-9.js'),
      'https://academy.example/assets/pack/PdfView-9.js',
    ],
    [
      'Vite 8’s, for a stylesheet it could not preload,',
      new Error('Unable to preload CSS for https://academy.example/assets/CoursePage-7.css'),
      'https://academy.example/assets/CoursePage-7.css',
    ],
    ['a path alone', new Error('Unable to preload CSS for /assets/CoursePage-7.css'), 'https://academy.example/assets/CoursePage-7.css'],
    [
      'a sentence that ends after the address',
      new Error('Could not load https://academy.example/assets/x-1.js.'),
      'https://academy.example/assets/x-1.js',
    ],
  ])('names the file in %s message', (_, error, file) => {
    expect(failedFile(error, PAGE, OWN_CODE)).toBe(file);
  });

  it.each([
    ['Safari’s message, which names no file', new TypeError('Importing a module script failed.')],
    ['a page of ours, not a built file', new TypeError('Failed to fetch dynamically imported module: https://academy.example/courses')],
    ['a file of another site', new TypeError('Failed to fetch dynamically imported module: https://cdn.example/x.js')],
    ['a slash that is no file of ours', new Error('offline and/or unreachable')],
    ['no error at all', undefined],
  ])('stands this build’s own code in for %s', (_, error) => {
    expect(failedFile(error, PAGE, OWN_CODE)).toBe(OWN_CODE);
  });
});

describe('fileGone, against a real server', () => {
  let server: Server;
  let base = '';
  const methods: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      methods.push(req.method ?? '');
      if (req.url === '/assets/here.js') return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end();
      if (req.url === '/assets/withdrawn.js') return void res.writeHead(410).end();
      if (req.url === '/assets/hidden.js') return void res.writeHead(403).end();
      if (req.url === '/assets/busy.js') return void res.writeHead(429).end();
      if (req.url === '/assets/spa-fallback.js') return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end();
      if (req.url === '/assets/broken.js') return void res.writeHead(500).end();
      if (req.url === '/assets/cut.js') return void req.socket.destroy();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is gone when the server answers 404, 410 or a bucket’s 403, and asks with HEAD', async () => {
    expect(await fileGone(`${base}/assets/old-build.js`)).toBe(true);
    expect(await fileGone(`${base}/assets/withdrawn.js`)).toBe(true);
    expect(await fileGone(`${base}/assets/hidden.js`)).toBe(true);
    // A host that answers every unknown path with its index.html.
    expect(await fileGone(`${base}/assets/spa-fallback.js`)).toBe(true);
    expect(methods.every((m) => m === 'HEAD')).toBe(true);
  });

  it('is not gone when the file is there, the server fails or is busy, or the connection drops', async () => {
    expect(await fileGone(`${base}/assets/here.js`)).toBe(false);
    expect(await fileGone(`${base}/assets/broken.js`)).toBe(false);
    expect(await fileGone(`${base}/assets/busy.js`)).toBe(false);
    expect(await fileGone(`${base}/assets/cut.js`)).toBe(false);
  });

  it('is not gone when nothing answers at all', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await fileGone(`http://127.0.0.1:${port}/assets/here.js`)).toBe(false);
  });
});
