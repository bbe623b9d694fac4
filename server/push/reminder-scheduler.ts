/**
 * Sends the reminders students asked for (issue 21, decision 72). Every instance runs one; each tick
 * claims due rows in one statement (`FOR UPDATE SKIP LOCKED`, then a lease in `claimed_until`), so two
 * instances never take the same row; a claimed reminder is sent to each of the student's devices and
 * then marked sent. An instance that dies mid-send leaves a lease that runs out, and another one sends
 * it again under the same push Topic, which the push service collapses.
 */
import { eq, sql } from 'drizzle-orm';
import type { SessionKind } from '../../src/contract';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { sessionReminders } from '../db/schema';
import type { Logger } from '../log';
import { sessionPagePath } from '../me/scheduled-sessions';
import { reminderPayload } from './reminder-payload';
import { pushToStudent } from './student-devices';
import { PeriodicJob } from '../jobs/periodic';
import type { VapidKeyStore } from './vapid-keys';

export interface ReminderSchedulerOptions {
  db: Db;
  clock: () => Date;
  vapid: VapidKeyStore;
  /** VAPID_SUBJECT: how a push service reaches the operator. */
  subject: string;
  allowLoopbackHttp: boolean;
  logger: Logger;
  intervalMs?: number;
  /** How long a claim holds before another instance may take the reminder over. */
  leaseMs?: number;
  batch?: number;
}

export interface ClaimedReminder {
  id: string;
  leadMinutes: number;
  studentId: string;
  kind: SessionKind;
  sessionId: string;
  title: string;
  startsAt: Date;
}

const DEFAULT_INTERVAL_MS = 30_000;
const DEFAULT_LEASE_MS = 5 * 60_000;

export class ReminderScheduler extends PeriodicJob {
  constructor(private readonly options: ReminderSchedulerOptions) {
    super({ everyMs: options.intervalMs ?? DEFAULT_INTERVAL_MS, logger: options.logger, failure: 'sending reminders failed' });
  }

  /** One pass: claims what is due now and sends it; answers how many reminders were completed. */
  protected async pass(): Promise<number> {
    let done = 0;
    for (;;) {
      const claimed = await claimDueReminders(
        this.options.db,
        this.options.clock(),
        this.options.leaseMs ?? DEFAULT_LEASE_MS,
        this.options.batch ?? 20,
      );
      if (!claimed.length) return done;
      for (const reminder of claimed) if (await this.deliver(reminder)) done += 1;
    }
  }

  /** Sends one reminder to every device of its student; true once it is finished (sent, or nowhere to send). */
  private async deliver(reminder: ClaimedReminder): Promise<boolean> {
    const { db, clock } = this.options;
    const ttlSeconds = Math.max(60, Math.floor((reminder.startsAt.getTime() - clock().getTime()) / 1000));
    const payload = JSON.stringify(reminderPayload(reminder, sessionPagePath(reminder.kind, reminder.sessionId)));
    const outcomes = await pushToStudent(this.options, reminder.studentId, { payload, ttlSeconds, topic: reminder.id.replace(/-/g, '') });
    // Only a reminder that reached no device and may still reach one is kept for the next pass.
    const keep = outcomes.includes('retry') && !outcomes.includes('delivered');
    if (keep) return false;
    await db.update(sessionReminders).set({ sentAt: clock() }).where(eq(sessionReminders.id, reminder.id));
    return true;
  }
}

/**
 * Claims up to `batch` reminders that are due at `now` (due: `lead` minutes before the start; still worth
 * sending until `stale` minutes before it), of published sessions, not sent and not under another
 * instance's lease. Locked rows are skipped, so concurrent claimers each get different rows.
 */
export async function claimDueReminders(db: Db, now: Date, leaseMs: number, batch: number): Promise<ClaimedReminder[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    with sessions as (
      select 'event'::text as kind, id, title, starts_at from events where published
      union all select 'webinar', id, title, starts_at from webinars where published
      union all select 'workshop', id, title, starts_at from workshops where published
      union all select 'internship-session', id, title, starts_at from internship_sessions where published
    ),
    due as (
      select r.id, g.student_id, g.session_kind, g.session_id, s.title, s.starts_at
      from session_reminders r
      join session_registrations g on g.id = r.registration_id
      join sessions s on s.kind = g.session_kind and s.id = g.session_id
      where r.sent_at is null
        and (r.claimed_until is null or r.claimed_until < ${now})
        and s.starts_at - make_interval(mins => r.lead_minutes) <= ${now}
        and ${now} < s.starts_at - make_interval(mins => r.stale_minutes)
      order by s.starts_at
      limit ${batch}
      for update of r skip locked
    )
    update session_reminders r set claimed_until = ${leaseEnd}
    from due
    where r.id = due.id
    returning r.id, r.lead_minutes, due.student_id, due.session_kind, due.session_id, due.title, due.starts_at`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: String(row.id),
    leadMinutes: Number(row.lead_minutes),
    studentId: String(row.student_id),
    kind: row.session_kind as SessionKind,
    sessionId: String(row.session_id),
    title: String(row.title),
    startsAt: new Date(row.starts_at as string | Date),
  }));
}
