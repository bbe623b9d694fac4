/**
 * The private calendar feed (issue 21, decision 71): POST makes a new secret URL (the old one stops at
 * once), DELETE revokes it, and GET /api/calendar/<token>.ics answers the owner's registered sessions (and
 * the classes of their batches, issue 38) to
 * whoever holds the URL, with no cookie (calendar apps have none). Only the token's SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { API_BASE, ME_PATHS, pathTo } from '../../src/contract';
import { classSchedulesOf } from '../batches/class-schedules';
import { icalendar } from '../calendar/icalendar';
import { calendarFeeds, sessionRegistrations } from '../db/schema';
import type { Env, WriteDeps } from '../http/json-post';
import { fail, ok } from '../http/respond';
import { signedIn } from '../me/current';
import { loadSessions, sessionPagePath } from '../me/scheduled-sessions';
import { siteOrigin } from '../me/site-origin';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes in base64url: 43 characters, nothing else is a token. */
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export function calendarFeedRoutes(app: Hono<Env>, deps: WriteDeps) {
  app.post(ME_PATHS.calendarFeed, async (c) => {
    const me = await signedIn(c, deps);
    if (me.refusal) return me.refusal;
    const token = randomBytes(32).toString('base64url');
    const now = deps.clock();
    await deps.db
      .insert(calendarFeeds)
      .values({ studentId: me.student.studentId, tokenHash: hashToken(token), createdAt: now })
      .onConflictDoUpdate({ target: calendarFeeds.studentId, set: { tokenHash: hashToken(token), createdAt: now } });
    const path = API_BASE + pathTo(ME_PATHS.calendarFeedFile, { file: `${token}.ics` });
    return c.json(
      {
        success: true,
        message: 'Your calendar link is ready. Any earlier link no longer works.',
        data: { url: siteOrigin(c, deps.trustProxy) + path, path, createdAt: now.toISOString() },
      },
      201,
    );
  });

  app.delete(ME_PATHS.calendarFeed, async (c) => {
    const me = await signedIn(c, deps);
    if (me.refusal) return me.refusal;
    await deps.db.delete(calendarFeeds).where(eq(calendarFeeds.studentId, me.student.studentId));
    return ok(c, { revoked: true });
  });

  app.get(ME_PATHS.calendarFeedFile, async (c) => {
    const token = TOKEN_FILE.exec(c.req.param('file') ?? '')?.[1];
    // One answer for a malformed, unknown or revoked token: the URL alone is the secret.
    const [feed] = token
      ? await deps.db
          .select()
          .from(calendarFeeds)
          .where(eq(calendarFeeds.tokenHash, hashToken(token)))
      : [];
    if (!feed) return fail(c, 404, 'This calendar link does not exist or was replaced.');
    const refs = await deps.db
      .select({ kind: sessionRegistrations.sessionKind, id: sessionRegistrations.sessionId })
      .from(sessionRegistrations)
      .where(eq(sessionRegistrations.studentId, feed.studentId));
    const origin = siteOrigin(c, deps.trustProxy);
    const sessions = await loadSessions(deps.db, refs);
    const classes = await classSchedulesOf(deps.db, feed.studentId, origin);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Cache-Control', 'private, no-cache');
    c.header('Referrer-Policy', 'no-referrer');
    return c.body(
      icalendar(
        sessions.map((session) => ({ session, pageUrl: origin + sessionPagePath(session.kind, session.id) })),
        deps.clock(),
        'CodeSmart Academy: my sessions',
        classes,
      ),
    );
  });
}
