/**
 * The whole HTTP surface on one origin: `/api/*`, `/uploads/*`, and the built PWA with SPA fallback.
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { extname } from 'node:path';
import { API_BASE, UPLOADS_ROOT } from '../src/contract';
import { FIRST_RESPONSE_HOURS } from '../src/contract/leads';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from './auth/otp';
import type { DevInbox, SmsSender } from './auth/sms';
import type { Db } from './db/client';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db/unavailable';
import { jsonBodies, type Env, type WriteDeps } from './http/json-post';
import { isAbortedRequest } from './http/client-errors';
import { maskPathTokens } from './http/log-scrub';
import { fail } from './http/respond';
import { REQUEST_ID_HEADER, requestLog, type LogEnv } from './http/request-log';
import { isSiteFile } from './http/site-files';
import { pendingMigrations } from './db/migrate';
import { createLogger, type Logger } from './log';
import { sameOriginWrites } from './http/same-origin-writes';
import { pageFormRoutes } from './http/page-forms';
import { securityHeaders } from './http/security-headers';
import { startScriptHash } from './http/start-script-hash';
import { PageRenderer, type PageRendererOptions } from './http/page-renderer';
import { sendFile, StaticFolder } from './http/static-files';
import { PolledContentVersion, readContentVersion, type ContentVersion } from './reads/content-version';
import { ReadCache } from './reads/read-cache';
import { readRoutes } from './reads/read-routes';
import { authRoutes } from './routes/auth';
import { catalogueReads } from './routes/catalogue';
import { clientErrorRoutes } from './routes/client-errors';
import { sessionReads } from './routes/sessions';
import { staffRoutes } from './routes/staff/route-table';
import { submissionRoutes } from './routes/submissions';
import { calendarFeedRoutes } from './routes/calendar-feed';
import { meRoutes } from './routes/me';
import { operatorRoutes } from './routes/operator';
import { emailConfirmationRoutes } from './routes/email-confirmation';
import type { DevMailbox, MailSender } from './mail/mail-sender';
import { meEnrolmentRoutes } from './routes/me-enrolments';
import { meSessionRoutes } from './routes/me-sessions';
import { coursePackRoutes } from './routes/course-pack';
import { inPackFolder, packFolderRefusal } from './course-pack/pack-folders';
import { pushRoutes } from './routes/push';
import { seoRoutes } from './routes/seo';
import { VapidKeyStore } from './push/vapid-keys';

export interface AppOptions {
  db: Db;
  /**
   * Where the content version comes from (server/reads/content-version.ts: `contentVersionOf(database)`);
   * by default the version row is read for each burst of requests, which is right on any database.
   */
  contentVersion?: ContentVersion;
  /** Folder of the built PWA; when absent only the API and uploads are served. */
  distDir?: string;
  uploadsDir: string;
  clock?: () => Date;
  otpSecret: string;
  sms: SmsSender;
  /** Present outside production only: the codes the console sender "sent". */
  devInbox?: DevInbox;
  /** How e-mail confirmation codes are sent; absent, confirming an e-mail answers 503 (decision 92). */
  mail?: MailSender;
  /** Present outside production only: the messages the console mail sender "sent". */
  devMailbox?: DevMailbox;
  /** Origins allowed to call the API from another site; the PWA itself is same-origin and needs none. */
  corsOrigins?: string[];
  /** Number of trusted proxies in front of the server (TRUST_PROXY); 0 by default. */
  trustProxy?: number;
  postsPerMinutePerIp?: number;
  /** Browser error reports per client address per minute (default 10; tests that send many raise it). */
  clientErrorsPerMinutePerIp?: number;
  otpLimits?: Partial<OtpLimits>;
  /**
   * The secret of the server's note while this server holds the PGlite folder: enables
   * POST /api/operator/admin-tokens, where `npm run admin` gets its admin token (decision 120).
   */
  operatorSecret?: string;
  /**
   * Keep server-rendered pages until the content or the phase of the clock changes (default true);
   * false renders every request, to measure a cold render (PAGE_CACHE=0).
   */
  pageCache?: boolean;
  /** Threads that render pages (default: one per core, at most four). */
  renderThreads?: number;
  /** SITE_URL: the public origin pages, the sitemap and robots.txt name (default: the origin each request reached). */
  siteUrl?: string;
  /** Where request lines and errors go (default: JSON lines on standard output). */
  logger?: Logger;
  /**
   * Web Push (issue 21): the VAPID key pair's store (default: read or made in the database on first use),
   * and whether subscriptions may name plain http on loopback (outside production only, decision 72).
   */
  push?: { vapid?: VapidKeyStore; allowLoopbackHttp?: boolean };
  /** Leads (issue 39): the first-response target in working hours (LEAD_FIRST_RESPONSE_HOURS, default 24). */
  leads?: { firstResponseHours?: number };
}

const DATABASE_AWAY = 'The service is briefly unavailable. Please try again in a few seconds.';

/** Files whose name never changes between releases must be revalidated on every load. */
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest']);

export function createApp(options: AppOptions) {
  const clock = options.clock ?? (() => new Date());
  const app = new Hono<LogEnv>();
  const logger = options.logger ?? createLogger();

  app.use(requestLog(logger));
  app.onError((err, c) => {
    // Logged by the request line as the 408 the client was sent (server/http/client-errors.ts).
    if (isAbortedRequest(err)) return fail(c, 408, 'Request Timeout');
    const requestId = c.get('requestId');
    c.header(REQUEST_ID_HEADER, requestId);
    // The database away (stopped, restarting, unreachable) is a wait, not a fault: 503, and when to ask again.
    if (isDatabaseUnavailable(err)) {
      logger.warn({ reqId: requestId, method: c.req.method, path: maskPathTokens(c.req.path), err }, 'database unavailable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ success: false, message: DATABASE_AWAY, requestId }, 503);
    }
    logger.error({ reqId: requestId, method: c.req.method, path: maskPathTokens(c.req.path), err }, 'unhandled error');
    return c.json({ success: false, message: 'Something went wrong', requestId }, 500);
  });
  app.use(securityHeaders(startScriptHash(options.distDir)));
  healthRoutes(app, options.db, logger);

  const deps: WriteDeps = {
    db: options.db,
    clock,
    trustProxy: options.trustProxy ?? 0,
    postsPerMinutePerIp: options.postsPerMinutePerIp ?? 60,
    leads: { firstResponseHours: options.leads?.firstResponseHours ?? FIRST_RESPONSE_HOURS, mailEnabled: Boolean(options.mail) },
  };
  // One read cache for the API and the pages: both answer from the same ready answers (decision 53).
  const version = options.contentVersion ?? new PolledContentVersion(() => readContentVersion(options.db));
  const reads = new ReadCache({ ...catalogueReads(options.db), ...sessionReads(options.db) }, version);
  app.route(API_BASE, apiRoutes(options, deps, reads, logger));
  uploadRoutes(app, options.uploadsDir, options.db, clock);
  seoRoutes(app, { db: options.db, siteUrl: options.siteUrl, trustProxy: deps.trustProxy });
  if (options.distDir) {
    const pages = siteRoutes(app, options.distDir, deps.trustProxy, {
      reads,
      clock,
      cache: options.pageCache,
      threads: options.renderThreads,
      logger,
      siteUrl: options.siteUrl,
      trustProxy: deps.trustProxy,
    });
    // Started with the server, so that the first visitor does not wait for them.
    void pages.renderer();
    stoppers.set(app, () => pages.close());
  }
  return app;
}

/** What an app runs beside its requests (the render threads), by app. */
const stoppers = new WeakMap<object, () => Promise<void>>();

/** Stops what the app runs beside its requests: for shutdown, and for tests that start many servers. */
export async function stopApp(app: object): Promise<void> {
  await stoppers.get(app)?.();
}

/** For a load balancer: alive (the process answers) and ready (the database answers, schema current). */
function healthRoutes(app: Hono<LogEnv>, db: Db, logger: Logger) {
  app.get('/healthz', (c) => c.json({ success: true, data: { status: 'alive' } }));
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const pending = await pendingMigrations(db);
      if (pending > 0) return fail(c, 503, `${pending} database migration(s) not applied yet`);
      return c.json({ success: true, data: { status: 'ready' } });
    } catch (err) {
      logger.warn({ err }, 'readiness check failed');
      return fail(c, 503, 'Database not reachable');
    }
  });
}

/**
 * Everything under /api: the public reads, which come as ready bytes (compressed, tagged, with their
 * CORS headers); then CORS, body checks, compression and ETags around every other handler.
 */
function apiRoutes(options: AppOptions, deps: WriteDeps, reads: ReadCache, logger: Logger) {
  const allowedOrigins = new Set(options.corsOrigins ?? []);

  const api = new Hono<Env>();
  // Before any route that writes: a cookie-authenticated write must come from the academy's own pages.
  api.use(sameOriginWrites(deps.trustProxy, allowedOrigins));
  // Every answer but the public reads may depend on who asks: no shared cache may keep it (docs/SECURITY.md).
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
  });
  // First, before CORS: the reads write their own CORS headers (server/reads/read-routes.ts says why).
  readRoutes(api, reads, deps.clock, allowedOrigins);
  api.use(
    cors({
      origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST'],
      allowHeaders: ['Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    }),
  );
  // Before the POST middleware: staff routes read their own bodies (larger JSON, uploads) behind the role check.
  staffRoutes(api, {
    db: options.db,
    clock: deps.clock,
    uploadsDir: options.uploadsDir,
    allowLoopbackHttp: options.push?.allowLoopbackHttp,
  });
  api.use(...jsonBodies(deps));
  api.use(compress());
  api.use(etag());
  authRoutes(api, {
    ...deps,
    sms: options.sms,
    devInbox: options.devInbox,
    otpSecret: options.otpSecret,
    otpLimits: { ...DEFAULT_OTP_LIMITS, ...options.otpLimits },
    logger,
  });
  submissionRoutes(api, deps);
  meRoutes(api, deps);
  emailConfirmationRoutes(api, { ...deps, mail: options.mail, secret: options.otpSecret, devMailbox: options.devMailbox });
  meSessionRoutes(api, deps);
  meEnrolmentRoutes(api, deps);
  coursePackRoutes(api, { db: options.db, clock: deps.clock, uploadsDir: options.uploadsDir });
  calendarFeedRoutes(api, deps);
  pushRoutes(api, {
    ...deps,
    vapid: options.push?.vapid ?? new VapidKeyStore(options.db),
    endpointRule: { allowLoopbackHttp: options.push?.allowLoopbackHttp ?? false },
  });
  clientErrorRoutes(api, logger, options.clientErrorsPerMinutePerIp);
  if (options.operatorSecret) operatorRoutes(api, options.db, options.operatorSecret, deps.clock);
  api.all('*', (c) => fail(c, 404, 'Not found'));
  return api;
}

function uploadRoutes(app: Hono<LogEnv>, uploadsDir: string, db: Db, clock: () => Date) {
  const uploads = new StaticFolder(uploadsDir);
  app.on(['GET', 'HEAD'], `${UPLOADS_ROOT}*`, async (c) => {
    // Hidden names (an upload's temporary file, left by a killed process) are never served.
    const full = uploads.resolveVisible(c.req.path.slice(UPLOADS_ROOT.length - 1));
    // Notes' PDFs and lesson videos are the course pack's: its own paths decide who gets them (decision 160).
    const pack = full !== null && inPackFolder(uploadsDir, full);
    const refusal = pack && (await packFolderRefusal(c, db, clock()));
    if (refusal) return refusal;
    const file = full && (await uploads.load(full));
    if (!file) return fail(c, 404, 'File not found');
    return sendFile(c, file, pack ? 'private, no-store' : 'public, max-age=86400', pack ? { varyAlso: ['Cookie'] } : {});
  });
}

/** The built PWA: its files, and for a client route its server-rendered page (or else the app shell). */
function siteRoutes(app: Hono<LogEnv>, distDir: string, trustProxy: number, render: Omit<PageRendererOptions, 'site'>) {
  const site = new StaticFolder(distDir);
  const pages = new PageRenderer({ site, ...render });
  // A page's form posted before its app runs (decision 126).
  pageFormRoutes(app, pages, trustProxy);
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = c.req.path;
    const full = site.resolve(path);
    if (!full) return fail(c, 400, 'Bad path');
    const rel = full.slice(site.root.length);
    // Only the site's own files: the server renderer, Vite's manifest and the build hash stay private.
    const file = path === '/' || !isSiteFile(rel) ? null : await site.load(full);
    if (file) {
      const cache = rel.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : ALWAYS_REVALIDATE.has(rel)
          ? 'no-cache'
          : 'public, max-age=3600';
      return sendFile(c, file, cache);
    }
    // A client route (no file extension) gets its page rendered, or else the app shell; a missing
    // asset stays a 404.
    if (extname(path) === '' && !path.startsWith('/ssr/') && !rel.split('/').some((part) => part.startsWith('.'))) {
      const page = await pages.respond(c);
      if (page) return page;
      const shell = await site.load(site.resolve('/index.html')!);
      if (shell) return sendFile(c, shell, 'no-cache');
    }
    return c.text('Not found', 404);
  });
  return pages;
}
