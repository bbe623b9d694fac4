/** Starts the real server (app, database, migrations, seed) on a free port for API tests. */
import { serve } from '@hono/node-server';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, stopApp, type AppOptions } from '../../server/app';
import { ConsoleSmsSender, DevInbox, type SmsSender } from '../../server/auth/sms';
import { openDatabase, type Database } from '../../server/db/client';
import { prepareDatabase } from '../../server/db/migrate';
import { contentVersionOf } from '../../server/reads/content-version';
import { sharedSecret } from '../../server/db/secrets';
import { silentLogger, type Logger } from '../../server/log';
import { answerClientErrorsWithJson, requestTimeouts } from '../../server/http/client-errors';
import { ConsoleMailSender, DevMailbox, type MailSender } from '../../server/mail/mail-sender';
import { createTestDatabase, type TestDatabase } from './test-database';

const UPLOADS_DIR = fileURLToPath(new URL('../../server/uploads', import.meta.url));

/** A clock the test can move: `now()` is real time plus `advance`d milliseconds. */
export class TestClock {
  private offsetMs = 0;
  constructor(private readonly start?: Date) {}
  now = (): Date => new Date((this.start?.getTime() ?? Date.now()) + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export interface TestServer {
  baseUrl: string;
  database: Database;
  clock: TestClock;
  inbox: DevInbox;
  /** The e-mails the console mail sender "sent" (confirmation codes). */
  mailbox: DevMailbox;
  /** Every route the app mounts (Hono's own table), for tests that must cover each one. */
  routes: readonly { method: string; path: string }[];
  get(path: string, init?: RequestInit): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<
  Pick<AppOptions, 'postsPerMinutePerIp' | 'clientErrorsPerMinutePerIp' | 'otpLimits' | 'corsOrigins' | 'operatorSecret'>
> {
  /** Freezes the seed and the clock at this instant (the clock still moves with `advance`). */
  now?: Date;
  sms?: SmsSender;
  /** How confirmation e-mails leave (default: the console sender and `mailbox`); null: not set up. */
  mail?: MailSender | null;
  /** Share a database with another test server (several instances on one PostgreSQL). */
  databaseUrl?: string;
  /** false leaves the tables empty, for screens' empty states (default true). */
  seed?: boolean;
  /** A built site to serve (tests/support/built-site.ts), pages rendered by its server renderer. */
  distDir?: string;
  /** Where the server's log lines go (default: nowhere). */
  logger?: Logger;
  trustProxy?: AppOptions['trustProxy'];
  /** Where uploads are served from and written to (default: a copy of the repository's server/uploads, removed on close). */
  uploadsDir?: string;
  /** How long a request may take to arrive (REQUEST_TIMEOUT_SECONDS; default 30 s, as in production). */
  requestTimeoutMs?: number;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const testDb: TestDatabase = options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await createTestDatabase();
  const database = await openDatabase({ databaseUrl: testDb.url, poolSize: 4 });
  await prepareDatabase(database, { seed: options.seed ?? true, now: options.now });
  // Staff uploads made by a test land in a copy, never in the repository's demo files.
  const ownUploads = options.uploadsDir ? null : mkdtempSync(join(tmpdir(), 'academy-uploads-'));
  if (ownUploads) cpSync(UPLOADS_DIR, ownUploads, { recursive: true });
  const clock = new TestClock(options.now);
  const inbox = new DevInbox();
  const mailbox = new DevMailbox();
  const app = createApp({
    db: database.db,
    contentVersion: await contentVersionOf(database),
    distDir: options.distDir,
    uploadsDir: options.uploadsDir ?? ownUploads!,
    clock: clock.now,
    otpSecret: await sharedSecret(database.db, 'otp_secret', undefined),
    sms: options.sms ?? new ConsoleSmsSender(inbox, clock.now),
    devInbox: inbox,
    mail: options.mail === null ? undefined : (options.mail ?? new ConsoleMailSender(mailbox, clock.now)),
    devMailbox: mailbox,
    corsOrigins: options.corsOrigins,
    operatorSecret: options.operatorSecret,
    postsPerMinutePerIp: options.postsPerMinutePerIp ?? 100_000,
    clientErrorsPerMinutePerIp: options.clientErrorsPerMinutePerIp ?? 100_000,
    logger: options.logger ?? silentLogger(),
    trustProxy: options.trustProxy,
    // Tests stand in for the push service on 127.0.0.1 (decision 72).
    push: { allowLoopbackHttp: true },
    otpLimits: { perIpPerHour: 100_000, perIpPerDay: 100_000, failuresPerIpPerHour: 100_000, ...options.otpLimits },
  });
  const server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    serverOptions: requestTimeouts(options.requestTimeoutMs ?? 30_000),
  });
  answerClientErrorsWithJson(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    database,
    clock,
    inbox,
    mailbox,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    get: (path, init) => fetch(baseUrl + path, init),
    post: (path, body, headers = {}) =>
      fetch(baseUrl + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopApp(app);
      await database.close();
      await testDb.drop();
      if (ownUploads) rmSync(ownUploads, { recursive: true, force: true });
    },
  };
}
