/**
 * Moves waitlists along (issue 38, decision 142). Every instance runs one; each pass
 *
 * 1. lapses the offers that ran out (their seats go to the next in line),
 * 2. offers the free seats of batches where people wait (staff added seats, a seat freed elsewhere), and
 * 3. tells each student with a new offer, once: by Web Push to their devices and by SMS to their number.
 *
 * Steps 1 and 2 change a batch only under its row's lock (seats.ts), so two instances never lapse or offer
 * one seat twice. Step 3 claims offers as the reminder scheduler claims reminders (`for update skip
 * locked`, then a lease in `offer_claimed_until`): one instance sends each; one that dies mid-send leaves a
 * lease that runs out, and another sends it again under the same push Topic, which the push service collapses.
 */
import { eq, sql } from 'drizzle-orm';
import type { SmsSender } from '../auth/sms';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { enrolments } from '../db/schema';
import { PeriodicJob } from '../jobs/periodic';
import { bumpContentVersion } from '../reads/content-version';
import { pushToStudent, type PushDeps } from '../push/student-devices';
import { indiaDay } from './batch-days';
import { offerPayload, offerText, type ClaimedOffer } from './offer-message';
import { lapseOffers, lockBatch, offerFreeSeats } from './seats';

export interface WaitlistSchedulerOptions extends PushDeps {
  clock: () => Date;
  sms: SmsSender;
  /** SITE_URL: the site's public address, for the link in an offer's SMS. */
  siteUrl: string | undefined;
  intervalMs?: number;
  /** How long a claim holds before another instance may send the offer instead. */
  leaseMs?: number;
  batch?: number;
}

const DEFAULT_INTERVAL_MS = 30_000;
const DEFAULT_LEASE_MS = 5 * 60_000;

export class WaitlistScheduler extends PeriodicJob {
  constructor(private readonly options: WaitlistSchedulerOptions) {
    super({ everyMs: options.intervalMs ?? DEFAULT_INTERVAL_MS, logger: options.logger, failure: 'moving the waitlists failed' });
  }

  /** One pass; answers how many offers were told. */
  protected async pass(): Promise<number> {
    const { db, clock } = this.options;
    await moveWaitlists(db, clock());
    let told = 0;
    for (;;) {
      const claimed = await claimUntoldOffers(db, clock(), this.options.leaseMs ?? DEFAULT_LEASE_MS, this.options.batch ?? 20);
      if (!claimed.length) return told;
      for (const offer of claimed) if (await this.tell(offer)) told += 1;
    }
  }

  /** Push to every device and an SMS; true once told (or nothing left worth trying). */
  private async tell(offer: ClaimedOffer): Promise<boolean> {
    const { db, clock, sms, logger } = this.options;
    const ttlSeconds = Math.max(60, Math.floor((offer.expiresAt.getTime() - clock().getTime()) / 1000));
    const payload = JSON.stringify(offerPayload(offer));
    const pushed = await pushToStudent(this.options, offer.studentId, { payload, ttlSeconds, topic: offer.enrolmentId.replace(/-/g, '') });
    let texted = true;
    try {
      // The reference names this offer (one enrolment, one deadline): a retry is the same message to the gateway.
      const reference = `offer-${offer.enrolmentId}-${offer.expiresAt.getTime()}`;
      await sms.sendText({ mobileNo: offer.mobileNo, text: offerText(offer, this.options.siteUrl), reference });
    } catch (err) {
      texted = false;
      logger.warn({ err, enrolment: offer.enrolmentId }, 'the SMS of a seat offer could not be sent');
    }
    // Kept for the next pass only when nothing reached the student and a push may still get through.
    if (!texted && !pushed.includes('delivered') && pushed.includes('retry')) return false;
    await db.update(enrolments).set({ offerSentAt: clock() }).where(eq(enrolments.id, offer.enrolmentId));
    return true;
  }
}

/** Lapses what ran out and offers what is free, batch by batch, each under its lock in its own transaction. */
export async function moveWaitlists(db: Db, now: Date): Promise<void> {
  const due = rowsOf<{ id: string }>(
    await db.execute(sql`
      select distinct batch_id as id from enrollments where seat = 'offered' and offer_expires_at <= ${now}
      union
      select b.id from course_batches b
      where b.seats_taken < b.seats and b.status = 'open' and b.published and b.starts_on >= ${indiaDay(now)}
        and exists (select 1 from enrollments e where e.batch_id = b.id and e.seat = 'waitlisted')`),
  );
  for (const { id } of due) {
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const batch = await lockBatch(tx, id);
      if (!batch) return;
      const lapsed = await lapseOffers(tx, batch, now);
      // lapseOffers offers the seats it frees; what was free already is offered here (on the row as it is now).
      const offered = lapsed ? 0 : await offerFreeSeats(tx, batch, now);
      if (lapsed || offered) await bumpContentVersion(tx);
    });
  }
}

/**
 * Claims up to `batch` offers nobody has been told about yet, still open at `now` and not under another
 * instance's lease. Locked rows are skipped, so concurrent claimers each get different offers.
 */
export async function claimUntoldOffers(db: Db, now: Date, leaseMs: number, batch: number): Promise<ClaimedOffer[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    with due as (
      select e.id from enrollments e
      where e.seat = 'offered' and e.offer_sent_at is null and e.offer_expires_at > ${now}
        and (e.offer_claimed_until is null or e.offer_claimed_until < ${now})
      order by e.offer_expires_at
      limit ${batch}
      for update of e skip locked
    )
    update enrollments e set offer_claimed_until = ${leaseEnd}
    from due, students s, courses c, course_batches b
    where e.id = due.id and s.id = e.student_id and c.id = e.course_id and b.id = e.batch_id
    returning e.id, e.student_id, s.mobile_no, c.title, b.week_part, b.starts_on::text as starts_on, e.offer_expires_at`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    enrolmentId: String(row.id),
    studentId: String(row.student_id),
    mobileNo: String(row.mobile_no),
    courseTitle: String(row.title),
    batch: { weekPart: row.week_part as 'weekday' | 'weekend', startsOn: String(row.starts_on) },
    expiresAt: new Date(row.offer_expires_at as string | Date),
  }));
}
