// @ts-check
/**
 * One render thread of server/http/render-pool.ts: loads the built server renderer
 * (dist/ssr/server-render.mjs), renders the pages the main thread sends it, writes each into its document
 * with the app shell (dist/app-shell.json) and makes it ready to send (server/http/page-template.ts: bytes, strong tag, gzip copy). Plain
 * JavaScript, so a worker thread starts it without a TypeScript loader; tsx loads the TypeScript it needs.
 *
 * A page's reads are asked of the main thread, which keeps every answer (decision 55). An answer's JSON
 * comes once per ETag; the thread keeps it parsed (and frozen) until the main thread says to forget.
 *
 * Messages (typed in render-pool.ts): in `render`, `answer`, `forget`; out `ready`, `unusable`, `read`,
 * `rendered`, `failed`; `ping` is answered with `pong` (render-pool.ts: a thread stuck in a loop cannot).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @type {Map<number, (answer: { status: number; body: unknown } | null) => void>} */
const waiting = new Map();
/** Answers by their ETag, parsed once. @type {Map<string, unknown>} */
const answers = new Map();
/** App shells by their ETag, parsed once. @type {Map<string, import('../../src/contract/app-shell.ts').AppShell>} */
const shells = new Map();
let lastRead = 0;

const deepFreeze = (/** @type {unknown} */ value) => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};

/** The reads of render `job`: each path asked of the main thread. */
const readsOf = (/** @type {number} */ job) => (/** @type {string} */ path) =>
  new Promise((resolve) => {
    const readId = ++lastRead;
    waiting.set(readId, resolve);
    port.postMessage({ type: 'read', job, readId, path });
  });

function answered(/** @type {{ readId: number; status: number; etag: string | null; json?: string }} */ message) {
  const resolve = waiting.get(message.readId);
  waiting.delete(message.readId);
  if (message.etag === null) return resolve?.(null);
  if (message.json !== undefined) answers.set(message.etag, deepFreeze(JSON.parse(message.json)));
  resolve?.({ status: message.status, body: answers.get(message.etag) });
}

/** @type {{ renderPage?: unknown }} */
let renderer = {};
/** @type {typeof import('./page-template.ts')} */
let page;
try {
  page = await tsImport('./page-template.ts', import.meta.url);
  renderer = await import(workerData.moduleUrl);
} catch (err) {
  port.postMessage({ type: 'unusable', message: err instanceof Error ? err.message : String(err) });
}
const renderPage = renderer.renderPage;
if (typeof renderPage === 'function') port.postMessage({ type: 'ready' });
else if (Object.keys(renderer).length) port.postMessage({ type: 'unusable', message: 'the module exports no renderPage' });

async function render(
  /** @type {{ job: number; request: { url: string }; template: { etag: string; text?: string }; compression: 'kept' | 'once'; encodings: ('br' | 'gzip')[] }} */ message,
) {
  if (typeof renderPage !== 'function') return;
  try {
    if (message.template.text !== undefined) shells.set(message.template.etag, JSON.parse(message.template.text));
    const shell = shells.get(message.template.etag);
    if (!shell) throw new Error('no app shell for this render');
    const rendered = await renderPage(message.request, readsOf(message.job));
    const composed = await page.composePage(shell, rendered, message.compression, message.request.url, message.encodings);
    // The bytes move to the main thread rather than being copied, when they own their memory.
    const owned = [composed.body, ...Object.values(composed.compressed ?? {})].filter(
      (b) => b && b.byteOffset === 0 && b.byteLength === b.buffer.byteLength,
    );
    port.postMessage(
      { type: 'rendered', job: message.job, page: composed },
      owned.map((b) => /** @type {ArrayBuffer} */ (b?.buffer)),
    );
  } catch (err) {
    port.postMessage({ type: 'failed', job: message.job, message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
}

port.on('message', (message) => {
  if (message.type === 'answer') answered(message);
  else if (message.type === 'ping') port.postMessage({ type: 'pong' });
  else if (message.type === 'render') void render(message);
  else if (message.type === 'forget') {
    answers.clear();
    shells.clear();
  }
});
