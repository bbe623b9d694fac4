// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/log';
import { RenderPool, type RenderJob } from '../../server/http/render-pool';

// A stand-in renderer: /hang never returns (a screen stuck in a loop), /slow waits on a read, the rest render.
const dir = mkdtempSync(join(tmpdir(), 'render-pool-'));
const modulePath = join(dir, 'server-render.mjs');
writeFileSync(
  modulePath,
  `export async function renderPage(request, reads) {
    if (request.url === '/hang') for (;;) {}
    if (request.url === '/slow') await reads('/slow');
    return { html: '<main><h1>' + request.url + '</h1></main>', state: '{}', status: 200, passes: 1 };
  }`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const job = (url: string): RenderJob => ({
  request: { url, locale: undefined, now: 0, origin: 'http://localhost' },
  template: {
    etag: '"t"',
    text: JSON.stringify({
      start: '/assets/start.js',
      entry: '/assets/index.js',
      modules: [],
      screens: {},
      dialogs: { login: [], enrol: [] },
      toaster: [],
      styles: '',
      stylesheet: '/assets/style.css',
      title: 't',
      description: 'd',
      themeColor: '#000',
    }),
  },
  compression: 'once',
  encodings: ['gzip'],
});
const neverAnswered = () => new Promise<null>(() => undefined);
const text = (page: { body: Uint8Array }) => Buffer.from(page.body).toString('utf8');

describe('a render thread that stops answering', () => {
  it('fails the render in time, is replaced, and the next page renders', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'error', destination: { write: (line: string) => void lines.push(line) } });
    const pool = new RenderPool(modulePath, 1, logger, 300);
    try {
      await pool.ready;
      const started = Date.now();
      await expect(pool.render(job('/hang'), neverAnswered)).rejects.toThrow(/not rendered within 300 ms/);
      expect(Date.now() - started).toBeLessThan(2_000);
      // The stuck thread cannot answer the ping; it is stopped and a fresh thread renders.
      await expect.poll(() => lines.some((l) => l.includes('stopped answering')), { timeout: 5_000 }).toBe(true);
      expect(text(await pool.render(job('/after'), neverAnswered))).toContain('<h1>/after</h1>');
    } finally {
      await pool.close();
    }
  });

  it('keeps a thread that is only waiting on a read: the late render fails, the thread goes on', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } });
    const pool = new RenderPool(modulePath, 1, logger, 300);
    try {
      await pool.ready;
      await expect(pool.render(job('/slow'), neverAnswered)).rejects.toThrow(/not rendered within/);
      expect(text(await pool.render(job('/next'), neverAnswered))).toContain('<h1>/next</h1>');
      // The thread answered the ping: its deadline is cleared, so nothing can stop it any more.
      await expect.poll(() => lines.some((l) => l.includes('answered the ping')), { timeout: 5_000 }).toBe(true);
      expect(lines.filter((l) => l.includes('stopped answering'))).toEqual([]);
    } finally {
      await pool.close();
    }
  });
});
