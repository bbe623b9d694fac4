/**
 * Sends what the server's outbox holds (decision 151): webhook events, SMS and e-mails. Every instance runs
 * one; each pass claims due rows in one statement (`FOR UPDATE SKIP LOCKED`, then a lease in
 * `claimed_until`), as the reminder scheduler does (decision 72), so two instances never send one row at
 * once. A row is marked delivered after its answer; a failure waits longer each time (doubling from
 * `retry.baseMs`, at most `retry.maxMs`) and is given up after `retry.maxAttempts` tries. Every try is a
 * line of the delivery log. A process killed mid-send leaves its lease: another instance (or, on PGlite,
 * the next start, `releaseOrphanedClaims`) sends the row again, with the same event id, so a receiver that
 * drops repeats by `webhook-id` sees each event once and misses none.
 */
import { eq, sql } from 'drizzle-orm';
import type { SmsSender } from '../auth/sms';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { outboundAttempts, outboundMessages, webhooks, type OutboundChannel } from '../db/schema';
import { PeriodicJob } from '../jobs/periodic';
import type { Logger } from '../log';
import type { MailSender } from '../mail/mail-sender';
import { postJson } from './http-post';
import { webhookUrlProblem } from './webhook-endpoint';
import { signedHeaders } from './webhook-signing';

export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  maxAttempts: number;
}

/** 30 s, 1, 2, 4 … minutes, at most 6 hours apart, 12 tries: about 20 hours before giving up. */
export const DEFAULT_RETRY: RetryPolicy = { baseMs: 30_000, maxMs: 6 * 3_600_000, maxAttempts: 12 };

export interface DispatcherOptions {
  db: Db;
  clock: () => Date;
  sms: SmsSender;
  /** Absent: no e-mail can leave (production without SMTP); such rows are given up with that reason. */
  mail?: MailSender;
  allowLoopbackHttp: boolean;
  logger: Logger;
  intervalMs?: number;
  /** How long a claim holds before another instance may send the row again (OUTBOUND_LEASE_SECONDS). */
  leaseMs?: number;
  batch?: number;
  retry?: RetryPolicy;
  timeoutMs?: number;
}

interface Claimed {
  id: string;
  channel: OutboundChannel;
  eventId: string;
  webhookId: string | null;
  recipient: string;
  payload: Record<string, unknown>;
  attempts: number;
}

type Outcome = { ok: true; status?: number } | { ok: false; status?: number; error: string; final?: boolean };

export const DEFAULT_LEASE_MS = 60_000;

export class OutboundDispatcher extends PeriodicJob {
  constructor(private readonly options: DispatcherOptions) {
    super({ everyMs: options.intervalMs ?? 2_000, logger: options.logger, failure: 'sending the outbox failed', whenBusy: 'again' });
  }

  /** One pass: claims and sends what is due; answers how many rows it finished (delivered or given up). */
  protected async pass(): Promise<number> {
    let done = 0;
    for (;;) {
      const claimed = await claimDue(
        this.options.db,
        this.options.clock(),
        this.options.leaseMs ?? DEFAULT_LEASE_MS,
        this.options.batch ?? 20,
      );
      if (!claimed.length) return done;
      // In parallel: one slow receiver must not hold the others, nor their leases, back.
      const finished = await Promise.all(claimed.map((row) => this.deliver(row)));
      done += finished.filter(Boolean).length;
    }
  }

  /** Sends one row and records the try; true when the row is finished. */
  private async deliver(row: Claimed): Promise<boolean> {
    const { db, clock } = this.options;
    const started = Date.now();
    const outcome = await this.send(row).catch((err: unknown): Outcome => ({
      ok: false,
      error: err instanceof Error ? err.message : String(err),
    }));
    const now = clock();
    const policy = this.options.retry ?? DEFAULT_RETRY;
    const giveUp = !outcome.ok && (outcome.final === true || row.attempts >= policy.maxAttempts);
    const wait = Math.min(policy.baseMs * 2 ** Math.max(0, row.attempts - 1), policy.maxMs);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.insert(outboundAttempts).values({
        messageId: row.id,
        attempt: row.attempts,
        status: outcome.status ?? null,
        error: outcome.ok ? null : outcome.error.slice(0, 500),
        durationMs: Date.now() - started,
        createdAt: now,
      });
      await tx
        .update(outboundMessages)
        .set({
          claimedUntil: null,
          lastStatus: outcome.status ?? null,
          lastError: outcome.ok ? null : outcome.error.slice(0, 500),
          ...(outcome.ok ? { deliveredAt: now } : giveUp ? { failedAt: now } : { nextAttemptAt: new Date(now.getTime() + wait) }),
        })
        .where(eq(outboundMessages.id, row.id));
    });
    if (!outcome.ok)
      this.options.logger.warn(
        { outbound: row.id, channel: row.channel, attempt: row.attempts, giveUp, error: outcome.error },
        'outbound message not delivered',
      );
    return outcome.ok || giveUp;
  }

  private async send(row: Claimed): Promise<Outcome> {
    if (row.channel === 'sms') {
      await this.options.sms.sendText({ mobileNo: row.recipient, text: String(row.payload.text ?? ''), reference: row.id });
      return { ok: true };
    }
    if (row.channel === 'mail') {
      if (!this.options.mail) return { ok: false, error: 'no mail sender is set up (SMTP_URL)', final: true };
      await this.options.mail.send({ to: row.recipient, subject: String(row.payload.subject ?? ''), text: String(row.payload.text ?? '') });
      return { ok: true };
    }
    return this.post(row);
  }

  /** A webhook: signed now, posted to the webhook's address as it is now (an admin may have changed it). */
  private async post(row: Claimed): Promise<Outcome> {
    const [hook] = row.webhookId ? await this.options.db.select().from(webhooks).where(eq(webhooks.id, row.webhookId)) : [];
    if (!hook) return { ok: false, error: 'the webhook was removed', final: true };
    const problem = webhookUrlProblem(hook.url, this.options.allowLoopbackHttp);
    if (problem) return { ok: false, error: problem, final: true };
    const body = JSON.stringify(row.payload);
    const headers = {
      ...signedHeaders(hook.secret, row.eventId, this.options.clock(), body),
      'User-Agent': 'CodeSmart-Academy-Webhooks/1',
    };
    const answer = await postJson(hook.url, headers, body, this.options.timeoutMs ?? 10_000);
    if (answer.status >= 200 && answer.status < 300) return { ok: true, status: answer.status };
    return { ok: false, status: answer.status || undefined, error: answer.error ?? `answered ${answer.status}` };
  }
}

/**
 * Claims up to `batch` rows due at `now`: not delivered, not given up, not under another instance's lease,
 * and, for a webhook, only while it is turned on (a paused webhook's events wait for it).
 */
export async function claimDue(db: Db, now: Date, leaseMs: number, batch: number): Promise<Claimed[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    with due as (
      select m.id from outbound_messages m
      where m.delivered_at is null and m.failed_at is null
        and m.next_attempt_at <= ${now}
        and (m.claimed_until is null or m.claimed_until < ${now})
        and (m.webhook_id is null or exists (select 1 from webhooks w where w.id = m.webhook_id and w.active))
      order by m.next_attempt_at
      limit ${batch}
      for update of m skip locked
    )
    update outbound_messages m set claimed_until = ${leaseEnd}, attempts = m.attempts + 1
    from due where m.id = due.id
    returning m.id, m.channel, m.event_id, m.webhook_id, m.recipient, m.payload, m.attempts`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: String(r.id),
    channel: r.channel as OutboundChannel,
    eventId: String(r.event_id),
    webhookId: r.webhook_id ? String(r.webhook_id) : null,
    recipient: String(r.recipient),
    payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    attempts: Number(r.attempts),
  }));
}

/**
 * Claims left by this database's previous process. Only for PGlite, whose folder one process owns: whatever
 * it was sending died with it, so the rows are sent again now instead of when their leases run out.
 */
export async function releaseOrphanedClaims(db: Db): Promise<number> {
  const released = await db
    .update(outboundMessages)
    .set({ claimedUntil: null })
    .where(
      sql`${outboundMessages.claimedUntil} is not null and ${outboundMessages.deliveredAt} is null and ${outboundMessages.failedAt} is null`,
    )
    .returning({ id: outboundMessages.id });
  return released.length;
}
