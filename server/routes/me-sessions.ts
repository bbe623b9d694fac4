/**
 * A student's sessions (issue 21): registering and leaving (idempotent, not for a session that is over),
 * reminders on and off, and one session's .ics. Every route answers for the signed-in student only.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { object } from 'superstruct';
import { ME_PATHS, validateRequest, type SessionKind } from '../../src/contract';
import { icalendar } from '../calendar/icalendar';
import type { SessionStudent } from '../auth/session';
import { pushSubscriptions, sessionRegistrations, sessionReminders } from '../db/schema';
import type { Env, WriteDeps } from '../http/json-post';
import { fail, isId } from '../http/respond';
import { signedIn } from '../me/current';
import { mySession } from '../me/learning';
import { leadsStillAhead } from '../me/reminder-leads';
import { findSession, isSessionKind, sessionPagePath, type ScheduledSession } from '../me/scheduled-sessions';
import { siteOrigin } from '../me/site-origin';

/** These POSTs carry no fields; the body must still be a JSON object (or empty), like every POST's. */
const NoFields = object({});

interface Target {
  student: SessionStudent;
  session: ScheduledSession;
  registration: { id: string; createdAt: Date } | undefined;
}

/** The signed-in student, the session of the path and their registration for it, or the refusal. */
async function target(c: Context<Env>, deps: WriteDeps): Promise<{ ok: true; t: Target } | { ok: false; res: Response }> {
  const me = await signedIn(c, deps);
  if (me.refusal) return { ok: false, res: me.refusal };
  if (c.req.method === 'POST') {
    const checked = validateRequest(NoFields, c.get('body'));
    if (!checked.ok) return { ok: false, res: fail(c, 400, 'Please correct the highlighted fields.', checked.errors) };
  }
  const kind = c.req.param('kind') ?? '';
  const id = c.req.param('id') ?? '';
  if (!isSessionKind(kind)) return { ok: false, res: fail(c, 404, 'Unknown kind of session') };
  if (!isId(id)) return { ok: false, res: fail(c, 400, 'Invalid session id') };
  const session = await findSession(deps.db, kind, id);
  if (!session) return { ok: false, res: fail(c, 404, 'Session not found') };
  const [registration] = await deps.db
    .select({ id: sessionRegistrations.id, createdAt: sessionRegistrations.createdAt })
    .from(sessionRegistrations)
    .where(registrationOf(me.student.studentId, kind, id));
  return { ok: true, t: { student: me.student, session, registration } };
}

const registrationOf = (studentId: string, kind: SessionKind, id: string) =>
  and(eq(sessionRegistrations.studentId, studentId), eq(sessionRegistrations.sessionKind, kind), eq(sessionRegistrations.sessionId, id));

const isOver = (session: ScheduledSession, now: Date) => now.getTime() > session.endsAt.getTime();

export function meSessionRoutes(app: Hono<Env>, deps: WriteDeps) {
  app.post(ME_PATHS.sessionRegistration, (c) => register(c, deps));
  app.delete(ME_PATHS.sessionRegistration, (c) => leave(c, deps));
  app.post(ME_PATHS.sessionReminders, (c) => remindersOn(c, deps));
  app.delete(ME_PATHS.sessionReminders, (c) => remindersOff(c, deps));
  app.get(ME_PATHS.sessionCalendar, (c) => sessionCalendar(c, deps));
}

async function register(c: Context<Env>, deps: WriteDeps) {
  const found = await target(c, deps);
  if (!found.ok) return found.res;
  const { student, session, registration } = found.t;
  const now = deps.clock();
  if (registration) {
    const reminders = (await deps.db.$count(sessionReminders, eq(sessionReminders.registrationId, registration.id))) > 0;
    return c.json({
      success: true,
      message: 'You are already registered.',
      data: mySession(session, registration.createdAt, reminders, now),
    });
  }
  if (isOver(session, now)) return fail(c, 409, 'This session is over; registration has closed.');
  const [row] = await deps.db
    .insert(sessionRegistrations)
    .values({ studentId: student.studentId, sessionKind: session.kind, sessionId: session.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ createdAt: sessionRegistrations.createdAt });
  // A concurrent click registered first: the same outcome, said the same way.
  const status = row ? 201 : 200;
  return c.json({ success: true, message: 'You are registered.', data: mySession(session, row?.createdAt ?? now, false, now) }, status);
}

async function leave(c: Context<Env>, deps: WriteDeps) {
  const found = await target(c, deps);
  if (!found.ok) return found.res;
  const { student, session, registration } = found.t;
  if (registration && isOver(session, deps.clock())) return fail(c, 409, 'This session is over; it stays in your history.');
  // Its reminders go with it (ON DELETE CASCADE): none is ever sent for a session the student left.
  await deps.db.delete(sessionRegistrations).where(registrationOf(student.studentId, session.kind, session.id));
  return c.json({ success: true, message: 'You are no longer registered.', data: { registered: false } });
}

async function remindersOn(c: Context<Env>, deps: WriteDeps) {
  const found = await target(c, deps);
  if (!found.ok) return found.res;
  const { student, session, registration } = found.t;
  if (!registration) return fail(c, 409, 'Register for this session first.');
  const leads = leadsStillAhead(session.startsAt, deps.clock());
  if (!leads.length) return fail(c, 409, 'This session starts in less than an hour: it is too late for a reminder.');
  await deps.db
    .insert(sessionReminders)
    .values(leads.map((l) => ({ registrationId: registration.id, leadMinutes: l.leadMinutes, staleMinutes: l.staleMinutes })))
    .onConflictDoNothing();
  const devices = await deps.db.$count(pushSubscriptions, eq(pushSubscriptions.studentId, student.studentId));
  return c.json({
    success: true,
    message: 'We will remind you a day before and an hour before.',
    data: { reminders: true, leadsMinutes: leads.map((l) => l.leadMinutes), devices },
  });
}

async function remindersOff(c: Context<Env>, deps: WriteDeps) {
  const found = await target(c, deps);
  if (!found.ok) return found.res;
  const { registration } = found.t;
  if (registration) {
    await deps.db
      .delete(sessionReminders)
      .where(and(eq(sessionReminders.registrationId, registration.id), isNull(sessionReminders.sentAt)));
  }
  return c.json({ success: true, message: 'Reminders are off for this session.', data: { reminders: false } });
}

async function sessionCalendar(c: Context<Env>, deps: WriteDeps) {
  const found = await target(c, deps);
  if (!found.ok) return found.res;
  const { session, registration } = found.t;
  if (!registration) return fail(c, 404, 'You are not registered for this session.');
  const pageUrl = siteOrigin(c, deps.trustProxy) + sessionPagePath(session.kind, session.id);
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${session.kind}-${session.id}.ics"`);
  return c.body(icalendar([{ session, pageUrl }], deps.clock()));
}
