/**
 * Pages are rendered on worker threads (server/http/render-thread.mjs), so that rendering, which is
 * all CPU, uses every core and never holds up the API on the main thread (decision 55). The main thread
 * keeps the answers: a thread asks it for each read a page needs, by path, and gets the ready JSON (once
 * per ETag: the thread keeps what it was sent). The thread sends back the page ready to send.
 *
 * The threads run React's production build whatever NODE_ENV the server was started with (the renderer
 * is a production build; only its bundled React reads NODE_ENV at run time, and NODE_ENV also decides
 * things that have nothing to do with rendering, such as how login codes are sent).
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderRequest } from '../../src/contract/page-render';
import type { Logger } from '../log';
import type { Effort, Encoding } from './content-encoding';
import type { ComposedPage } from './page-template';

/** A read as a thread gets it: status, ETag and JSON text, or null for a path that is no public read. */
export type ThreadReads = (path: string) => Promise<{ status: number; etag: string; json: string } | null>;

/** The app shell a page is written with (dist/app-shell.json's text), named by its ETag (a thread keeps it once sent). */
export interface PageTemplate {
  etag: string;
  text: string;
}

/** What a render is asked for: the page, the app shell it is written with, how hard to compress it and into what. */
export interface RenderJob {
  request: RenderRequest;
  template: PageTemplate;
  compression: Effort;
  /** The compressed copies to make: both for a page kept for others, the asker's own for one sent once. */
  encodings: Encoding[];
}

/** Answers (and templates) a thread may keep before both sides forget them all and start over. */
const MAX_KEPT_BY_THREAD = 2_000;
/** How long a thread whose render ran out of time has to show it is still alive (it answers a ping). */
const PING_TIMEOUT_MS = 1_000;

type FromThread =
  | { type: 'ready' }
  | { type: 'unusable'; message: string }
  | { type: 'read'; job: number; readId: number; path: string }
  | { type: 'rendered'; job: number; page: ComposedPage }
  | { type: 'failed'; job: number; message: string }
  | { type: 'pong' };

interface Job {
  reads: ThreadReads;
  resolve: (page: ComposedPage) => void;
  reject: (err: Error) => void;
}

class RenderThread {
  readonly jobs = new Map<number, Job>();
  /** ETags of the answers and templates this thread has been sent (and keeps). */
  private readonly sent = new Set<string>();
  readonly ready: Promise<void>;
  private readonly worker: Worker;
  private pinged: NodeJS.Timeout | null = null;

  constructor(
    moduleUrl: string,
    onExit: (thread: RenderThread) => void,
    private readonly onHung: (thread: RenderThread) => void,
    /** The thread answered the ping after a late render: it was only slow, and stays. */
    private readonly onAlive: () => void = () => undefined,
  ) {
    this.worker = new Worker(fileURLToPath(new URL('./render-thread.mjs', import.meta.url)), {
      workerData: { moduleUrl },
      env: { ...process.env, NODE_ENV: 'production' },
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: FromThread) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'pong') {
          this.stopWatching();
          this.onAlive();
        } else if (message.type === 'unusable') reject(new Error(`the server renderer is unusable: ${message.message}`));
        else this.receive(message);
      });
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => {
        this.stopWatching();
        reject(new Error(`render thread stopped (${code})`));
        for (const job of this.jobs.values()) job.reject(new Error(`render thread stopped (${code})`));
        this.jobs.clear();
        onExit(this);
      });
    });
    this.ready.catch(() => undefined); // reported to each render that waits for it
    // A render thread never keeps the process alive (after the listeners: listening refs it again).
    this.worker.unref();
  }

  render(
    job: number,
    { request, template, compression, encodings }: RenderJob,
    reads: ThreadReads,
    timeoutMs: number,
  ): Promise<ComposedPage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.timedOut(job, timeoutMs), timeoutMs);
      const settle =
        <T>(finish: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          finish(value);
        };
      this.jobs.set(job, { reads, resolve: settle(resolve), reject: settle(reject) });
      const text = this.send(`template ${template.etag}`) ? template.text : undefined;
      this.worker.postMessage({ type: 'render', job, request, template: { etag: template.etag, text }, compression, encodings });
    });
  }

  /** Whether the thread still needs the thing named `key` (and from now on has it). */
  private send(key: string): boolean {
    if (this.sent.has(key)) return false;
    if (this.sent.size >= MAX_KEPT_BY_THREAD) {
      this.sent.clear();
      this.worker.postMessage({ type: 'forget' });
    }
    this.sent.add(key);
    return true;
  }

  private receive(message: Exclude<FromThread, { type: 'ready' | 'unusable' | 'pong' }>) {
    const job = this.jobs.get(message.job);
    if (!job) return;
    if (message.type === 'read') {
      const answer = (found: Awaited<ReturnType<ThreadReads>>) =>
        this.worker.postMessage({
          type: 'answer',
          readId: message.readId,
          status: found?.status ?? 0,
          etag: found?.etag ?? null,
          json: found && this.send(found.etag) ? found.json : undefined,
        });
      job.reads(message.path).then(answer, () => answer(null));
      return;
    }
    this.jobs.delete(message.job);
    if (message.type === 'rendered') job.resolve(message.page);
    else job.reject(new Error(message.message));
  }

  /**
   * A render past its time fails (the visitor gets the app shell), and the thread must answer a ping: one
   * stuck in a loop cannot, and is stopped, taking its other renders with it (they could not finish
   * either); the pool starts a new one. A render that is only slow (waiting on a read) leaves it running.
   */
  private timedOut(job: number, timeoutMs: number) {
    this.jobs.get(job)?.reject(new Error(`not rendered within ${timeoutMs} ms`));
    this.jobs.delete(job);
    if (this.pinged) return;
    this.worker.postMessage({ type: 'ping' });
    this.pinged = setTimeout(() => this.onHung(this), PING_TIMEOUT_MS);
    this.pinged.unref();
  }

  private stopWatching() {
    if (this.pinged) clearTimeout(this.pinged);
    this.pinged = null;
  }

  terminate(): Promise<number> {
    this.stopWatching();
    return this.worker.terminate();
  }
}

/** A few render threads of one build's renderer; a render goes to the least busy. */
export class RenderPool {
  private threads: RenderThread[] = [];
  private lastJob = 0;
  private readonly moduleUrl: string;

  constructor(
    modulePath: string,
    private readonly size: number,
    private readonly logger?: Logger,
    /** A render not done by then fails, and its thread is checked for being stuck (RenderThread.timedOut). */
    private readonly timeoutMs = 5_000,
  ) {
    this.moduleUrl = pathToFileURL(modulePath).href;
    for (let i = 0; i < size; i++) this.spawn();
  }

  /** Resolves when the renderer has loaded on a thread; rejects when it cannot (no renderPage, or it throws on load). */
  get ready(): Promise<void> {
    return Promise.any(this.threads.map((t) => t.ready)).catch((err: AggregateError) => Promise.reject(err.errors[0] as Error));
  }

  async render(job: RenderJob, reads: ThreadReads): Promise<ComposedPage> {
    if (this.threads.length < this.size) this.spawn();
    const thread = this.threads.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
    await thread.ready;
    return thread.render(++this.lastJob, job, reads, this.timeoutMs);
  }

  private spawn() {
    const thread = new RenderThread(
      this.moduleUrl,
      (gone) => {
        this.threads = this.threads.filter((t) => t !== gone);
      },
      (hung) => {
        this.logger?.error({ renders: hung.jobs.size }, 'a render thread stopped answering and was stopped; a new one takes its place');
        this.threads = this.threads.filter((t) => t !== hung);
        void hung.terminate();
      },
      () => this.logger?.debug('a render thread answered the ping after a late render: it was only slow, and stays'),
    );
    this.threads.push(thread);
  }

  async close(): Promise<void> {
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((t) => t.terminate()));
    this.logger?.debug({ threads: threads.length }, 'render threads stopped');
  }
}
