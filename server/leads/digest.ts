/**
 * Each owner's daily digest of leads to follow up (issue 39, decision 152): on a working day, from the
 * academy's opening (9AM India time), one Web Push to each of the owner's devices — "3 follow-ups due today,
 * 2 overdue" — opening the console's leads. Exactly once per owner and day across instances: the
 * (owner, day) row of `lead_digests` is claimed by one conditional upsert, as reminders are claimed
 * (decision 72); a claim whose instance died runs out and is taken over. An owner's devices are those of
 * the person who proves the owner's identifier (their mobile number, or the e-mail they confirmed).
 */
import { and, desc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { CLOSED_STATUSES } from '../../src/contract/leads';
import { indiaDay, isWorkingTime } from '../../src/contract/working-hours';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { leadDigests, leads, pushSubscriptions, staffMembers, students } from '../db/schema';
import { PeriodicJob } from '../jobs/periodic';
import type { Logger } from '../log';
import { MAX_PUSH_DEVICES, pushEndpointProblem } from '../push/push-endpoint';
import { sendPush, type PushOutcome } from '../push/push-sender';
import type { VapidKeyStore } from '../push/vapid-keys';

export interface DigestOptions {
  db: Db;
  clock: () => Date;
  vapid: VapidKeyStore;
  subject: string;
  allowLoopbackHttp: boolean;
  logger: Logger;
  intervalMs?: number;
  leaseMs?: number;
}

export interface DigestCounts {
  dueToday: number;
  overdue: number;
}

/** The console's leads, where the digest's notification opens. */
export const DIGEST_URL = '/staff#leads';

/** Midnight at the end of the India-time day `day` (`YYYY-MM-DD`): 18:30 UTC of that date. */
const endOfIndiaDay = (day: string) => new Date(`${day}T18:30:00.000Z`);

export function digestText(counts: DigestCounts): { title: string; body: string } {
  const parts = [];
  if (counts.dueToday) parts.push(`${counts.dueToday} follow-up${counts.dueToday === 1 ? '' : 's'} due today`);
  if (counts.overdue) parts.push(`${counts.overdue} overdue`);
  return { title: 'Your leads today', body: `${parts.join(', ')}. Tap to open the console.` };
}

/** An owner's open leads that need them today: a follow-up before tonight, or a first reply already late. */
export async function digestCounts(db: Db, ownerId: string, now: Date): Promise<DigestCounts> {
  const tonight = endOfIndiaDay(indiaDay(now));
  const result = await db.execute(sql`
    select
      count(*) filter (where ${leads.nextFollowUpAt} >= ${now} and ${leads.nextFollowUpAt} < ${tonight})::int as due_today,
      count(*) filter (where ${leads.nextFollowUpAt} < ${now} or (${leads.firstRespondedAt} is null and ${leads.firstResponseDueAt} < ${now}))::int as overdue
    from ${leads}
    where ${leads.ownerId} = ${ownerId} and ${leads.mergedInto} is null and ${leads.status} not in ('enrolled', 'lost')`);
  const row = rowsOf<{ due_today: number; overdue: number }>(result)[0];
  return { dueToday: row?.due_today ?? 0, overdue: row?.overdue ?? 0 };
}

export class LeadDigestScheduler extends PeriodicJob {
  constructor(private readonly options: DigestOptions) {
    super({ everyMs: options.intervalMs ?? 60_000, logger: options.logger, failure: 'sending lead digests failed' });
  }

  /** One pass: the digests due now, each claimed and sent once; answers how many were sent. */
  protected async pass(): Promise<number> {
    const now = this.options.clock();
    if (!isWorkingTime(now)) return 0;
    const day = indiaDay(now);
    let sent = 0;
    for (const ownerId of await ownersWithWork(this.options.db, now)) {
      if (!(await claimDigest(this.options.db, ownerId, day, now, this.options.leaseMs ?? 5 * 60_000))) continue;
      if (await this.send(ownerId, day, now)) sent += 1;
    }
    return sent;
  }

  /** Sends one owner's digest to their devices; done (marked sent) unless every device asked to be tried again. */
  private async send(ownerId: string, day: string, now: Date): Promise<boolean> {
    const { db } = this.options;
    const counts = await digestCounts(db, ownerId, now);
    const devices = await ownerDevices(db, ownerId);
    const payload = JSON.stringify({ ...digestText(counts), url: DIGEST_URL, tag: `lead-digest-${day}` });
    const outcomes = await Promise.all(devices.map((device) => this.sendTo(device, payload, day)));
    if (outcomes.length && outcomes.every((o) => o === 'retry')) return false;
    await db
      .update(leadDigests)
      .set({ sentAt: now })
      .where(and(eq(leadDigests.staffId, ownerId), eq(leadDigests.day, day)));
    return outcomes.includes('delivered');
  }

  private async sendTo(device: typeof pushSubscriptions.$inferSelect, payload: string, day: string): Promise<PushOutcome> {
    const { subject, allowLoopbackHttp, logger, db } = this.options;
    if (pushEndpointProblem(device.endpoint, { allowLoopbackHttp })) return 'gone';
    try {
      const keys = await this.options.vapid.get();
      const outcome = await sendPush(
        device,
        { payload, ttlSeconds: 12 * 3_600, topic: `leaddigest${day.replace(/-/g, '')}` },
        { ...keys, subject },
      );
      if (outcome === 'gone') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      return outcome;
    } catch (err) {
      logger.warn({ err, subscription: device.id }, 'a push subscription could not be used');
      return 'refused';
    }
  }
}

/** Owners with an open lead needing them before tonight. */
async function ownersWithWork(db: Db, now: Date): Promise<string[]> {
  const tonight = endOfIndiaDay(indiaDay(now));
  const rows = await db
    .selectDistinct({ ownerId: leads.ownerId })
    .from(leads)
    .where(
      and(
        isNotNull(leads.ownerId),
        isNull(leads.mergedInto),
        notInArray(leads.status, [...CLOSED_STATUSES]),
        or(lt(leads.nextFollowUpAt, tonight), and(isNull(leads.firstRespondedAt), lt(leads.firstResponseDueAt, now))),
      ),
    );
  return rows.map((r) => r.ownerId!).filter(Boolean);
}

/**
 * Takes today's digest of one owner: true for exactly one caller, whichever instance, until it is sent (a
 * claim left by a dead instance runs out after `leaseMs`).
 */
export async function claimDigest(db: Db, ownerId: string, day: string, now: Date, leaseMs: number): Promise<boolean> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    insert into lead_digests (staff_id, day, claimed_until) values (${ownerId}, ${day}, ${leaseEnd})
    on conflict (staff_id, day) do update set claimed_until = excluded.claimed_until
      where lead_digests.sent_at is null and (lead_digests.claimed_until is null or lead_digests.claimed_until < ${now})
    returning staff_id`);
  return rowsOf(result).length === 1;
}

/** The push devices of whoever proves the owner's identifier: their mobile number, or the e-mail they confirmed. */
async function ownerDevices(db: Db, ownerId: string) {
  const [owner] = await db.select().from(staffMembers).where(eq(staffMembers.id, ownerId));
  if (!owner) return [];
  const people = await db
    .select({ id: students.id })
    .from(students)
    .where(owner.kind === 'mobile' ? eq(students.mobileNo, owner.identifier) : eq(students.confirmedEmail, owner.identifier.toLowerCase()));
  if (!people.length) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.studentId,
        people.map((p) => p.id),
      ),
    )
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(MAX_PUSH_DEVICES);
}
