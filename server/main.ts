/** Starts the API and the built PWA on one port, with the embedded database unless DATABASE_URL is set. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { newOperatorSecret, removeServerNote, writeServerNote } from './operator/server-note';
import { createApp, stopApp } from './app';
import { ConsoleSmsSender, DevInbox, HttpSmsSender, type SmsSender } from './auth/sms';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { acquireDataLockOrExit } from './db/data-lock';
import { identityOf } from './db/process-identity';
import { makeFolderPrivate } from './db/private-folder';
import { prepareDatabase } from './db/migrate';
import { contentVersionOf } from './reads/content-version';
import { sharedSecret } from './db/secrets';
import { schedulePruning, sweepUploadLeftovers } from './maintenance';
import { releaseOrphanedKeys } from './http/idempotency';
import { answerClientErrorsWithJson, requestTimeouts } from './http/client-errors';
import { createLogger } from './log';
import { ConsoleMailSender, DevMailbox, SmtpMailSender, type MailSender } from './mail/mail-sender';
import { ReminderScheduler } from './push/reminder-scheduler';
import { WaitlistScheduler } from './batches/waitlist-scheduler';
import { LeadDigestScheduler } from './leads/digest';
import { OutboundDispatcher, releaseOrphanedClaims } from './leads/outbound-dispatcher';
import { VapidKeyStore } from './push/vapid-keys';

const config = readConfig();
const logger = createLogger();
/** The PGlite folder holds secrets and personal data: this server's user alone may read it (decision 95). */
function keepDataFolderPrivate() {
  const { stillOpen } = makeFolderPrivate(config.dataDir);
  if (stillOpen.length === 0) return;
  logger.warn(
    { dataDir: config.dataDir, count: stillOpen.length, stillOpen: stillOpen.slice(0, 5) },
    `${config.dataDir} could not be made private to this server's user: other accounts on this machine may read ` +
      "the OTP secret, the VAPID key and students' data. Give the folder to this user (chown) or choose another DATA_DIR.",
  );
}

if (!config.databaseUrl) keepDataFolderPrivate();
const dataLock = config.databaseUrl ? undefined : acquireDataLockOrExit(config.dataDir, (message) => logger.fatal(message));
process.once('exit', () => dataLock?.release());
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
await prepareDatabase(database, { seed: true });
// Again for the files PGlite has just made (0666 whatever the umask); later ones are inside a 0700 folder.
if (!config.databaseUrl) keepDataFolderPrivate();
if (database.kind === 'pglite') {
  const orphans = await releaseOrphanedKeys(database.db);
  if (orphans) logger.warn({ orphans }, 'released idempotency keys left in flight by the previous process');
  const claims = await releaseOrphanedClaims(database.db);
  if (claims) logger.warn({ claims }, 'outbound messages the previous process was sending will be sent again');
}

// Uploads cut short by a kill -9 leave temporary files; they are never served, and removed here.
const leftovers = await sweepUploadLeftovers(config.uploadsDir);
if (leftovers) logger.warn({ leftovers }, 'removed temporary upload files left by a killed process');

const distDir = existsSync(join(config.distDir, 'index.html')) ? config.distDir : undefined;
if (!distDir) logger.warn(`no built PWA in ${config.distDir}: serving the API only (run "npm run build")`);

let sms: SmsSender;
let devInbox: DevInbox | undefined;
if (config.smsGatewayUrl) {
  sms = new HttpSmsSender(config.smsGatewayUrl, config.smsGatewayToken);
} else if (config.production) {
  logger.fatal('NODE_ENV=production needs SMS_GATEWAY_URL (and SMS_GATEWAY_TOKEN) to send login codes');
  process.exit(1);
} else {
  devInbox = new DevInbox();
  sms = new ConsoleSmsSender(devInbox, () => new Date());
}

// E-mail confirmation codes (decision 92): SMTP when configured; the console and a dev mailbox outside
// production; in production without SMTP, confirming an e-mail says it is not set up (staff by mobile still work).
let mail: MailSender | undefined;
let devMailbox: DevMailbox | undefined;
if (config.smtpUrl) {
  mail = new SmtpMailSender(config.smtpUrl, config.mailFrom);
} else if (config.production) {
  logger.warn('no SMTP_URL: staff invited by e-mail cannot confirm their address until it is set');
} else {
  devMailbox = new DevMailbox();
  mail = new ConsoleMailSender(devMailbox, () => new Date());
}

// On PGlite only this process may open the data folder, so `npm run admin` gets its admin token from this
// server, with the secret of the note it leaves in the folder (decision 120).
const operatorSecret = database.kind === 'pglite' ? newOperatorSecret() : undefined;

// Made at the first start and kept in the database (issue 21), so every instance signs with one pair.
const vapid = new VapidKeyStore(database.db);
await vapid.get();
// Plain-http push endpoints on loopback are for tests and development only (decision 72).
const allowLoopbackHttp = !config.production;

const app = createApp({
  db: database.db,
  contentVersion: await contentVersionOf(database),
  distDir,
  uploadsDir: config.uploadsDir,
  otpSecret: await sharedSecret(database.db, 'otp_secret', config.otpSecret),
  sms,
  devInbox,
  mail,
  devMailbox,
  corsOrigins: config.corsOrigins,
  trustProxy: config.trustProxy,
  postsPerMinutePerIp: config.postsPerMinutePerIp,
  otpLimits: config.otpLimits,
  pageCache: config.pageCache,
  siteUrl: config.siteUrl,
  renderThreads: config.renderThreads,
  operatorSecret,
  logger,
  push: { vapid, allowLoopbackHttp },
  leads: { firstResponseHours: config.leadFirstResponseHours },
});
const stopPruning = schedulePruning(database.db, () => new Date(), logger);
const reminders = new ReminderScheduler({
  db: database.db,
  clock: () => new Date(),
  vapid,
  subject: config.vapidSubject,
  allowLoopbackHttp,
  logger,
});
reminders.start();
// Waitlist offers (issue 38): lapsed offers move on, free seats are offered, and each offer is told once.
const waitlists = new WaitlistScheduler({
  db: database.db,
  clock: () => new Date(),
  vapid,
  subject: config.vapidSubject,
  allowLoopbackHttp,
  logger,
  sms,
  siteUrl: config.siteUrl,
});
waitlists.start();
// Webhook events, acknowledgements and staff's texts to leads (issue 39): the server's own outbox.
const outbound = new OutboundDispatcher({
  db: database.db,
  clock: () => new Date(),
  sms,
  mail,
  allowLoopbackHttp,
  logger,
  leaseMs: config.outboundLeaseMs,
});
outbound.start();
const digests = new LeadDigestScheduler({
  db: database.db,
  clock: () => new Date(),
  vapid,
  subject: config.vapidSubject,
  allowLoopbackHttp,
  logger,
});
digests.start();
const serverOptions = requestTimeouts(config.requestTimeoutMs);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions }, (info: AddressInfo) => {
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  logger.info({ database: database.kind }, `database: ${where}`);
  if (operatorSecret) writeServerNote(config.dataDir, { ...identityOf(), port: info.port, operatorSecret });
  logger.info({ port: info.port }, `listening on http://localhost:${info.port}`);
});

answerClientErrorsWithJson(server);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  stopPruning();
  await reminders.stop();
  await waitlists.stop();
  await outbound.stop();
  await digests.stop();
  if (operatorSecret) removeServerNote(config.dataDir);
  server.close();
  await stopApp(app);
  await database.close();
  dataLock?.release();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
